import type { PatentData } from '../../contract';
import { applicationOutline } from './application-outline';
import { drawDrawingSheets, prepareLineArt } from './drawing-sheets';
import { splitRuns, widthOf } from './fonts';
import { FONT_SIZE, PAGE_NUMBER_TOP, PAGE_WIDTH } from './page-geometry';
import { addPage, createPdfDocument, drawRuns, finishPdf } from './pdf-document';
import { layoutSpecification, type SpecificationPage } from './specification-layout';
import type { PlacedRun } from './text-layout';

export type RenderedApplication = { bytes: Buffer; specificationPages: number; drawingSheets: number };

function pageNumberRuns(n: number): PlacedRun[] {
  const runs = splitRuns(String(n), 'regular');
  const width = runs.reduce((sum, run) => sum + widthOf(run.face, run.text, FONT_SIZE), 0);
  let x = (PAGE_WIDTH - width) / 2;
  return runs.map((run) => {
    const placed = { face: run.face, text: run.text, x, size: FONT_SIZE };
    x += widthOf(run.face, run.text, FONT_SIZE);
    return placed;
  });
}

/** The specification pages of an application, without drawing them (the cover sheet counts them). */
export function layoutApplication(patentData: PatentData, viewCount: number): SpecificationPage[] {
  return layoutSpecification(applicationOutline(patentData, viewCount));
}

/**
 * The provisional application as a PDF: specification (pages numbered 1…N, centred below the text),
 * claims and abstract, then one drawing sheet per sketch.
 */
export async function renderApplication(input: {
  patentData: PatentData;
  sketches: Buffer[];
}): Promise<RenderedApplication> {
  const labelled = input.sketches.length > 1;
  const views = await Promise.all(input.sketches.map((image) => prepareLineArt(image, labelled)));
  const pages = layoutApplication(input.patentData, views.length);

  const doc = createPdfDocument(input.patentData.title?.trim() || 'Provisional patent application');
  pages.forEach((page, index) => {
    addPage(doc);
    for (const line of page.lines) drawRuns(doc, line.runs, line.baseline);
    drawRuns(doc, pageNumberRuns(index + 1), PAGE_NUMBER_TOP + FONT_SIZE);
  });
  drawDrawingSheets(doc, views);
  return { bytes: await finishPdf(doc), specificationPages: pages.length, drawingSheets: views.length };
}
