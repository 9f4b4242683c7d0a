import type { FastifyInstance } from 'fastify';
import { checkSectionRequestSchema, editSectionRequestSchema } from '../../contract';
import { checkSection, editSection } from '../drafting';
import { presentSession } from '../presenters/session';
import { enforceRateLimit } from '../rate-limit/consume-rate-limit';
import { parseRequest } from '../validation';
import { sessionIdParam } from './params';

/** Like the message limits: an inventor edits far slower; these stop scripts, not people. */
export const EDIT_SECTION_RATE_LIMITS = {
  perSession: { limit: 30, windowMs: 60_000 },
  perClient: { limit: 120, windowMs: 60_000 },
};

export async function sectionRoutes(app: FastifyInstance) {
  const { db } = app.services;

  app.post('/api/patent/session/:sessionId/edit-section', async (request) => {
    const sessionId = sessionIdParam(request.params);
    const body = parseRequest(editSectionRequestSchema, request.body, 'body');
    const message = 'Too many section edits in a short time.';
    await enforceRateLimit(
      db,
      { key: `edit:session:${sessionId}`, ...EDIT_SECTION_RATE_LIMITS.perSession },
      message,
    );
    await enforceRateLimit(
      db,
      { key: `edit:ip:${request.ip}`, ...EDIT_SECTION_RATE_LIMITS.perClient },
      message,
    );
    const session = await editSection({ db }, { sessionId, ...body });
    return { session: presentSession(session) };
  });

  // Called as the inventor types (debounced ~400 ms); limited like edits, on its own keys.
  app.post('/api/patent/session/:sessionId/check-section', async (request) => {
    const sessionId = sessionIdParam(request.params);
    const body = parseRequest(checkSectionRequestSchema, request.body, 'body');
    const message = 'Too many section checks in a short time.';
    await enforceRateLimit(
      db,
      { key: `check:session:${sessionId}`, ...EDIT_SECTION_RATE_LIMITS.perSession },
      message,
    );
    await enforceRateLimit(
      db,
      { key: `check:ip:${request.ip}`, ...EDIT_SECTION_RATE_LIMITS.perClient },
      message,
    );
    return { findings: await checkSection({ db }, { sessionId, ...body }) };
  });
}
