import type { FastifyReply, FastifyRequest } from 'fastify';
import { STREAM_EVENTS } from '../../contract';
import { errorEnvelope } from '../error-envelope';
import { AppError } from '../errors';

/** A comment line now and then keeps proxies from closing a stream while the model thinks. */
const KEEP_ALIVE_MS = 15_000;

/** The calls a streaming operation makes while it works (src/contract/stream.ts names the events). */
export type EventStream = {
  /** Opens the stream: call once the request is known to be good, so earlier problems stay JSON. */
  open: () => void;
  /** Sends a piece of the reply as it is written. */
  delta: (text: string) => void;
  /** Aborted when the connection closes before the answer is complete. */
  signal: AbortSignal;
};

/**
 * Aborted when the connection closes before the answer is complete. A browser that gave up restores
 * its typed text (spec §4), so the work must then not be stored, or sending again would duplicate it.
 */
export function abortWhenGone(reply: FastifyReply): AbortSignal {
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
 * Answers a request as server-sent events: `work` opens the stream when it is ready, sends deltas,
 * and returns the final answer, sent as `done`. A failure before the stream opened is an ordinary
 * JSON error (thrown on); after that, an `error` event with the one error envelope.
 */
export async function streamEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (stream: EventStream) => Promise<unknown>,
): Promise<void> {
  let streaming = false;
  const keepAlive = setInterval(() => {
    if (streaming && !reply.raw.destroyed && !reply.raw.writableEnded) reply.raw.write(':\n\n');
  }, KEEP_ALIVE_MS);
  try {
    const answer = await work({
      open: () => {
        openEventStream(request, reply);
        streaming = true;
      },
      delta: (text) => writeEvent(reply, STREAM_EVENTS.delta, { text }),
      signal: abortWhenGone(reply),
    });
    writeEvent(reply, STREAM_EVENTS.done, answer);
  } catch (error) {
    if (!streaming) throw error;
    const known = error instanceof AppError ? error : undefined;
    if (known?.cause || !known) request.log.warn({ err: known?.cause ?? error }, 'streamed message failed');
    writeEvent(reply, STREAM_EVENTS.error, errorEnvelope(error));
  } finally {
    clearInterval(keepAlive);
  }
  reply.raw.end();
}
