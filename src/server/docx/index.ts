/** The Word copy of the application, for an attorney or agent (same outline as the PDF). */
export { generateApplicationDocx } from './generate-application-docx';
