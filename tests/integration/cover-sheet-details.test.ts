import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectPdf, squash } from '../helpers/pdf-inspect';
import { storedApplication } from '../helpers/session-factories';
import { makeTempDir, removeDir } from '../helpers/temp-dir';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

const DETAILS = {
  inventors: [
    { givenName: 'Ada Maria', familyName: 'Lovelace', residence: 'Springfield, Illinois' },
    { givenName: 'Charles', familyName: 'Babbage', residence: 'London, United Kingdom' },
  ],
  correspondence: {
    name: 'Ada Lovelace',
    address: '12 Analytical Engine Road',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    country: 'United States',
    telephone: '+1 217 555 0100',
  },
};

describe('cover sheet details: asked, stored and printed (issue 17)', () => {
  let server: TestApp;
  let dir: string;
  beforeAll(async () => {
    server = await startTestApp();
    dir = makeTempDir();
  });
  afterAll(async () => {
    await server.close();
    await removeDir(dir);
  });

  it('stores the inventors and correspondence address and fills them into the cover sheet', async () => {
    const id = await storedApplication(server.database.pool, { paid: true });
    const saved = await call(server.url, 'PUT', `/api/patent/session/${id}/cover-sheet-details`, DETAILS);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ coverSheet: DETAILS });
    const session = await call<{ session: { patentData: { coverSheet: unknown } } }>(
      server.url,
      'GET',
      `/api/patent/session/${id}`,
    );
    expect(session.body.session.patentData.coverSheet).toEqual(DETAILS);

    const response = await fetch(`${server.url}/api/patent/session/${id}/cover-sheet-pdf`);
    expect(response.status).toBe(200);
    const text = squash(inspectPdf(Buffer.from(await response.arrayBuffer()), dir, 'cover.pdf').allText());
    for (const value of [
      'Ada Maria',
      'Lovelace',
      'Springfield, Illinois',
      'Charles',
      'London, United Kingdom',
      '12 Analytical Engine Road',
      '62701',
      '+1 217 555 0100',
    ]) {
      expect(text).toContain(value);
    }
  });

  it('leaves blank lines for what was not given, and accepts an empty form', async () => {
    const id = await storedApplication(server.database.pool, { paid: true });
    const saved = await call(server.url, 'PUT', `/api/patent/session/${id}/cover-sheet-details`, {});
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ coverSheet: { inventors: [], correspondence: {} } });
    const response = await fetch(`${server.url}/api/patent/session/${id}/cover-sheet-pdf`);
    const text = squash(inspectPdf(Buffer.from(await response.arrayBuffer()), dir, 'blank.pdf').allText());
    expect(text).toContain('Inventor 1: Given name');
    expect(text).not.toContain('Lovelace');
  });

  it('refuses bad details with a 400 naming the field, and without premium with a 402, storing nothing', async () => {
    const id = await storedApplication(server.database.pool, { paid: true });
    const path = `/api/patent/session/${id}/cover-sheet-details`;
    const tooMany = await call(server.url, 'PUT', path, { inventors: [{}, {}, {}, {}] });
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as { message: string }).message).toMatch(/inventors/);
    const tooLong = await call(server.url, 'PUT', path, { correspondence: { zip: '9'.repeat(30) } });
    expect(tooLong.status).toBe(400);
    expect((tooLong.body as { message: string }).message).toMatch(/zip/);
    const unknown = await call(server.url, 'PUT', path, { inventors: [{ nickname: 'Ada' }] });
    expect(unknown.status).toBe(400);
    const wrongType = await call(server.url, 'PUT', path, { inventors: [{ givenName: 42 }] });
    expect(wrongType.status).toBe(400);
    const session = await call<{ session: { patentData: { coverSheet?: unknown } } }>(
      server.url,
      'GET',
      `/api/patent/session/${id}`,
    );
    expect(session.body.session.patentData.coverSheet).toBeUndefined();

    const free = await storedApplication(server.database.pool, { paid: false });
    const locked = await call(server.url, 'PUT', `/api/patent/session/${free}/cover-sheet-details`, DETAILS);
    expect(locked.status).toBe(402);
    const unknownSession = await call(
      server.url,
      'PUT',
      '/api/patent/session/AAAAAAAAAAAAAAAAAAAAAA/cover-sheet-details',
      DETAILS,
    );
    expect(unknownSession.status).toBe(404);
  });
});
