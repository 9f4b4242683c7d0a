import { coverSheetFilenameFor } from '../../contract';
import type { Context } from '../context';
import { requirePremiumSession } from '../policies/require-premium-session';
import { loadSketchImages } from '../sketches/load-sketch-images';
import { renderCoverSheet } from './cover-sheet';
import type { GeneratedPdf } from './generate-application-pdf';
import { assertPdfPassesPreflight } from './preflight';
import { layoutApplication } from './render-application';
import { storePdf } from './store-pdf';

/**
 * The provisional cover sheet (items of PTO/SB/16) for a premium session, prefilled with the title,
 * the e-mail as a correspondence hint, the page and sheet counts of the application, and the
 * inventors and correspondence address the inventor gave (issue 17).
 */
export async function generateCoverSheetPdf(
  ctx: Context<'db'>,
  { sessionId }: { sessionId: string },
): Promise<GeneratedPdf> {
  const session = await requirePremiumSession(ctx, { sessionId });
  const drawingSheets = (await loadSketchImages(ctx, { sessionRowId: session.id })).length;
  const bytes = await renderCoverSheet({
    title: session.patentData.title?.trim() || undefined,
    email: session.userEmail ?? undefined,
    specificationPages: layoutApplication(session.patentData, drawingSheets).length,
    drawingSheets,
    details: session.patentData.coverSheet,
  });
  assertPdfPassesPreflight(bytes, 'cover sheet');
  const filename = coverSheetFilenameFor(session.patentData.title);
  await storePdf(ctx, { sessionRowId: session.id, kind: 'cover_sheet', filename, bytes });
  return { filename, bytes };
}
