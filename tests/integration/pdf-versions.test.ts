import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFilenameFor, pdfVersionsResponseSchema } from '../../src/contract';
import { FIXTURE_TITLE } from '../helpers/application-fixture';
import { storedApplication } from '../helpers/session-factories';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

async function pdfFrom(server: TestApp, method: 'GET' | 'POST', path: string) {
  const response = await fetch(`${server.url}${path}`, { method });
  expect(response.status).toBe(200);
  const disposition = response.headers.get('content-disposition') ?? '';
  return {
    filename: /filename="([^"]+)"/.exec(disposition)?.[1],
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('PDF versions: edit after the first PDF and generate again (issue 17)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('keeps every version downloadable, names later ones _v2, _v3…, and a GET makes no new one', async () => {
    const id = await storedApplication(server.database.pool, { paid: true });
    const base = `/api/patent/session/${id}`;
    const empty = await call(server.url, 'GET', `${base}/pdfs`);
    expect(empty.body).toEqual({ versions: [] });

    const first = await pdfFrom(server, 'POST', `${base}/generate-pdf`);
    expect(first.filename).toBe(pdfFilenameFor(FIXTURE_TITLE));
    const edited = await call(server.url, 'POST', `${base}/edit-section`, {
      section: 'title',
      content: 'Corrected Beverage Container',
    });
    expect(edited.status).toBe(200);
    const second = await pdfFrom(server, 'POST', `${base}/generate-pdf`);
    expect(second.filename).toBe('corrected_beverage_container_v2.pdf');

    const listed = pdfVersionsResponseSchema.parse((await call(server.url, 'GET', `${base}/pdfs`)).body);
    expect(listed.versions.map((v) => [v.version, v.filename])).toEqual([
      [1, pdfFilenameFor(FIXTURE_TITLE)],
      [2, 'corrected_beverage_container_v2.pdf'],
    ]);
    // Each version carries the SHA-256 of the bytes that were given (issue 18's proof of what was filed).
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(listed.versions.map((v) => v.sha256)).toEqual([sha256(first.bytes), sha256(second.bytes)]);
    // Each version is the exact file first given, not a new rendering.
    expect((await pdfFrom(server, 'GET', `${base}/pdfs/1`)).bytes.equals(first.bytes)).toBe(true);
    expect((await pdfFrom(server, 'GET', `${base}/pdfs/2`)).bytes.equals(second.bytes)).toBe(true);
    // The sessions list's GET link serves the latest as stored.
    const latest = await pdfFrom(server, 'GET', `${base}/generate-pdf`);
    expect(latest.bytes.equals(second.bytes)).toBe(true);
    expect((await call(server.url, 'GET', `${base}/pdfs`)).body).toMatchObject({
      versions: [{ version: 1 }, { version: 2 }],
    });
    const session = await call<{ session: { pdfFilename: string } }>(server.url, 'GET', base);
    expect(session.body.session.pdfFilename).toBe('corrected_beverage_container_v2.pdf');
  });

  it('answers a GET without any PDF yet by generating the first', async () => {
    const id = await storedApplication(server.database.pool, { paid: true });
    const first = await pdfFrom(server, 'GET', `/api/patent/session/${id}/generate-pdf`);
    expect(first.filename).toBe(pdfFilenameFor(FIXTURE_TITLE));
    expect((await call(server.url, 'GET', `/api/patent/session/${id}/pdfs`)).body).toMatchObject({
      versions: [{ version: 1 }],
    });
  });

  it('refuses without premium, and names a missing or malformed version', async () => {
    const free = await storedApplication(server.database.pool, { paid: false });
    expect((await call(server.url, 'GET', `/api/patent/session/${free}/pdfs`)).status).toBe(402);
    expect((await call(server.url, 'GET', `/api/patent/session/${free}/pdfs/1`)).status).toBe(402);
    const paid = await storedApplication(server.database.pool, { paid: true });
    const missing = await call(server.url, 'GET', `/api/patent/session/${paid}/pdfs/3`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'not_found', message: 'PDF version not found' });
    const malformed = await call(server.url, 'GET', `/api/patent/session/${paid}/pdfs/zero`);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'validation_failed' });
    expect((malformed.body as { message: string }).message).toMatch(/version/);
    expect((await call(server.url, 'GET', '/api/patent/session/AAAAAAAAAAAAAAAAAAAAAA/pdfs')).status).toBe(
      404,
    );
  });
});
