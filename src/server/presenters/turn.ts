import type { SendMessageResponse } from '../../contract';
import type { SessionRow } from '../db/rows';
import type { messages } from '../db/schema';
import { presentMessage } from './message';
import { lockedTextsFor } from './paywall';
import { presentSession } from './session';

/** One interview turn as the API answers it: the assistant's reply and the session after it. */
export function presentTurn(turn: {
  aiMessage: typeof messages.$inferSelect;
  session: SessionRow;
}): SendMessageResponse {
  return {
    aiMessage: presentMessage(turn.aiMessage, turn.session.sessionId, lockedTextsFor(turn.session)),
    session: presentSession(turn.session),
  };
}
