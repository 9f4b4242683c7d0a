import { PAGE_HEIGHT, PAGE_WIDTH } from './page-geometry';

/** Patent Center accepts files up to 25 MB (uspto.md 3.13); decimal megabytes, to be safe. */
export const MAX_PDF_BYTES = 25_000_000;
/** PDF 1.1 to 1.6 (uspto.md 3.2). */
const MAX_MINOR_VERSION = 6;
/** Keys that mean encryption, forms, annotations, attachments, layers, scripts or media (uspto.md 3.6–3.11). */
const FORBIDDEN_KEYS = [
  'Encrypt',
  'JavaScript',
  'JS',
  'EmbeddedFiles',
  'EmbeddedFile',
  'FileAttachment',
  'Annots',
  'AcroForm',
  'XFA',
  'OCProperties',
  'OCG',
  'Launch',
  'RichMedia',
  'Movie',
  'Sound',
  '3D',
  'Alternates',
];
const EMBEDDED_FONT_FILE = /\/FontFile[23]?\s/;
/** Page sizes accepted: US Letter and A4, portrait (uspto.md 3.1), within 1 pt. */
const PAGE_SIZES = [
  [PAGE_WIDTH, PAGE_HEIGHT],
  [595.28, 841.89],
];

export type PreflightResult = { problems: string[]; pageCount: number };

export class PdfPreflightError extends Error {
  constructor(
    readonly document: string,
    readonly problems: string[],
  ) {
    super(`The generated ${document} PDF failed its pre-flight check: ${problems.join('; ')}`);
  }
}

/** Reads each object's dictionary through the cross-reference table (streams are skipped, not scanned). */
function objectDictionaries(text: string): { objects: Map<number, string>; trailer: string } {
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!startxref) throw new Error('no startxref at the end of the file');
  const xrefOffset = Number(startxref[1]);
  const xref = /^xref\s+(\d+)\s+(\d+)\s+/.exec(text.slice(xrefOffset, xrefOffset + 64));
  if (!xref) throw new Error('no classic cross-reference table (object streams are not expected)');
  const first = Number(xref[1]);
  const count = Number(xref[2]);
  const entriesStart = xrefOffset + xref[0].length;
  const objects = new Map<number, string>();
  for (let i = 0; i < count; i++) {
    const entry = text.slice(entriesStart + i * 20, entriesStart + i * 20 + 18);
    const [offset, , type] = entry.split(' ');
    if (type !== 'n') continue;
    const start = Number(offset);
    const streamAt = text.indexOf('stream', start);
    const endAt = text.indexOf('endobj', start);
    const end = streamAt >= 0 && streamAt < endAt ? streamAt : endAt;
    objects.set(first + i, text.slice(start, end));
  }
  const trailerAt = text.indexOf('trailer', entriesStart + count * 20);
  return {
    objects,
    trailer: text.slice(trailerAt, xrefOffset + text.slice(xrefOffset).indexOf('startxref')),
  };
}

function referenced(dictionary: string, key: string): number | undefined {
  const match = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(dictionary);
  return match ? Number(match[1]) : undefined;
}

/**
 * Checks a generated PDF against the Patent Center rules before anyone receives it: version ≤ 1.6,
 * no encryption, forms, annotations, attachments, layers or JavaScript, every font embedded, every
 * page US Letter (or A4) portrait and all of one size, at most 25 MB.
 */
export function preflightPdf(bytes: Buffer): PreflightResult {
  const problems: string[] = [];
  const header = /^%PDF-1\.(\d)/.exec(bytes.toString('latin1', 0, 8));
  if (!header) problems.push('the file does not start with a PDF 1.x header');
  else if (Number(header[1]) > MAX_MINOR_VERSION) problems.push(`PDF version 1.${header[1]} is above 1.6`);
  if (bytes.length > MAX_PDF_BYTES)
    problems.push(`the file has ${bytes.length} bytes, over ${MAX_PDF_BYTES}`);

  let parsed: ReturnType<typeof objectDictionaries>;
  try {
    parsed = objectDictionaries(bytes.toString('latin1'));
  } catch (error) {
    return { problems: [...problems, `unreadable structure: ${(error as Error).message}`], pageCount: 0 };
  }
  const { objects, trailer } = parsed;
  for (const key of FORBIDDEN_KEYS) {
    const name = new RegExp(`/${key}(?![A-Za-z0-9])`);
    if (name.test(trailer) || [...objects.values()].some((dictionary) => name.test(dictionary))) {
      problems.push(`it contains /${key}`);
    }
  }
  const version = /\/Version\s*\/1\.(\d)/.exec(
    [...objects.values()].find((d) => /\/Type\s*\/Catalog/.test(d)) ?? '',
  );
  if (version && Number(version[1]) > MAX_MINOR_VERSION)
    problems.push(`the catalog declares version 1.${version[1]}`);

  const sizes = new Set<string>();
  let pageCount = 0;
  for (const [id, dictionary] of objects) {
    if (/\/Type\s*\/Font\b/.test(dictionary)) {
      const subtype = /\/Subtype\s*\/(\w+)/.exec(dictionary)?.[1];
      if (subtype === 'Type0' || subtype === 'Type3') continue;
      const base = /\/BaseFont\s*\/([^\s/]+)/.exec(dictionary)?.[1] ?? `object ${id}`;
      const descriptor = referenced(dictionary, 'FontDescriptor');
      if (descriptor === undefined || !EMBEDDED_FONT_FILE.test(objects.get(descriptor) ?? '')) {
        problems.push(`font ${base} is not embedded`);
      }
    }
    if (/\/Type\s*\/Page(?!s)\b/.test(dictionary)) {
      pageCount++;
      const box = /\/MediaBox\s*\[\s*([\d.\s-]+)\]/.exec(dictionary)?.[1]?.trim().split(/\s+/).map(Number);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = box ?? [];
      const width = x1 - x0;
      const height = y1 - y0;
      if (!PAGE_SIZES.some(([w, h]) => Math.abs(width - w!) <= 1 && Math.abs(height - h!) <= 1)) {
        problems.push(`page object ${id} is ${width} x ${height} pt, not US Letter or A4 portrait`);
      }
      sizes.add(`${width}x${height}`);
    }
  }
  if (pageCount === 0) problems.push('it has no pages');
  if (sizes.size > 1) problems.push('its pages are not all the same size');
  return { problems, pageCount };
}

/** Throws (a bug, answered with a 500) when a generated PDF breaks a rule; never serve a bad file. */
export function assertPdfPassesPreflight(bytes: Buffer, document: string): void {
  const { problems } = preflightPdf(bytes);
  if (problems.length > 0) throw new PdfPreflightError(document, problems);
}
