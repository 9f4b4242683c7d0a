import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './db/database-unavailable';
import { AppError, INTERNAL_ERROR } from './errors';

/** The one shape of every failure the API answers: `{error, message}`. */
export interface ErrorEnvelope {
  error: string;
  message: string;
}

/**
 * The envelope for a failure, in one place for the JSON error handler, the chat's SSE `error` event and
 * the payment confirmation: an AppError's own code and words, a restarting database's "try again", and
 * for anything else the generic words (its details go to the log, never to the caller).
 */
export function errorEnvelope(error: unknown): ErrorEnvelope {
  if (error instanceof AppError) return { error: error.code, message: error.message };
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  return INTERNAL_ERROR;
}
