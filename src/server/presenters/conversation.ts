import type { SessionRow } from '../db/rows';
import type { messages } from '../db/schema';
import type { Caller } from '../policies';
import { presentMessage } from './message';
import { lockedTextsFor } from './paywall';
import { presentSession } from './session';

type Conversation = { session: SessionRow; messages: Array<typeof messages.$inferSelect> };

/** A conversation's messages as the caller may read them: locked texts quoted in a reply are hidden. */
export function presentMessages(found: Conversation, caller: Caller = 'holder') {
  const locked = lockedTextsFor(found.session, caller);
  return found.messages.map((message) => presentMessage(message, found.session.sessionId, locked));
}

/** GET /api/patent/session/:sessionId: the session and its whole conversation, oldest message first. */
export function presentConversation(found: Conversation) {
  return { session: presentSession(found.session), messages: presentMessages(found) };
}
