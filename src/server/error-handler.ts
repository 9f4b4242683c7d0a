import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db/database-unavailable';
import { errorEnvelope } from './error-envelope';
import { AppError } from './errors';

/** Fastify's own client errors, named in words a caller can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'Send the body as application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'bad_request', message: 'The JSON body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'bad_request', message: 'The body is not valid JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'bad_request',
    message: 'The Content-Length header does not match the body',
  },
  FST_ERR_CTP_INVALID_CHARSET: { code: 'unsupported_media_type', message: 'Send the body as UTF-8' },
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'bad_request',
  406: 'bad_request',
  413: 'payload_too_large',
  414: 'bad_request',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * Errors the router meets before any route runs (bad percent-encoding, a path segment over
 * maxParamLength), in the app's shape. Fastify's own answer repeats the URL, which can hold a
 * session id or an address.
 */
export function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send({ error: 'bad_request', message: 'A part of the URL is too long' });
  }
  return reply
    .code(400)
    .send({ error: 'bad_request', message: 'The URL is not valid (bad percent-encoding)' });
}

/** Requests Node's HTTP parser refuses (headers too large, not HTTP), answered in the app's shape. */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers (or the URL) are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive']
        : [400, 'Bad Request', 'The request is not valid HTTP'];
  const body = JSON.stringify({ error: 'bad_request', message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Every error leaves as JSON `{error, message}`. Client mistakes get a 4xx naming the problem; a
 * database that is restarting gets a 503 to retry; anything unexpected is logged in full and answered
 * with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.cause) request.log.warn({ err: error.cause, code: error.code }, error.message);
      return reply.code(error.statusCode).send(errorEnvelope(error));
    }
    if (isDatabaseUnavailable(error)) {
      // Expected during a database restart and over within seconds: a warning, not an error.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorEnvelope(error));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return reply.code(error.statusCode ?? 400).send({ error: known.code, message: known.message });
    }
    if (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP')) {
      return reply.code(400).send({ error: 'bad_request', message: 'The body is not valid JSON' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: CODE_BY_STATUS[status] ?? 'bad_request', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorEnvelope(error));
  });
}
