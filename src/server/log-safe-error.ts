import { AppError } from './errors';

/**
 * How an error appears in the log (issue 14): what kind of failure it was and where, never what it
 * was about. Errors of other libraries carry the data they worked on: drizzle's message and `params`
 * hold a query's parameters (a whole patent_data), PostgreSQL's `detail` and messages quote row values,
 * the AI SDK's errors hold the prompt, Stripe's the request (with the payer's address), nodemailer's the
 * recipient, and V8's JSON errors quote the input. So only these fields are kept:
 * - `type` (the class name) and short identifier-like codes (SQLSTATE, ECONNREFUSED, FST_ERR_…);
 * - HTTP status or SMTP reply codes, and the system call of a network error;
 * - the stack frames (file and line), without the first line, which repeats the message;
 * - the message of an AppError or a LoggableError, whose words we wrote;
 * - the same summary of the cause, a few levels deep.
 */
export type SafeErrorLog = {
  type: string;
  code?: string | number;
  statusCode?: number;
  syscall?: string;
  message?: string;
  stack?: string;
  cause?: SafeErrorLog;
};

/** An error whose message we wrote ourselves from safe parts (a kind, a status), so it may be logged. */
export class LoggableError extends Error {}

const IDENTIFIER = /^[A-Za-z0-9_.-]{1,60}$/;
const MAX_CAUSE_DEPTH = 4;

const identifierOrUndefined = (value: unknown) =>
  (typeof value === 'string' && IDENTIFIER.test(value)) || typeof value === 'number' ? value : undefined;

/** A stack frame line, ending in a file position; a message line that only starts with "at" is not one. */
const FRAME = /^\s+at .*:\d+:\d+\)?$/;

function framesOnly(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => FRAME.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

export function safeErrorLog(error: unknown, depth = 0): SafeErrorLog {
  if (!(error instanceof Error)) return { type: error === null ? 'null' : typeof error };
  const fields = error as Error & {
    code?: unknown;
    statusCode?: unknown;
    status?: unknown;
    responseCode?: unknown;
    syscall?: unknown;
  };
  // HTTP status (Fastify, the AI SDK, Stripe) or an SMTP reply code (nodemailer).
  const status = [fields.statusCode, fields.status, fields.responseCode].find((n) => typeof n === 'number');
  const summary: SafeErrorLog = { type: error.constructor?.name || error.name || 'Error' };
  const code = identifierOrUndefined(fields.code);
  if (code !== undefined) summary.code = code;
  if (typeof status === 'number') summary.statusCode = status;
  const syscall = identifierOrUndefined(fields.syscall);
  if (typeof syscall === 'string') summary.syscall = syscall;
  if (error instanceof AppError || error instanceof LoggableError) summary.message = error.message;
  const stack = framesOnly(error.stack);
  if (stack) summary.stack = stack;
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH)
    summary.cause = safeErrorLog(error.cause, depth + 1);
  return summary;
}
