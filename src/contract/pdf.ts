import { z } from 'zod';
import { PDF_DEFAULT_FILENAME_STEM, PDF_FILENAME_MAX_CHARS } from './constants';

/**
 * Spec §5: title lowercased; only letters, digits and spaces kept; spaces become underscores;
 * repeated underscores collapsed; leading and trailing underscores trimmed; cut to 50 characters;
 * default patent_application; extension .pdf. A later version of the same application (issue 17:
 * edited after the first PDF) adds `_v2`, `_v3`… to the stem, which the office's file-name rule allows.
 */
export function pdfFilenameFor(title: string | null | undefined, version = 1): string {
  const stem = (title ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/ /g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, PDF_FILENAME_MAX_CHARS)
    // Cutting can leave a trailing underscore, which the office's file-name rule forbids at the end.
    .replace(/_+$/, '');
  const suffix = version > 1 ? `_v${version}` : '';
  return `${stem || PDF_DEFAULT_FILENAME_STEM}${suffix}.pdf`;
}

// GET /api/patent/session/{sessionId}/pdfs: every application PDF generated, oldest (v1) first.
// GET /api/patent/session/{sessionId}/pdfs/{version}: that version's stored bytes, as first given.
export const pdfVersionSchema = z.object({
  version: z.number().int().min(1),
  filename: z.string(),
  /** Proof of what was filed (issue 18): the stored file's SHA-256, in hex. */
  sha256: z.string(),
  createdAt: z.string(),
});
export type PdfVersion = z.infer<typeof pdfVersionSchema>;
export const pdfVersionsResponseSchema = z.object({ versions: z.array(pdfVersionSchema) });
export type PdfVersionsResponse = z.infer<typeof pdfVersionsResponseSchema>;
export const pdfVersionParamsSchema = z.object({ version: z.coerce.number().int().min(1).max(10_000) });

// GET /api/patent/session/{sessionId}/completion-status
export const completionStatusResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({
    premiumUnlocked: z.boolean(),
    patentTitle: z.string().nullable(),
    pdfFilename: z.string().nullable(),
    userEmail: z.string().nullable(),
  }),
});
export type CompletionStatusResponse = z.infer<typeof completionStatusResponseSchema>;

/** 37 CFR 1.72(b): the abstract of the disclosure may not exceed 150 words. */
export const ABSTRACT_MAX_WORDS = 150;

/** The cover sheet's file name: the application's stem plus `_cover_sheet` (still within the office's 100). */
export function coverSheetFilenameFor(title: string | null | undefined): string {
  return pdfFilenameFor(title).replace(/\.pdf$/, '_cover_sheet.pdf');
}

/** Which stored PDF: the application itself or its cover sheet. */
export const PDF_KINDS = ['application', 'cover_sheet'] as const;
export type PdfKind = (typeof PDF_KINDS)[number];

/** Each download renders and stores a file; this bounds how often one session may do it. */
export const PDF_GENERATIONS_PER_HOUR = 60;

// GET /api/patent/session/{sessionId}/pdf-fingerprints: every generated PDF's SHA-256 (issue 18).
export const pdfFingerprintSchema = z.object({
  kind: z.enum(PDF_KINDS),
  version: z.number().int(),
  filename: z.string(),
  sha256: z.string(),
  createdAt: z.string(),
});
export type PdfFingerprintView = z.infer<typeof pdfFingerprintSchema>;
export const pdfFingerprintsResponseSchema = z.object({ pdfs: z.array(pdfFingerprintSchema) });
export type PdfFingerprintsResponse = z.infer<typeof pdfFingerprintsResponseSchema>;

// POST /api/patent/session/{sessionId}/verify-pdf with the file as the body (application/pdf).
export const verifyPdfResponseSchema = z.object({
  sha256: z.string(),
  match: pdfFingerprintSchema.nullable(),
});
export type VerifyPdfResponse = z.infer<typeof verifyPdfResponseSchema>;

/** The largest file the check takes: a long application with several drawing sheets stays well below. */
export const VERIFY_PDF_MAX_BYTES = 30 * 1024 * 1024;
