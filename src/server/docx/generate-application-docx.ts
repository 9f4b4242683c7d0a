import { pdfFilenameFor } from '../../contract';
import type { Context } from '../context';
import { requirePremiumSession } from '../policies/require-premium-session';
import { loadSketchImages } from '../sketches/load-sketch-images';
import { renderApplicationDocx } from './render-application-docx';

/** The Word copy of a premium session's application (paid only, like the PDF). Not stored: it is a working copy. */
export async function generateApplicationDocx(ctx: Context<'db'>, { sessionId }: { sessionId: string }) {
  const session = await requirePremiumSession(ctx, { sessionId });
  const bytes = await renderApplicationDocx({
    patentData: session.patentData,
    sketches: await loadSketchImages(ctx, { sessionRowId: session.id }),
  });
  return { filename: pdfFilenameFor(session.patentData.title).replace(/\.pdf$/, '.docx'), bytes };
}
