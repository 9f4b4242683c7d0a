import type { sessions } from './schema';

/** A session as stored: what operations read and write, and what presenters turn into API shapes. */
export type SessionRow = typeof sessions.$inferSelect;
