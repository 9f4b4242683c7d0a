import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PatentData, type SendMessageResponse, sendMessageResponseSchema } from '../../src/contract';
import { newSession } from '../helpers/session-factories';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

describe(`questions and commands in the chat, over HTTP (${inject('databaseKind')} PostgreSQL)`, () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  async function send(sessionId: string, content: string) {
    const response = await call<SendMessageResponse>(
      server.url,
      'POST',
      `/api/patent/session/${sessionId}/message`,
      { content },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return sendMessageResponseSchema.parse(response.body);
  }

  async function storedData(sessionId: string): Promise<PatentData> {
    const { rows } = await server.database.pool.query(
      'select patent_data from sessions where session_id = $1',
      [sessionId],
    );
    return rows[0].patent_data as PatentData;
  }

  it('answers a question without touching the application, and renames the title when asked', async () => {
    const { sessionId } = await newSession(server.url, { userEmail: 'asker@example.com' });
    await send(sessionId, 'It is called the Drip Guard.');
    await send(
      sessionId,
      'Paint runs down the side of the can and fills the rim groove, so the lid never seals again and the paint dries out.',
    );
    const before = await storedData(sessionId);

    const answered = await send(sessionId, 'Do I need exact measurements?');
    expect(answered.aiMessage.content).toMatch(/^Exact measurements help but are not required/);
    expect(answered.aiMessage.content).toContain('Nothing from this message was added to your application.');
    expect(await storedData(sessionId)).toEqual(before);

    const renamed = await send(sessionId, 'Change the title to Paint Can Lid With Drip Channel');
    expect(renamed.aiMessage.content).toMatch(/^Done: the title is now "Paint Can Lid With Drip Channel"\./);
    const after = await storedData(sessionId);
    expect(after.title).toBe('Paint Can Lid With Drip Channel');
    expect({ ...after, title: before.title }).toEqual(before);
  });
});
