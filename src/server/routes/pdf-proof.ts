import type { FastifyInstance } from 'fastify';
import { VERIFY_PDF_MAX_BYTES } from '../../contract';
import { AppError } from '../errors';
import { listSessionPdfFingerprints, verifyPdf } from '../pdf';
import { presentPdfFingerprints, presentPdfVerification } from '../presenters/pdf-fingerprint';
import { sessionIdParam } from './params';

/** Issue 18, proof of what was filed: the SHA-256 of every generated PDF, and checking a file against them. */
export async function pdfProofRoutes(app: FastifyInstance) {
  const { db } = app.services;

  // Only this plugin takes a raw PDF body; the rest of the API stays JSON with its 1 MB limit.
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: VERIFY_PDF_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get('/api/patent/session/:sessionId/pdf-fingerprints', async (request) => {
    const fingerprints = await listSessionPdfFingerprints(
      { db },
      { sessionId: sessionIdParam(request.params) },
    );
    return presentPdfFingerprints(fingerprints);
  });

  app.post('/api/patent/session/:sessionId/verify-pdf', async (request) => {
    const sessionId = sessionIdParam(request.params);
    if (!Buffer.isBuffer(request.body) || request.body.length === 0)
      throw new AppError(
        'bad_request',
        'Send the PDF file itself as the body, with content type application/pdf',
      );
    return presentPdfVerification(await verifyPdf({ db }, { sessionId, bytes: request.body }));
  });
}
