/** The inventor's sessions: create, read, list by a proven address, delete. */
export { createSession } from './create-session';
export { deleteUserSession } from './delete-user-session';
export { findSession, getSessionWithMessages } from './get-session';
export { listUserSessions } from './list-user-sessions';
