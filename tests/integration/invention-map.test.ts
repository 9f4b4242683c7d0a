import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type InventionMapEditRequest,
  type InventionMapResponse,
  inventionMapEditResponseSchema,
  inventionMapResponseSchema,
  sendMessageResponseSchema,
} from '../../src/contract';
import { namePattern } from '../../src/server/drafting/invention-map/name-pattern';
import { INVENTIONS } from '../helpers/inventions';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

const sawhorse = INVENTIONS[0]!;

/** Issue 16, item 5: the invention map over real HTTP on the real database. */
describe(`the invention map (${inject('databaseKind')} PostgreSQL)`, () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server?.close());

  const newSession = async () =>
    (
      await call<{ session: { sessionId: string } }>(server.url, 'POST', '/api/patent/session', {
        userEmail: 'map@example.com',
      })
    ).body.session.sessionId;

  async function send(sessionId: string, content: string) {
    const response = await call(server.url, 'POST', `/api/patent/session/${sessionId}/message`, { content });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return sendMessageResponseSchema.parse(response.body).session!;
  }

  async function map(sessionId: string): Promise<InventionMapResponse> {
    const response = await call(server.url, 'GET', `/api/patent/session/${sessionId}/invention-map`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return inventionMapResponseSchema.parse(response.body);
  }

  const edit = (sessionId: string, body: InventionMapEditRequest | Record<string, unknown>) =>
    call(server.url, 'POST', `/api/patent/session/${sessionId}/invention-map/edits`, body);

  async function editOk(sessionId: string, body: InventionMapEditRequest) {
    const response = await edit(sessionId, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return inventionMapEditResponseSchema.parse(response.body);
  }

  /** The sawhorse interview to its review, with the offline drafter; "skip" where a step asks for more. */
  async function interviewToReview(sessionId: string) {
    let session = await send(sessionId, sawhorse.landing);
    for (const step of [2, 3, 4, 5, 6] as const) {
      for (const answer of sawhorse.answers[step])
        if (session.currentStep === step) session = await send(sessionId, answer);
      while (session.currentStep === step) session = await send(sessionId, 'skip');
    }
    while (!session.isComplete) session = await send(sessionId, 'skip');
    return session;
  }

  /** A session at step 5, its Details answered: the map has parts. */
  async function sessionWithParts() {
    const sessionId = await newSession();
    for (const answer of [
      sawhorse.landing,
      sawhorse.answers[2][1]!,
      sawhorse.answers[3][1]!,
      sawhorse.answers[4][1]!,
    ])
      await send(sessionId, answer);
    return sessionId;
  }

  const unlock = (sessionId: string) =>
    server.database.pool.query('update sessions set premium_unlocked = true where session_id = $1', [
      sessionId,
    ]);

  const storedClaims = async (sessionId: string) =>
    (
      await server.database.pool.query<{ claims: string }>(
        "select patent_data->>'claims' as claims from sessions where session_id = $1",
        [sessionId],
      )
    ).rows[0]!.claims;

  it('shows the parts the answers name, and more after the next answer', async () => {
    const sessionId = await newSession();
    expect((await map(sessionId)).elements).toEqual([]);
    await send(sessionId, sawhorse.landing);
    await send(sessionId, sawhorse.answers[2][1]!);
    await send(sessionId, sawhorse.answers[3][1]!);
    const before = await map(sessionId);
    await send(sessionId, sawhorse.answers[4][1]!);
    const after = await map(sessionId);
    const names = after.elements.map((element) => element.name);
    expect(names.length).toBeGreaterThan(before.elements.length);
    expect(names.join(' | ')).toMatch(/cam lock/);
    const camLock = after.elements.find((element) => /cam lock/.test(element.name))!;
    expect(camLock.sources.join(' ')).toMatch(/spring-loaded cam lock/);
    expect(after.claims).toBeNull();
  });

  it('renames, merges, removes and marks essential; the claims follow and the rename survives answers', async () => {
    const sessionId = await newSession();
    await interviewToReview(sessionId);
    expect((await map(sessionId)).claimsLocked).toBe(true);
    expect((await map(sessionId)).claims).toBeNull();
    await unlock(sessionId);
    const first = await map(sessionId);
    expect(first.claims!.length).toBeGreaterThan(1);
    const beam = first.elements.find((element) => /\bbeam$/.test(element.name))!;
    // Claim 1 names the part without its material ("a beam"), a dependent claim the steel.
    expect(await storedClaims(sessionId)).toMatch(/\bbeam\b/);

    const renamed = await editOk(sessionId, { type: 'rename', itemId: beam.id, name: 'crossbar' });
    expect(renamed.redrafted).toEqual(['claims', 'abstract']);
    expect(renamed.notice).toMatch(/claims and abstract now follow the map/);
    expect(renamed.map.elements.find((element) => element.id === beam.id)!.name).toBe('crossbar');
    const claims = await storedClaims(sessionId);
    expect(claims).toMatch(/\bcrossbar\b/);
    expect(claims).not.toMatch(/\bbeam\b/);

    // Another answer rebuilds the model: the rename is applied again.
    await send(sessionId, 'go back to the Details section');
    await send(
      sessionId,
      'The rubber feet are about 2 inches wide and screw onto each leg. There is also a carry handle.',
    );
    const later = await map(sessionId);
    expect(later.elements.some((element) => element.name === 'crossbar')).toBe(true);
    expect(await storedClaims(sessionId)).toMatch(/\bcrossbar\b/);

    // Traceability: a claim line naming the crossbar comes from the inventor's beam sentence.
    const line = later.claims!.flatMap((claim) => claim.lines).find((l) => /crossbar/.test(l.text))!;
    expect(line.sources.join(' ')).toMatch(/beam/);

    const claimOne = () => storedClaims(sessionId).then((claims) => claims.split(/\n\s*\n/)[0]!);
    // Claim 1 may name a part without its material word ("feet" for the rubber feet).
    const named = (text: string, name: string) =>
      namePattern(name).test(text) || namePattern(name.split(' ').pop()!).test(text);

    // Marked essential, a part claim 1 left to a dependent (one that only sits on another, such as the
    // bubble level on the beam) goes into claim 1 with what is known of it.
    const before = await claimOne();
    const candidate = later.elements.find(
      (element) => !named(before, element.name) && element.name !== 'carry handle',
    )!;
    const essential = await editOk(sessionId, { type: 'essential', itemId: candidate.id, essential: true });
    expect(essential.map.elements[0]).toMatchObject({ id: candidate.id, essential: true });
    expect(named(await claimOne(), candidate.name)).toBe(true);

    // Marked essential, a part of which nothing more is known goes into claim 1 as it is.
    const handle = essential.map.elements.find((element) => element.name === 'carry handle')!;
    expect(handle.facts).toEqual([]);
    expect(await claimOne()).not.toMatch(/carry handle/);
    await editOk(sessionId, { type: 'essential', itemId: handle.id, essential: true });
    expect(await claimOne()).toMatch(/\na carry handle[;,]\n/);

    // A removed part leaves the claims.
    const gone = essential.map.elements.find(
      (element) => element.id !== candidate.id && element.name !== 'crossbar' && named(before, element.name),
    )!;
    const removed = await editOk(sessionId, { type: 'remove', itemId: gone.id });
    expect(removed.map.elements.some((element) => element.id === gone.id)).toBe(false);
    expect(await storedClaims(sessionId)).not.toMatch(namePattern(gone.name));

    // Merged, two parts are one, under the name of the one kept.
    const [from, into] = removed.map.elements.filter((element) => element.name !== 'crossbar').slice(-2);
    const merged = await editOk(sessionId, { type: 'merge', itemId: from!.id, intoId: into!.id });
    expect(merged.map.elements.some((element) => element.id === from!.id)).toBe(false);
    const kept = merged.map.elements.find((element) => element.id === into!.id)!;
    expect(kept.sources).toEqual(expect.arrayContaining(from!.sources));
    expect(await storedClaims(sessionId)).not.toMatch(namePattern(from!.name));
  });

  it('leaves hand-edited claims alone and says so', async () => {
    const sessionId = await newSession();
    await interviewToReview(sessionId);
    await unlock(sessionId);
    const own = '1. A sawhorse comprising a beam and four legs.';
    const saved = await call(server.url, 'POST', `/api/patent/session/${sessionId}/edit-section`, {
      section: 'claims',
      content: own,
    });
    expect(saved.status).toBe(200);
    const beam = (await map(sessionId)).elements.find((element) => /\bbeam$/.test(element.name))!;
    const renamed = await editOk(sessionId, { type: 'rename', itemId: beam.id, name: 'crossbar' });
    expect(renamed.keptAsEdited).toEqual(['claims']);
    expect(renamed.redrafted).toEqual(['abstract']);
    expect(renamed.notice).toMatch(/edited the claims by hand/);
    expect(await storedClaims(sessionId)).toBe(own);
  });

  it('answers bad input with 400 naming the field, and an unknown item with 404', async () => {
    const sessionId = await sessionWithParts();
    const { elements } = await map(sessionId);
    const id = elements[0]!.id;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ type: 'rename', itemId: id, name: '   ' }, /^name must not be empty/],
      [{ type: 'rename', itemId: id, name: 'a\u0000b' }, /^name must not contain NUL/],
      [{ type: 'rename', itemId: 'leg', name: 'x' }, /^itemId must be the id/],
      [{ type: 'essential', itemId: id, essential: 'yes' }, /^essential /],
      [{ type: 'explode', itemId: id }, /type/],
      [{ type: 'merge', itemId: id, intoId: id }, /intoId must name another part/],
    ];
    for (const [body, message] of cases) {
      const response = await edit(sessionId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.body as { message: string }).message).toMatch(message);
    }
    const unknown = await edit(sessionId, { type: 'remove', itemId: 'element:no-such-part' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      error: 'not_found',
      message: expect.stringMatching(/^itemId: the invention map has no such item/),
    });
  });

  it('serves and edits a map only for the session id that holds it', async () => {
    const sessionId = await sessionWithParts();
    const id = (await map(sessionId)).elements[0]!.id;
    const stranger = 'A'.repeat(22);
    const read = await call(server.url, 'GET', `/api/patent/session/${stranger}/invention-map`);
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toMatch(/sawhorse/i);
    const written = await edit(stranger, { type: 'remove', itemId: id });
    expect(written.status).toBe(404);
    const other = await newSession();
    expect((await map(other)).elements).toEqual([]);
    expect((await edit(other, { type: 'remove', itemId: id })).status).toBe(404);
    expect((await map(sessionId)).elements.some((element) => element.id === id)).toBe(true);
  });
});
