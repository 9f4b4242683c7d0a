import type { FastifyInstance } from 'fastify';
import {
  type InventionMapEditResponse,
  type InventionMapResponse,
  inventionMapEditRequestSchema,
} from '../../contract';
import { editInventionMap, getInventionMap } from '../drafting';
import { presentInventionMap, presentInventionMapEdit } from '../presenters/invention-map';
import { parseRequest } from '../validation';
import { sessionIdParam } from './params';
import { enforceEditRateLimits } from './sections';

/** Issue 16, item 5: whoever holds the session id reads and edits its map, like its other endpoints. */
export async function inventionMapRoutes(app: FastifyInstance) {
  const { db } = app.services;

  app.get('/api/patent/session/:sessionId/invention-map', async (request): Promise<InventionMapResponse> => {
    const { session, invention } = await getInventionMap(
      { db },
      { sessionId: sessionIdParam(request.params) },
    );
    return presentInventionMap(invention, session);
  });

  app.post(
    '/api/patent/session/:sessionId/invention-map/edits',
    async (request): Promise<InventionMapEditResponse> => {
      const sessionId = sessionIdParam(request.params);
      const edit = parseRequest(inventionMapEditRequestSchema, request.body, 'body');
      await enforceEditRateLimits({ db }, { kind: 'map', sessionId, ip: request.ip });
      return presentInventionMapEdit(await editInventionMap({ db }, { sessionId, edit }));
    },
  );
}
