import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SIGN_IN_LINK_MINUTES } from '../../contract';
import type { Context } from '../context';
import type { DbOrTx } from '../db/client';
import { emailSignIns } from '../db/schema';
import { AppError } from '../errors';

/** How long the browser stays signed in for an address after opening its link. */
export const EMAIL_PROOF_DAYS = 7;

/**
 * email_sign_ins holds two kinds of one-address credentials, told apart by how their token is hashed:
 * the e-mailed link (single use, minutes) and the browser's proof behind the cookie (days). A token of
 * one kind never matches a row of the other. Only hashes are stored, so a database leak signs no one in.
 */
type TokenKind = 'link' | 'proof';

function hashToken(kind: TokenKind, token: string): string {
  return createHash('sha256').update(`${kind}:${token}`).digest('hex');
}

const newToken = () => randomBytes(32).toString('base64url');

async function storeToken(db: DbOrTx, kind: TokenKind, email: string, lifetimeMs: number) {
  const token = newToken();
  await db.insert(emailSignIns).values({
    email,
    tokenHash: hashToken(kind, token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/** A new one-time sign-in link token for an address (design §7). */
export function createSignInToken({ db }: Context<'db'>, { email }: { email: string }): Promise<string> {
  return storeToken(db, 'link', email, SIGN_IN_LINK_MINUTES * 60_000);
}

const invalidLink = () =>
  new AppError('unauthorized', 'This sign-in link is invalid, used or expired. Ask for a new one below.');

/**
 * Spends a sign-in link token (single use, in one statement so two clicks cannot both win) and
 * answers a proof token for the browser's cookie, for the address the link was sent to. An older link
 * also names the address (`email`); then it must be that one.
 */
export async function redeemSignInToken(
  { db }: Context<'db'>,
  { email, token }: { email?: string | undefined; token: string },
): Promise<string> {
  const [spent] = await db
    .update(emailSignIns)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailSignIns.tokenHash, hashToken('link', token)),
        email === undefined ? undefined : eq(emailSignIns.email, email),
        isNull(emailSignIns.usedAt),
        gt(emailSignIns.expiresAt, sql`now()`),
      ),
    )
    .returning({ email: emailSignIns.email });
  if (!spent) throw invalidLink();
  return storeToken(db, 'proof', spent.email, EMAIL_PROOF_DAYS * 24 * 60 * 60_000);
}

/** The address a browser's proof token (its cookie) proves, if the token is live. */
export async function findProvenEmail(
  { db }: Context<'db'>,
  { proofToken }: { proofToken: string | undefined },
): Promise<string | undefined> {
  if (!proofToken) return undefined;
  const [row] = await db
    .select({ email: emailSignIns.email })
    .from(emailSignIns)
    .where(
      and(
        eq(emailSignIns.tokenHash, hashToken('proof', proofToken)),
        isNull(emailSignIns.usedAt),
        gt(emailSignIns.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row?.email;
}

/**
 * Signs a browser out: its proof token stops working (also in any copy of the cookie). Without a live
 * proof there is nothing to end, and the answer is the same.
 */
export async function endEmailProof(
  { db }: Context<'db'>,
  { proofToken }: { proofToken: string | undefined },
) {
  if (proofToken) {
    await db
      .update(emailSignIns)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailSignIns.tokenHash, hashToken('proof', proofToken)), isNull(emailSignIns.usedAt)));
  }
}
