import { type ErrorEnvelope, errorEnvelope } from '../error-envelope';
import { AppError } from '../errors';

/** Liveness (`ok`: the process serves) and readiness (`ready`: the database answers), for probes. */
export const presentHealth = (status: 'ok' | 'ready') => ({ status });

/** Not ready yet: the one `{error, message}` envelope, so probes and people read the same failure. */
export const presentNotReady = (): ErrorEnvelope =>
  errorEnvelope(new AppError('service_unavailable', 'The database is not answering yet'));
