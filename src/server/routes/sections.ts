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

  /** Edits and checks count on keys of their own (`edit:…`, `check:…`), per session and per client. */
  const enforceSectionLimits = async (kind: 'edit' | 'check', sessionId: string, ip: string) => {
    const message = `Too many section ${kind === 'edit' ? 'edits' : 'checks'} in a short time.`;
    const { perSession, perClient } = EDIT_SECTION_RATE_LIMITS;
    await enforceRateLimit({ db }, { key: `${kind}:session:${sessionId}`, ...perSession, message });
    await enforceRateLimit({ db }, { key: `${kind}:ip:${ip}`, ...perClient, message });
  };

  app.post('/api/patent/session/:sessionId/edit-section', async (request) => {
    const sessionId = sessionIdParam(request.params);
    const body = parseRequest(editSectionRequestSchema, request.body, 'body');
    await enforceSectionLimits('edit', sessionId, request.ip);
    const session = await editSection({ db }, { sessionId, ...body });
    return { session: presentSession(session) };
  });

  // Called as the inventor types (debounced ~400 ms); limited like edits, on its own keys.
  app.post('/api/patent/session/:sessionId/check-section', async (request) => {
    const sessionId = sessionIdParam(request.params);
    const body = parseRequest(checkSectionRequestSchema, request.body, 'body');
    await enforceSectionLimits('check', sessionId, request.ip);
    return { findings: await checkSection({ db }, { sessionId, ...body }) };
  });
}
