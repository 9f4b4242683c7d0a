/** Socket errors of a database server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** SQLSTATE 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now. */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);

/**
 * What pg and pg-pool say when a connection dies or cannot be made. The last one is what a query
 * on a connection that already died gets (drizzle's rollback after a failed transaction).
 */
const CONNECTION_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
]);

/** Enough for drizzle → pg → socket; a cycle of causes must not loop forever. */
const MAX_CAUSE_DEPTH = 8;

function isConnectionFailure(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SHUTDOWN_STATES.has(code)) return true;
    // SQLSTATE class 08: connection_exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && CONNECTION_MESSAGES.has(message);
}

/**
 * True when `error`, or any error in its `cause` chain (drizzle wraps pg's errors in a
 * DrizzleQueryError), means the database could not be reached: a restart or an outage, not a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH; depth++) {
    if (typeof current !== 'object' || current === null) return false;
    if (isConnectionFailure(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The API error while the database is unreachable; committed work is safe, so it says so. */
export const DATABASE_UNAVAILABLE = {
  error: 'service_unavailable',
  message: 'The service is briefly unavailable. Your work is saved. Please try again in a few seconds.',
} as const;
