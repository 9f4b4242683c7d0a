import type { ErrorCode } from '../contract';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
};

/**
 * The one error type of the server. Its message is shown to the user as is, so it never carries
 * internal details (those go to the log through `cause`).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.statusCode = STATUS_BY_CODE[code];
  }
}

/** The answer to anything unexpected: the details go to the log, never to the caller. */
export const INTERNAL_ERROR = {
  error: 'internal',
  message: 'Something went wrong on our side. Please try again.',
} as const;

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
