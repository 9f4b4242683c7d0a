import type { Message } from '../../contract';
import type { messages } from '../db/schema';

type MessageRow = typeof messages.$inferSelect;

export function presentMessage(row: MessageRow, publicSessionId: string): Message {
  return {
    id: row.id,
    sessionId: publicSessionId,
    sender: row.sender,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
  };
}
