import { type ErrorEnvelope, errorEnvelope } from '../error-envelope';
import { AppError } from '../errors';

/** A 404 under /api. The path is not repeated: it can hold a session id or an address. */
export const presentUnknownApiRoute = (method: string): ErrorEnvelope =>
  errorEnvelope(new AppError('not_found', `No API route ${method} at this path`));
