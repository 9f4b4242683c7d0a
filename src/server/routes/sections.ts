import type { FastifyInstance } from 'fastify';
import { checkSectionRequestSchema, editSectionRequestSchema } from '../../contract';
import type { Context } from '../context';
import { checkSection, editSection } from '../drafting';
import { presentSectionFindings } from '../presenters/section-findings';
import { presentSessionChange } from '../presenters/session';
import { enforceRateLimit } from '../rate-limit';
import { parseRequest } from '../validation';
import { sessionIdParam } from './params';

/** Like the message limits: an inventor edits far slower; these stop scripts, not people. */
export const EDIT_SECTION_RATE_LIMITS = {
  perSession: { limit: 30, windowMs: 60_000 },
  perClient: { limit: 120, windowMs: 60_000 },
};

const TOO_MANY = {
  edit: 'Too many section edits in a short time.',
  check: 'Too many section checks in a short time.',
  map: 'Too many map edits in a short time.',
};

/**
 * Section edits, section checks and invention-map edits count on keys of their own (`edit:…`,
 * `check:…`, `map:…`), per session and per client.
 */
export async function enforceEditRateLimits(
  ctx: Context<'db'>,
  { kind, sessionId, ip }: { kind: keyof typeof TOO_MANY; sessionId: string; ip: string },
) {
  const message = TOO_MANY[kind];
  const { perSession, perClient } = EDIT_SECTION_RATE_LIMITS;
  await enforceRateLimit(ctx, { key: `${kind}:session:${sessionId}`, ...perSession, message });
  await enforceRateLimit(ctx, { key: `${kind}:ip:${ip}`, ...perClient, message });
}

export async function sectionRoutes(app: FastifyInstance) {
  const { db } = app.services;

  app.post('/api/patent/session/:sessionId/edit-section', async (request) => {
    const sessionId = sessionIdParam(request.params);
    const body = parseRequest(editSectionRequestSchema, request.body, 'body');
    await enforceEditRateLimits({ db }, { kind: 'edit', sessionId, ip: request.ip });
    const session = await editSection({ db }, { sessionId, ...body });
    return presentSessionChange(session);
  });

  // Called as the inventor types (debounced ~400 ms); limited like edits, on its own keys.
  app.post('/api/patent/session/:sessionId/check-section', async (request) => {
    const sessionId = sessionIdParam(request.params);
    const body = parseRequest(checkSectionRequestSchema, request.body, 'body');
    await enforceEditRateLimits({ db }, { kind: 'check', sessionId, ip: request.ip });
    return presentSectionFindings(await checkSection({ db }, { sessionId, ...body }));
  });
}
