import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PdfFingerprintsResponse, VerifyPdfResponse } from '../../src/contract';
import { insertPremiumSession } from '../helpers/inventor-fixtures';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('proof of what was filed: SHA-256 of every generated PDF', () => {
  let server: TestApp;
  let sessionId: string;
  const versions: Buffer[] = [];

  const verify = async (bytes: Buffer) => {
    const response = await fetch(`${server.url}/api/patent/session/${sessionId}/verify-pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: new Uint8Array(bytes),
    });
    return {
      status: response.status,
      body: (await response.json()) as VerifyPdfResponse & { error?: string },
    };
  };

  beforeAll(async () => {
    server = await startTestApp({ PUBLIC_URL: 'https://inventdraft.example' });
    ({ sessionId } = await insertPremiumSession(server, { email: 'proof@example.com' }));
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/api/patent/session/${sessionId}/generate-pdf`, {
        method: 'POST',
      });
      expect(response.status).toBe(200);
      versions.push(Buffer.from(await response.arrayBuffer()));
    }
    await fetch(`${server.url}/api/patent/session/${sessionId}/cover-sheet-pdf`);
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists every generated PDF with the SHA-256 of the bytes the inventor received', async () => {
    const listed = await call<PdfFingerprintsResponse>(
      server.url,
      'GET',
      `/api/patent/session/${sessionId}/pdf-fingerprints`,
    );
    expect(listed.status).toBe(200);
    const applications = listed.body.pdfs.filter((pdf) => pdf.kind === 'application');
    expect(applications.map((pdf) => [pdf.version, pdf.sha256])).toEqual([
      [1, sha256(versions[0]!)],
      [2, sha256(versions[1]!)],
    ]);
    expect(listed.body.pdfs.filter((pdf) => pdf.kind === 'cover_sheet').map((pdf) => pdf.version)).toEqual([
      1,
    ]);
  });

  it('accepts the stored PDF as exactly its version and rejects a one-byte change', async () => {
    const exact = await verify(versions[1]!);
    expect(exact.status).toBe(200);
    expect(exact.body.match).toMatchObject({ kind: 'application', version: 2, sha256: sha256(versions[1]!) });
    const first = await verify(versions[0]!);
    expect(first.body.match?.version).toBe(1);

    const changed = Buffer.from(versions[1]!);
    const at = Math.floor(changed.length / 2);
    changed[at] = changed[at]! ^ 0x01;
    const differs = await verify(changed);
    expect(differs.status).toBe(200);
    expect(differs.body).toEqual({ sha256: sha256(changed), match: null });
  });

  it('says what is wrong with a request that sends no file', async () => {
    const empty = await call(server.url, 'POST', `/api/patent/session/${sessionId}/verify-pdf`, {
      file: 'x',
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      error: 'bad_request',
      message: expect.stringMatching(/application\/pdf/),
    });
    const unknown = await fetch(`${server.url}/api/patent/session/${'C'.repeat(22)}/verify-pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: new Uint8Array(versions[0]!),
    });
    expect(unknown.status).toBe(404);
  });

  it('mails a receipt with the SHA-256 of each generated version', async () => {
    const { rows } = await server.database.pool.query(
      `select subject, text_body from outbox where kind = 'pdf_fingerprint' and to_address = 'proof@example.com' order by id`,
    );
    expect(rows.map((row) => row.subject)).toEqual([
      'Receipt for your application PDF, version 1',
      'Receipt for your application PDF, version 2',
    ]);
    expect(rows[0].text_body).toContain(sha256(versions[0]!));
    expect(rows[1].text_body).toContain(sha256(versions[1]!));
    expect(rows[1].text_body).toContain(`https://inventdraft.example/chat/${sessionId}`);
  });
});
