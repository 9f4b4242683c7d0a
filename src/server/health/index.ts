/** What the probes may call: whether the database answers (liveness needs nothing). */
export { checkDatabase } from './check-database';
