import type { Message } from '../../contract';
import type { messages } from '../db/schema';
import { hideLockedText } from './paywall';

type MessageRow = typeof messages.$inferSelect;

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
