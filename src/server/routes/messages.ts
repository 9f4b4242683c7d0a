import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type SendMessageResponse, STREAM_EVENTS, sendMessageRequestSchema } from '../../contract';
import { sendMessage } from '../drafting/send-message';
import { errorEnvelope } from '../error-envelope';
import { AppError } from '../errors';
import { lockedTextsFor, presentMessage } from '../presenters/message';
import { presentSession } from '../presenters/session';
import { enforceRateLimit } from '../rate-limit/consume-rate-limit';
import { parseRequest } from '../validation';
import { sessionIdParam } from './params';

/** A data URL of an image under 5 MB (about 7 MB of base64) plus the message; the app default is 1 MB. */
const MESSAGE_BODY_LIMIT = 8 * 1024 * 1024;

const KEEP_ALIVE_MS = 15_000;

/** Generous: an inventor types far slower; these stop scripts, not people. */
export const MESSAGE_RATE_LIMITS = {
  perSession: { limit: 30, windowMs: 60_000 },
  perClient: { limit: 120, windowMs: 60_000 },
};

async function enforceMessageLimits(app: FastifyInstance, request: FastifyRequest, sessionId: string) {
  const { db } = app.services;
  const message = 'Too many messages were sent in a short time.';
  await enforceRateLimit(
    db,
    { key: `message:session:${sessionId}`, ...MESSAGE_RATE_LIMITS.perSession },
    message,
  );
  await enforceRateLimit(db, { key: `message:ip:${request.ip}`, ...MESSAGE_RATE_LIMITS.perClient }, message);
}

type Turn = Awaited<ReturnType<typeof sendMessage>>;

function presentTurn(turn: Turn): SendMessageResponse {
  return {
    aiMessage: presentMessage(turn.aiMessage, turn.session.sessionId, lockedTextsFor(turn.session)),
    session: presentSession(turn.session),
  };
}

/** Opens a server-sent event stream on the raw response, keeping the headers already set (security, id). */
function openEventStream(request: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, typeof value === 'number' ? String(value) : value);
  }
  reply.raw.writeHead(200, {
    'x-request-id': request.id,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
}

/**
 * Aborted when the connection closes before the answer is complete. A browser that gave up restores
 * its typed text (spec §4), so the turn must then not be stored, or sending again would duplicate it.
 */
function abortWhenGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableEnded) gone.abort();
  });
  return gone.signal;
}

function writeEvent(reply: FastifyReply, event: string, data: unknown) {
  if (reply.raw.destroyed || reply.raw.writableEnded) return;
  reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
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
      let streaming = false;
      // A comment line now and then keeps proxies from closing a stream while the model thinks.
      const keepAlive = setInterval(() => {
        if (streaming && !reply.raw.destroyed && !reply.raw.writableEnded) reply.raw.write(':\n\n');
      }, KEEP_ALIVE_MS);
      try {
        const turn = await sendMessage(
          { db, drafter },
          {
            sessionId,
            ...body,
            onReady: () => {
              openEventStream(request, reply);
              streaming = true;
            },
            onText: (text) => writeEvent(reply, STREAM_EVENTS.delta, { text }),
            signal: abortWhenGone(reply),
          },
        );
        writeEvent(reply, STREAM_EVENTS.done, presentTurn(turn));
      } catch (error) {
        if (!streaming) throw error;
        const known = error instanceof AppError ? error : undefined;
        if (known?.cause || !known)
          request.log.warn({ err: known?.cause ?? error }, 'streamed message failed');
        writeEvent(reply, STREAM_EVENTS.error, errorEnvelope(error));
      } finally {
        clearInterval(keepAlive);
      }
      reply.raw.end();
    },
  );
}
