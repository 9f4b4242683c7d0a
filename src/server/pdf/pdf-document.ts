import PDFDocument from 'pdfkit';
import { allFaces, type FontFace } from './fonts';
import { PAGE_HEIGHT, PAGE_WIDTH } from './page-geometry';
import type { PlacedRun } from './text-layout';

/**
 * A new PDF 1.4 document (Patent Center accepts 1.1 to 1.6) with our embedded fonts registered.
 * `font: null` keeps pdfkit from loading its default Helvetica, a standard-14 font it never embeds.
 * Fonts are registered as the already parsed fontkit fonts, so no document parses a font file again.
 */
export function createPdfDocument(title: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: [PAGE_WIDTH, PAGE_HEIGHT],
    margins: { top: 0, left: 0, right: 0, bottom: 0 },
    pdfVersion: '1.4',
    autoFirstPage: false,
    font: null as unknown as string,
    compress: true,
    info: { Title: title, Creator: 'InventDraft', Producer: 'InventDraft' },
  });
  for (const face of allFaces()) doc.registerFont(face.key, face.font as unknown as Buffer);
  return doc;
}

export function addPage(doc: PDFKit.PDFDocument): void {
  doc.addPage({ size: [PAGE_WIDTH, PAGE_HEIGHT], margins: { top: 0, left: 0, right: 0, bottom: 0 } });
}

/** pdfkit's per-document cache of shaped words, which it keeps on its private font object. */
type ShapedWords = Record<string, unknown>;
type PdfkitFont = { layoutCache?: ShapedWords };

/** A shared cache outlives documents; past this many words it starts afresh, so memory stays bounded. */
const SHAPED_WORDS_LIMIT = 20_000;
const shapedWordsByFace = new Map<string, ShapedWords>();
const fontsSharingWords = new WeakSet<PdfkitFont>();

function sharedShapedWords(face: FontFace): ShapedWords {
  let words = shapedWordsByFace.get(face.key);
  if (!words || Object.keys(words).length > SHAPED_WORDS_LIMIT) {
    words = Object.create(null) as ShapedWords;
    shapedWordsByFace.set(face.key, words);
  }
  return words;
}

/**
 * Selects a face. pdfkit shapes each word with fontkit once per document, which was over half the
 * time of a render; handing every document of the process the same cache of shaped words (they depend
 * only on the font) saves it. If a pdfkit upgrade drops the private cache, this does nothing.
 */
function selectFace(doc: PDFKit.PDFDocument, face: FontFace): void {
  doc.font(face.key);
  const font = (doc as unknown as { _font?: PdfkitFont })._font;
  if (font?.layoutCache && !fontsSharingWords.has(font)) {
    font.layoutCache = sharedShapedWords(face);
    fontsSharingWords.add(font);
  }
}

/** Draws runs on one baseline, in black. */
export function drawRuns(doc: PDFKit.PDFDocument, runs: PlacedRun[], baseline: number): void {
  for (const run of runs) {
    selectFace(doc, run.face);
    doc
      .fontSize(run.size)
      .fillColor('black')
      .text(run.text, run.x, baseline, { lineBreak: false, baseline: 'alphabetic' });
  }
}

/** Ends the document and collects its bytes. */
export function finishPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
