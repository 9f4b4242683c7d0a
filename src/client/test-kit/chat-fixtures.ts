import type { SectionKey } from '../../contract/constants';
import type { Message } from '../../contract/messages';
import type { Session, SessionFetchResponse } from '../../contract/sessions';

export const SESSION_ID = 'AbCdEfGhIjKlMnOpQrStUv';

export function makeSession(overrides: Partial<Session> & { completed?: SectionKey[] } = {}): Session {
  const { completed = [], ...rest } = overrides;
  return {
    sessionId: SESSION_ID,
    id: 1,
    userEmail: 'inventor@example.com',
    currentStep: 1,
    totalSteps: 8,
    isComplete: false,
    premiumUnlocked: false,
    pdfGenerated: false,
    pdfFilename: null,
    createdAt: '2026-11-22T03:00:00.000Z',
    updatedAt: '2026-11-22T03:00:00.000Z',
    patentData: { completedSections: completed },
    ...rest,
  };
}

export function makeMessage(id: number, sender: Message['sender'], content: string): Message {
  return { id, sessionId: SESSION_ID, sender, content, timestamp: '2026-11-22T03:00:00.000Z' };
}

export function sessionResponse(session: Session, messages: Message[] = []): SessionFetchResponse {
  return { session, messages };
}
