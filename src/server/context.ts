import type { DbOrTx } from './db/client';
import type { Services } from './services';

/**
 * What every operation takes first: the app's services (services.ts, built once by buildApp and
 * handed to routes and workers), of which an operation names only what it uses:
 * `sendMessage(ctx: Context<'db' | 'drafter'>, input)`. Its `db` may be a transaction, so one
 * operation can run inside another's, and tests pass just `{ db }`.
 */
export type OperationContext = Omit<Services, 'db'> & { db: DbOrTx };

export type Context<Needs extends keyof OperationContext> = Pick<OperationContext, Needs>;
