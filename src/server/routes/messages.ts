import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type SendMessageResponse, sendMessageRequestSchema } from '../../contract';
import { sendMessage } from '../drafting';
import { abortWhenGone, streamEvents } from '../http/sse';
import { presentTurn } from '../presenters/turn';
import { enforceRateLimit } from '../rate-limit';
import { parseRequest } from '../validation';
import { sessionIdParam } from './params';

/** A data URL of an image under 5 MB (about 7 MB of base64) plus the message; the app default is 1 MB. */
const MESSAGE_BODY_LIMIT = 8 * 1024 * 1024;

/** Generous: an inventor types far slower; these stop scripts, not people. */
export const MESSAGE_RATE_LIMITS = {
  perSession: { limit: 30, windowMs: 60_000 },
  perClient: { limit: 120, windowMs: 60_000 },
};

async function enforceMessageLimits(app: FastifyInstance, request: FastifyRequest, sessionId: string) {
  const { db } = app.services;
  const message = 'Too many messages were sent in a short time.';
  await enforceRateLimit(
    { db },
    { key: `message:session:${sessionId}`, ...MESSAGE_RATE_LIMITS.perSession, message },
  );
  await enforceRateLimit(
    { db },
    { key: `message:ip:${request.ip}`, ...MESSAGE_RATE_LIMITS.perClient, message },
  );
}

export async function messageRoutes(app: FastifyInstance) {
  const { db, drafter } = app.services;

  app.post(
    '/api/patent/session/:sessionId/message',
    { bodyLimit: MESSAGE_BODY_LIMIT },
    async (request, reply): Promise<SendMessageResponse> => {
      const sessionId = sessionIdParam(request.params);
      const body = parseRequest(sendMessageRequestSchema, request.body, 'body');
      await enforceMessageLimits(app, request, sessionId);
      const turn = await sendMessage({ db, drafter }, { sessionId, ...body, signal: abortWhenGone(reply) });
      return presentTurn(turn);
    },
  );

  // Same call, answered as server-sent events (src/contract/stream.ts). Problems found before the
  // drafter starts are ordinary JSON errors; after that, an `error` event, and nothing is stored.
  app.post(
    '/api/patent/session/:sessionId/message/stream',
    { bodyLimit: MESSAGE_BODY_LIMIT },
    async (request, reply) => {
      const sessionId = sessionIdParam(request.params);
      const body = parseRequest(sendMessageRequestSchema, request.body, 'body');
      await enforceMessageLimits(app, request, sessionId);
      await streamEvents(request, reply, async (stream) =>
        presentTurn(
          await sendMessage(
            { db, drafter },
            { sessionId, ...body, onReady: stream.open, onText: stream.delta, signal: stream.signal },
          ),
        ),
      );
    },
  );
}
