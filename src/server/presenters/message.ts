import type { Message } from '../../contract';
import type { SessionRow } from '../db/rows';
import type { messages } from '../db/schema';
import { hideLockedText, lockedTextsOf } from './paywall';

type MessageRow = typeof messages.$inferSelect;

/**
 * The texts a session's assistant messages must not show in full: its locked sections while premium
 * is not unlocked, and nothing for a premium session or the operator.
 */
export function lockedTextsFor(session: SessionRow, options: { paywall: boolean } = { paywall: true }) {
  return options.paywall && !session.premiumUnlocked ? lockedTextsOf(session.patentData) : [];
}

export function presentMessage(
  row: MessageRow,
  publicSessionId: string,
  lockedTexts: readonly string[] = [],
): Message {
  return {
    id: row.id,
    sessionId: publicSessionId,
    sender: row.sender,
    content: row.sender === 'ai' ? hideLockedText(row.content, lockedTexts) : row.content,
    timestamp: row.createdAt.toISOString(),
  };
}
