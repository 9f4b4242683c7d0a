import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFilenameFor } from '../../src/contract';
import { cm } from '../../src/server/pdf/page-geometry';
import { preflightPdf } from '../../src/server/pdf/preflight';
import { applicationFixture, FIXTURE_TITLE } from '../helpers/application-fixture';
import { inspectPdf, squash } from '../helpers/pdf-inspect';
import { storedApplication } from '../helpers/session-factories';
import { makeTempDir, removeDir } from '../helpers/temp-dir';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

const TOLERANCE = 1; // point

async function download(server: TestApp, path: string) {
  const response = await fetch(`${server.url}${path}`, { method: 'POST' });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('the provisional application PDF', () => {
  let server: TestApp;
  let dir: string;
  let sessionId: string;
  let bytes: Buffer;
  let pdf: ReturnType<typeof inspectPdf>;

  beforeAll(async () => {
    server = await startTestApp();
    dir = makeTempDir();
    sessionId = await storedApplication(server.database.pool, { paid: true, sketch: true });
    const result = await download(server, `/api/patent/session/${sessionId}/generate-pdf`);
    expect(result.response.status).toBe(200);
    expect(result.response.headers.get('content-type')).toBe('application/pdf');
    expect(result.response.headers.get('content-disposition')).toBe(
      `attachment; filename="${pdfFilenameFor(FIXTURE_TITLE)}"`,
    );
    bytes = result.bytes;
    pdf = inspectPdf(bytes, dir);
  });
  afterAll(async () => {
    await server.close();
    await removeDir(dir);
  });

  it('is PDF 1.6 or older, US Letter on every page, with every font embedded', () => {
    expect(Number(pdf.version)).toBeLessThanOrEqual(1.6);
    expect(bytes.subarray(0, 8).toString()).toMatch(/^%PDF-1\.[0-6]/);
    const sizes = [...pdf.pageSizes.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)];
    expect(sizes).toHaveLength(pdf.pages);
    for (const [, width, height] of sizes) expect([Number(width), Number(height)]).toEqual([612, 792]);
    const fontRows = pdf.fonts.split('\n').slice(2).filter(Boolean);
    expect(fontRows.length).toBeGreaterThan(0);
    for (const row of fontRows) expect(row.split(/\s+/).slice(-5, -4)[0], row).toBe('yes');
    expect(pdf.fonts).not.toMatch(/Helvetica|Times-Roman|Courier/);
  });

  it('numbers paragraphs [0001]… in order, never in the claims or the abstract', () => {
    const numbers = [...pdf.allText().matchAll(/\[(\d{4})\]/g)].map((m) => Number(m[1]));
    expect(numbers.length).toBeGreaterThan(10);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('sets the paragraph numbers in bold and the paragraphs themselves in the regular weight', () => {
    const runs = pdf.styledRuns();
    const numbers = runs.filter((run) => /^\[\d{4}\]$/.test(run.text.trim()));
    expect(numbers.length).toBeGreaterThan(10);
    for (const number of numbers) expect(number.bold, number.text).toBe(true);
    const prose = runs.filter((run) => run.text.includes('beverage'));
    expect(prose.length).toBeGreaterThan(0);
    for (const run of prose) expect(run.bold, run.text).toBe(false);
  });

  it('starts the claims and the abstract each on a new page; the abstract has at most 150 words', () => {
    const firstLines = Array.from({ length: pdf.pages }, (_, i) =>
      pdf
        .pageText(i + 1)
        .trim()
        .split('\n')[0]!
        .trim(),
    );
    const claimsPage = firstLines.findIndex((line) =>
      /^CLAIMS?$|^WHAT IS CLAIMED IS:?$|^CLAIM OR CLAIMS$/.test(line),
    );
    const abstractPage = firstLines.findIndex(
      (line) => line === 'ABSTRACT OF THE DISCLOSURE' || line === 'ABSTRACT',
    );
    expect(claimsPage).toBeGreaterThan(0);
    expect(abstractPage).toBeGreaterThan(claimsPage);
    expect(pdf.pageText(claimsPage + 1)).not.toMatch(/\[\d{4}\]/);
    const abstractText = pdf
      .pageText(abstractPage + 1)
      .replace(/ABSTRACT( OF THE DISCLOSURE)?/, '')
      .replace(/^\s*\d+\s*$/m, '');
    expect(abstractText).not.toMatch(/\[\d{4}\]/);
    expect(squash(abstractText).split(' ').length).toBeLessThanOrEqual(150);
  });

  it('carries every section’s text and the symbols the inventor typed', () => {
    const text = squash(pdf.allText());
    const data = applicationFixture();
    for (const field of ['background', 'summary', 'details', 'variations', 'useCases'] as const) {
      const firstSentence = squash(data[field]!.split(/(?<=\.)\s/)[0]!);
      expect(text, field).toContain(firstSentence.slice(0, 60));
    }
    expect(text).toContain(FIXTURE_TITLE);
    for (const symbol of ['°', 'µ', '±', '≤', '–', '“', '”', 'é']) expect(text, symbol).toContain(symbol);
    expect(text).not.toContain('READINESS REVIEW');
  });

  it('puts the sketch on a numbered drawing sheet as black-and-white art at 300 dpi or more', () => {
    const imageRows = pdf.images.split('\n').slice(2).filter(Boolean);
    expect(imageRows).toHaveLength(1);
    const columns = imageRows[0]!.trim().split(/\s+/);
    const [page, , , , , color, , bpc] = columns;
    expect(Number(page)).toBe(pdf.pages);
    expect(['gray', 'icc', 'index']).toContain(color);
    expect(Number(bpc)).toBeLessThanOrEqual(8);
    const [xPpi, yPpi] = [Number(columns[12]), Number(columns[13])];
    expect(xPpi).toBeGreaterThanOrEqual(300);
    expect(yPpi).toBeGreaterThanOrEqual(300);
    const sheet = pdf.pageText(pdf.pages).trim();
    expect(sheet.split('\n')[0]!.trim()).toBe('1/1');
    // A single view gets no "FIG." label (37 CFR 1.84(u)).
    expect(sheet).not.toMatch(/FIG\. \d/);
  });

  it('keeps every word inside the margins (text pages and the drawing sheet)', () => {
    const words = pdf.words();
    expect(words.length).toBeGreaterThan(1000);
    for (const word of words) {
      const drawing = word.page === pdf.pages;
      const margin = drawing
        ? { top: cm(2.5), left: cm(2.5), right: cm(1.5), bottom: cm(1.0) }
        : { top: cm(2.0), left: cm(2.5), right: cm(2.0), bottom: cm(2.0) };
      const where = `page ${word.page} "${word.text}"`;
      expect(word.xMin, where).toBeGreaterThanOrEqual(margin.left - TOLERANCE);
      expect(word.xMax, where).toBeLessThanOrEqual(612 - margin.right + TOLERANCE);
      expect(word.yMin, where).toBeGreaterThanOrEqual(margin.top - TOLERANCE);
      expect(word.yMax, where).toBeLessThanOrEqual(792 - margin.bottom + TOLERANCE);
    }
  });

  it('passes its own pre-flight, which catches forbidden content', () => {
    expect(preflightPdf(bytes).problems).toEqual([]);
    const withScript = Buffer.from(
      bytes
        .toString('latin1')
        .replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /JavaScript /JS (x) >>'),
      'latin1',
    );
    expect(preflightPdf(withScript).problems.length).toBeGreaterThan(0);
  });

  it('stores exactly the bytes it served, and marks the session', async () => {
    const { rows } = await server.database.pool.query(
      `select d.sha256, d.filename, s.pdf_generated, s.pdf_filename from pdf_documents d join sessions s on s.id = d.session_id
       where s.session_id = $1 and d.kind = 'application' order by d.id desc limit 1`,
      [sessionId],
    );
    expect(rows[0].sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(rows[0]).toMatchObject({ pdf_generated: true, pdf_filename: pdfFilenameFor(FIXTURE_TITLE) });
  });

  it('refuses without premium (402) and for an unknown session (404)', async () => {
    const free = await storedApplication(server.database.pool, { paid: false, sketch: false });
    const locked = await call(server.url, 'POST', `/api/patent/session/${free}/generate-pdf`);
    expect(locked.status).toBe(402);
    expect(locked.body).toMatchObject({ error: 'payment_required' });
    expect(
      (await call(server.url, 'GET', '/api/patent/session/AAAAAAAAAAAAAAAAAAAAAA/generate-pdf')).status,
    ).toBe(404);
  });

  it('offers a cover sheet that says provisional and carries the title', async () => {
    const response = await fetch(`${server.url}/api/patent/session/${sessionId}/cover-sheet-pdf`);
    expect(response.status).toBe(200);
    const cover = inspectPdf(Buffer.from(await response.arrayBuffer()), dir, 'cover.pdf');
    const text = squash(cover.allText()).toUpperCase();
    expect(text).toContain('PROVISIONAL APPLICATION');
    expect(text).toContain('SELF-REGULATING BEVERAGE CONTAINER');
  });
});
