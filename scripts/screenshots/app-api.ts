/** The few API calls the screenshot tour makes to bring sessions to the screens it shows. */
export function appApi(baseUrl: string) {
  async function call<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
  type SessionReply = { session: { sessionId: string; currentStep: number } };

  return {
    async createSession(userEmail: string, description: string): Promise<string> {
      const { session } = await call<SessionReply>('/api/patent/session', { userEmail });
      await call(`/api/patent/session/${session.sessionId}/message`, { content: description });
      return session.sessionId;
    },
    /** Answers "next" until the session is at `step` (8: the review). */
    async advanceTo(sessionId: string, step: number): Promise<void> {
      for (let turn = 0; turn < 12; turn++) {
        const { session } = await call<SessionReply>(`/api/patent/session/${sessionId}`);
        if (session.currentStep >= step) return;
        await call(`/api/patent/session/${sessionId}/message`, { content: 'next' });
      }
      throw new Error(`The session did not reach step ${step}`);
    },
    async requestSignInLink(email: string): Promise<void> {
      await call('/api/user/sessions/sign-in-link', { email });
    },
  };
}
