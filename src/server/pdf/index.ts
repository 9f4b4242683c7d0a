/** The provisional application PDF: generate (a new version each time), list and fetch versions, prove a file. */
export { type GeneratedPdf, generateApplicationPdf } from './generate-application-pdf';
export { generateCoverSheetPdf } from './generate-cover-sheet-pdf';
export { getPdfVersion } from './get-pdf-version';
export { listSessionPdfFingerprints } from './list-pdf-fingerprints';
export { listPdfVersions } from './list-pdf-versions';
export { verifyPdf } from './verify-pdf';
