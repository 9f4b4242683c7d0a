import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertPremiumSession } from '../helpers/inventor-fixtures';
import { newSession } from '../helpers/session-factories';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 16, item 6: a paid inventor edits the claims and abstract like any other paid section, and
 * the draft checker judges what they type before it is saved.
 */
describe(`claims and abstract are editable and checked (${inject('databaseKind')} PostgreSQL)`, () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server?.close());

  const freeSession = async () => (await newSession(server.url, { userEmail: 'ann@example.com' })).sessionId;
  const storedData = async (sessionId: string) =>
    (
      await server.database.pool.query<{ patent_data: Record<string, unknown> }>(
        'select patent_data from sessions where session_id = $1',
        [sessionId],
      )
    ).rows[0]!.patent_data;

  const flawedClaims =
    '1. A kettle comprising:\n a body holding water; and\n a lid closing the body, wherein the lever lifts the lid.';

  it('refuses an unpaid edit of claims or abstract with 402 and writes nothing', async () => {
    const sessionId = await freeSession();
    const before = await storedData(sessionId);
    for (const section of ['claims', 'abstract']) {
      const response = await call(server.url, 'POST', `/api/patent/session/${sessionId}/edit-section`, {
        section,
        content: 'A kettle.',
      });
      expect(response.status).toBe(402);
      expect(response.body).toMatchObject({
        error: 'payment_required',
        message: expect.stringMatching(section === 'claims' ? /Claims/ : /Abstract/),
      });
      const check = await call(server.url, 'POST', `/api/patent/session/${sessionId}/check-section`, {
        section,
        content: 'A kettle.',
      });
      expect(check.status).toBe(402);
    }
    expect(await storedData(sessionId)).toEqual(before);
  });

  it('stores a paid edit of the claims and the abstract', async () => {
    const { sessionId } = await insertPremiumSession(server, { email: 'bob@example.com' });
    const claims = await call<{ session: { patentData: { claims: string } } }>(
      server.url,
      'POST',
      `/api/patent/session/${sessionId}/edit-section`,
      { section: 'claims', content: `  ${flawedClaims}  ` },
    );
    expect(claims.status).toBe(200);
    expect(claims.body.session.patentData.claims).toBe(flawedClaims);
    const abstract = await call(server.url, 'POST', `/api/patent/session/${sessionId}/edit-section`, {
      section: 'abstract',
      content: 'A kettle whose lid lifts itself.',
    });
    expect(abstract.status).toBe(200);
    const stored = await storedData(sessionId);
    expect(stored.claims).toBe(flawedClaims);
    expect(stored.abstract).toBe('A kettle whose lid lifts itself.');
    expect(stored.completedSections).not.toContain('claims');
  });

  it('returns the checker findings for a claim with "the lever" never introduced, and for a short abstract', async () => {
    const { sessionId } = await insertPremiumSession(server, { email: 'cy@example.com' });
    const claims = await call<{ findings: { check: string; message: string }[] }>(
      server.url,
      'POST',
      `/api/patent/session/${sessionId}/check-section`,
      { section: 'claims', content: flawedClaims },
    );
    expect(claims.status).toBe(200);
    expect(claims.body.findings).toContainEqual({
      check: 'antecedent',
      message: expect.stringMatching(/^Claim 1: "the lever\b[^"]*" has no antecedent/),
    });
    const indefinite = await call<{ findings: { check: string; message: string }[] }>(
      server.url,
      'POST',
      `/api/patent/session/${sessionId}/check-section`,
      { section: 'claims', content: '1. A kettle comprising a body that may hold water.' },
    );
    expect(indefinite.body.findings).toContainEqual({ check: 'indefinite', message: 'Claim 1 uses "may".' });
    const abstract = await call<{ findings: { check: string; message: string }[] }>(
      server.url,
      'POST',
      `/api/patent/session/${sessionId}/check-section`,
      { section: 'abstract', content: 'This kettle is great.' },
    );
    expect(abstract.status).toBe(200);
    expect(abstract.body.findings.map((finding) => finding.message)).toEqual(
      expect.arrayContaining([
        'The abstract has 4 words (50 to 150).',
        'The abstract does not open with what the invention is ("A …").',
      ]),
    );
  });

  it('answers 400 naming the field for text that breaks the text rule, or an unknown section', async () => {
    const { sessionId } = await insertPremiumSession(server, { email: 'dee@example.com' });
    const before = await storedData(sessionId);
    for (const path of ['edit-section', 'check-section']) {
      const nul = await call(server.url, 'POST', `/api/patent/session/${sessionId}/${path}`, {
        section: 'claims',
        content: '1. A kettle\u0000',
      });
      expect(nul.status).toBe(400);
      expect(nul.body).toMatchObject({
        error: expect.any(String),
        message: expect.stringMatching(/content/),
      });
      const unknown = await call(server.url, 'POST', `/api/patent/session/${sessionId}/${path}`, {
        section: 'drawings',
        content: 'A kettle',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ message: expect.stringMatching(/section/) });
    }
    expect(await storedData(sessionId)).toEqual(before);
  });
});
