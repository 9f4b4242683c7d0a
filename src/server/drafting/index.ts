/** The interview's operations: one turn of the conversation, the inventor's own section edits, the invention map. */
export { checkSection } from './check-section';
export { editSection } from './edit-section';
export { editInventionMap } from './invention-map/edit-invention-map';
export { getInventionMap } from './invention-map/get-invention-map';
export { sendMessage } from './send-message';
