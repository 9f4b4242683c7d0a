import pino, { type Logger, type LoggerOptions } from 'pino';

/**
 * Logs never carry invention text: request bodies are not logged at all, and the few fields that
 * could hold a user's words or credentials are censored wherever they appear.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
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

export function createLogger(level: string): Logger {
  return pino(loggerOptions(level));
}
