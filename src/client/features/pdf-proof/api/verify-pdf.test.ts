import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api';
import { verifyPdfFile } from './verify-pdf';

afterEach(() => vi.unstubAllGlobals());

const ANSWER = { sha256: 'ab'.repeat(32), match: null };

describe('verifyPdfFile', () => {
  it('sends the file as its own bytes, typed application/pdf whatever the browser guessed', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(ANSWER), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new Blob(['%PDF-1.7 test'], { type: '' });

    expect(await verifyPdfFile('s1', file)).toEqual(ANSWER);

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/patent/session/s1/verify-pdf');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'application/pdf' });
    expect(init.body).toBeInstanceOf(Blob);
    expect(await (init.body as Blob).text()).toBe('%PDF-1.7 test');
  });

  it("turns a refusal into an error carrying the server's message", async () => {
    const refusal = { error: 'validation_failed', message: 'The file is not a PDF' };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(refusal), { status: 400 }));
    const failure = await verifyPdfFile('s1', new Blob(['x'])).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 400,
      detail: 'The file is not a PDF',
      code: 'validation_failed',
    });
  });

  it('refuses an answer of another shape instead of showing it', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ sha256: 42 }), { status: 200 }));
    await expect(verifyPdfFile('s1', new Blob(['x']))).rejects.toThrow();
  });
});
