import sharp from 'sharp';
import { encodeBilevelPng } from './bilevel-png';
import { DRAWING_DPI, DRAWING_SIGHT, POINTS_PER_INCH } from './page-geometry';
import { addPage, drawRuns } from './pdf-document';
import { wrapParagraph } from './text-layout';

/** A view ready to place: bi-tonal PNG at 300 dpi or more for its placed size in points. */
export type LineArt = { png: Buffer; widthPx: number; heightPx: number; widthPt: number; heightPt: number };

/** Sheet numbers and view labels are larger than reference numerals (37 CFR 1.84(t), (u)). */
const LABEL_SIZE = 14;
const LABEL_BAND = LABEL_SIZE * 2;
/** Grey levels at or above this become white paper; the rest is ink. */
const INK_THRESHOLD = 170;

/** The room a view may take on a sheet: the sight below the sheet number, above the view label. */
function viewBox(labelled: boolean) {
  const top = DRAWING_SIGHT.top + LABEL_BAND;
  const bottom = DRAWING_SIGHT.bottom - (labelled ? LABEL_BAND : 0);
  return {
    left: DRAWING_SIGHT.left,
    top,
    width: DRAWING_SIGHT.right - DRAWING_SIGHT.left,
    height: bottom - top,
  };
}

/**
 * Turns a sketch (any image sharp reads) into black-and-white line art sized for its sheet: scaled to
 * fit the view box at 300 dpi for that size, so the effective resolution is ≥ 300 dpi. sharp decodes
 * (and shrinks a sketch larger than that, with a proper filter so thin lines survive); thresholding
 * and enlarging are simple loops here, several times faster than sharp's colour-managed pipeline.
 */
export async function prepareLineArt(image: Buffer, labelled: boolean): Promise<LineArt> {
  const box = viewBox(labelled);
  const meta = await sharp(image).metadata();
  const aspect = (meta.width ?? 1) / (meta.height ?? 1);
  const widthPt = Math.min(box.width, box.height * aspect);
  const heightPt = widthPt / aspect;
  const widthPx = Math.ceil((widthPt / POINTS_PER_INCH) * DRAWING_DPI);
  const heightPx = Math.ceil((heightPt / POINTS_PER_INCH) * DRAWING_DPI);
  let decoder = sharp(image);
  if ((meta.width ?? 0) > widthPx) decoder = decoder.resize(widthPx, heightPx, { fit: 'fill' });
  const { data, info } = await decoder.raw().toBuffer({ resolveWithObject: true });
  return {
    png: encodeBilevelPng({ data, ...info }, widthPx, heightPx, INK_THRESHOLD),
    widthPx,
    heightPx,
    widthPt,
    heightPt,
  };
}

function drawCentredLabel(doc: PDFKit.PDFDocument, text: string, top: number): void {
  const left = DRAWING_SIGHT.left;
  const width = DRAWING_SIGHT.right - left;
  for (const line of wrapParagraph([{ text, weight: 'regular' }], {
    left,
    width,
    size: LABEL_SIZE,
    align: 'center',
  })) {
    drawRuns(doc, line.runs, top + LABEL_SIZE);
  }
}

/**
 * One sheet per view, inside the drawing margins of 37 CFR 1.84(g): the sheet number "n/N" at the top
 * middle, the view centred, and its label "FIG. n" below it, except a sole view, which has none (1.84(u)).
 */
export function drawDrawingSheets(doc: PDFKit.PDFDocument, views: LineArt[]): void {
  const labelled = views.length > 1;
  views.forEach((view, index) => {
    addPage(doc);
    drawCentredLabel(doc, `${index + 1}/${views.length}`, DRAWING_SIGHT.top);
    const box = viewBox(labelled);
    const x = box.left + (box.width - view.widthPt) / 2;
    const y = box.top + (box.height - view.heightPt) / 2;
    doc.image(view.png, x, y, { width: view.widthPt, height: view.heightPt });
    if (labelled) drawCentredLabel(doc, `FIG. ${index + 1}`, y + view.heightPt + LABEL_SIZE * 0.5);
  });
}
