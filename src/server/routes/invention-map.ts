import type { FastifyInstance } from 'fastify';
import {
  type InventionMapEditResponse,
  type InventionMapResponse,
  inventionMapEditRequestSchema,
} from '../../contract';
import { editInventionMap } from '../drafting/invention-map/edit-invention-map';
import { getInventionMap } from '../drafting/invention-map/get-invention-map';
import { presentInventionMap } from '../presenters/invention-map';
import { enforceRateLimit } from '../rate-limit/consume-rate-limit';
import { parseRequest } from '../validation';
import { sessionIdParam } from './params';
import { EDIT_SECTION_RATE_LIMITS } from './sections';

/** Issue 16, item 5: whoever holds the session id reads and edits its map, like its other endpoints. */
export async function inventionMapRoutes(app: FastifyInstance) {
  const { db } = app.services;

  app.get('/api/patent/session/:sessionId/invention-map', async (request): Promise<InventionMapResponse> => {
    const { session, invention } = await getInventionMap(
      { db },
      { sessionId: sessionIdParam(request.params) },
    );
    return presentInventionMap(invention, {
      premiumUnlocked: session.premiumUnlocked,
      claims: session.patentData.claims,
    });
  });

  app.post(
    '/api/patent/session/:sessionId/invention-map/edits',
    async (request): Promise<InventionMapEditResponse> => {
      const sessionId = sessionIdParam(request.params);
      const edit = parseRequest(inventionMapEditRequestSchema, request.body, 'body');
      const message = 'Too many map edits in a short time.';
      await enforceRateLimit(
        db,
        { key: `map:session:${sessionId}`, ...EDIT_SECTION_RATE_LIMITS.perSession },
        message,
      );
      await enforceRateLimit(
        db,
        { key: `map:ip:${request.ip}`, ...EDIT_SECTION_RATE_LIMITS.perClient },
        message,
      );
      const { session, invention, redrafted, keptAsEdited, notice } = await editInventionMap(
        { db },
        { sessionId, edit },
      );
      return {
        map: presentInventionMap(invention, {
          premiumUnlocked: session.premiumUnlocked,
          claims: session.patentData.claims,
        }),
        redrafted,
        keptAsEdited,
        notice,
      };
    },
  );
}
