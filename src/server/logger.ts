import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { safeErrorLog } from './log-safe-error';

/**
 * Logs never carry invention text, addresses or credentials (issue 14): request bodies and URLs are
 * not logged (app.ts logs each request's route pattern), errors appear only as their kind, code and
 * stack frames (log-safe-error.ts), and the few fields that could hold a user's words or credentials
 * are censored wherever they appear.
 */
/**
 * pino makes an error's message the line's message when a call gives an error and no message of its
 * own (Fastify's internal `log.error(err)` does); the message can quote data, so a fixed one is given.
 */
function withOwnMessage(args: unknown[]): unknown[] {
  const [first, second] = args;
  const carriesError =
    first instanceof Error || (typeof first === 'object' && first !== null && 'err' in first);
  return carriesError && typeof second !== 'string' ? [first, 'error (kind and code in err)'] : args;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: { err: safeErrorLog },
    hooks: {
      logMethod(args, method) {
        return method.apply(this, withOwnMessage(args) as Parameters<typeof method>);
      },
    },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.content',
        '*.patentData',
        '*.password',
        '*.imageData',
      ],
      censor: '[redacted]',
    },
  };
}

/** The app's logger, on stdout unless a destination is given (tests capture the log with one). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
