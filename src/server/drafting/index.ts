/** The interview's operations: one turn of the conversation, and the inventor's own section edits. */
export { checkSection } from './check-section';
export { editSection } from './edit-section';
export { sendMessage } from './send-message';
