import PDFDocument from 'pdfkit';
import { allFaces } from './fonts';
import { PAGE_HEIGHT, PAGE_WIDTH } from './page-geometry';
import type { PlacedRun } from './text-layout';

/**
 * A new PDF 1.4 document (Patent Center accepts 1.1 to 1.6) with our embedded fonts registered.
 * `font: null` keeps pdfkit from loading its default Helvetica, a standard-14 font it never embeds.
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
  for (const face of allFaces()) doc.registerFont(face.key, face.bytes);
  return doc;
}

export function addPage(doc: PDFKit.PDFDocument): void {
  doc.addPage({ size: [PAGE_WIDTH, PAGE_HEIGHT], margins: { top: 0, left: 0, right: 0, bottom: 0 } });
}

/** Draws runs on one baseline, in black. */
export function drawRuns(doc: PDFKit.PDFDocument, runs: PlacedRun[], baseline: number): void {
  for (const run of runs) {
    doc
      .font(run.face.key)
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
