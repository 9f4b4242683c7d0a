/** After the download: the USPTO filing record, its reminder e-mails, and the cover sheet's details. */
export { getFilingRecord } from './get-filing-record';
export { recordFiling } from './record-filing';
export { removeFiling } from './remove-filing';
export { saveCoverSheetDetails } from './save-cover-sheet-details';
export { USPTO_FILING_INSTRUCTIONS } from './uspto-instructions';
