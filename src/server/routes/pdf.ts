import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  type CoverSheetDetailsResponse,
  coverSheetDetailsSchema,
  PDF_GENERATIONS_PER_HOUR,
  type PdfVersionsResponse,
  pdfVersionParamsSchema,
} from '../../contract';
import { generateApplicationDocx } from '../docx';
import { saveCoverSheetDetails } from '../filing';
import {
  type GeneratedPdf,
  generateApplicationPdf,
  generateCoverSheetPdf,
  getPdfVersion,
  listPdfVersions,
} from '../pdf';
import { requirePremiumSession } from '../policies';
import { presentCompletionStatus } from '../presenters/completion-status';
import { presentCoverSheetDetails } from '../presenters/cover-sheet';
import { presentPdfVersions } from '../presenters/pdf-versions';
import { enforceRateLimit } from '../rate-limit';
import { findSession } from '../sessions';
import { parseRequest } from '../validation';
import { sessionIdParam } from './params';

const HOUR_MS = 60 * 60 * 1000;

function sendPdf(reply: FastifyReply, pdf: GeneratedPdf) {
  return (
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${pdf.filename}"`)
      // The application is confidential: no shared cache may keep a copy.
      .header('cache-control', 'no-store')
      .send(pdf.bytes)
  );
}

export async function pdfRoutes(app: FastifyInstance) {
  const { db, mailer } = app.services;

  // Only a premium session's generations count: refused (402) or unknown (404) ones would otherwise
  // spend the hour's quota before the payment they ask for.
  const limitGenerations = async (sessionId: string) => {
    await requirePremiumSession({ db }, { sessionId });
    await enforceRateLimit(
      { db },
      {
        key: `pdf:session:${sessionId}`,
        limit: PDF_GENERATIONS_PER_HOUR,
        windowMs: HOUR_MS,
        message: 'Too many PDF downloads for this session.',
      },
    );
  };

  // POST from the review screen generates a new version (spec §7; versions: issue 17).
  app.post('/api/patent/session/:sessionId/generate-pdf', async (request, reply) => {
    const sessionId = sessionIdParam(request.params);
    await limitGenerations(sessionId);
    const pdf = await generateApplicationPdf(app.services, { sessionId });
    mailer.wake();
    return sendPdf(reply, pdf);
  });

  // GET opens it in a new tab from the sessions list (spec §7): the latest version as stored, so a
  // download makes no new version; the first one is generated if there is none yet.
  app.get('/api/patent/session/:sessionId/generate-pdf', async (request, reply) => {
    const sessionId = sessionIdParam(request.params);
    const versions = await listPdfVersions({ db }, { sessionId });
    if (versions.length > 0)
      return sendPdf(reply, await getPdfVersion({ db }, { sessionId, version: versions.length }));
    await limitGenerations(sessionId);
    const pdf = await generateApplicationPdf(app.services, { sessionId });
    mailer.wake();
    return sendPdf(reply, pdf);
  });

  app.get('/api/patent/session/:sessionId/pdfs', async (request): Promise<PdfVersionsResponse> => {
    const sessionId = sessionIdParam(request.params);
    return presentPdfVersions(await listPdfVersions({ db }, { sessionId }));
  });

  app.get('/api/patent/session/:sessionId/pdfs/:version', async (request, reply) => {
    const sessionId = sessionIdParam(request.params);
    const { version } = parseRequest(pdfVersionParamsSchema, request.params, 'params');
    return sendPdf(reply, await getPdfVersion({ db }, { sessionId, version }));
  });

  app.get('/api/patent/session/:sessionId/cover-sheet-pdf', async (request, reply) => {
    const sessionId = sessionIdParam(request.params);
    await limitGenerations(sessionId);
    return sendPdf(reply, await generateCoverSheetPdf({ db }, { sessionId }));
  });

  // Issue 18: a Word copy for an attorney or agent, paid only like the PDF.
  app.get('/api/patent/session/:sessionId/application-docx', async (request, reply) => {
    const sessionId = sessionIdParam(request.params);
    await limitGenerations(sessionId);
    const docx = await generateApplicationDocx({ db }, { sessionId });
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
      .header('content-disposition', `attachment; filename="${docx.filename}"`)
      .header('cache-control', 'no-store')
      .send(docx.bytes);
  });

  // Asked before the cover sheet is made (issue 17): inventors and correspondence address.
  app.put(
    '/api/patent/session/:sessionId/cover-sheet-details',
    async (request): Promise<CoverSheetDetailsResponse> => {
      const sessionId = sessionIdParam(request.params);
      const details = parseRequest(coverSheetDetailsSchema, request.body, 'body');
      return presentCoverSheetDetails(await saveCoverSheetDetails({ db }, { sessionId, details }));
    },
  );

  app.get('/api/patent/session/:sessionId/completion-status', async (request) => {
    const sessionId = sessionIdParam(request.params);
    return presentCompletionStatus(await findSession({ db }, { sessionId }));
  });
}
