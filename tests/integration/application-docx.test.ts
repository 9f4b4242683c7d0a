import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFilenameFor } from '../../src/contract';
import { HEADINGS } from '../../src/server/pdf/application-outline';
import { abstractOf, claimsOf, paragraphsOf } from '../../src/server/pdf/section-text';
import { applicationFixture, FIXTURE_TITLE } from '../helpers/application-fixture';
import { insertPremiumSession } from '../helpers/inventor-fixtures';
import { convertWithLibreOffice } from '../helpers/libreoffice';
import { inspectPdf, squash } from '../helpers/pdf-inspect';
import { makeTempDir, removeDir } from '../helpers/temp-dir';
import { startTestApp, type TestApp } from '../helpers/test-app';

const fixture = applicationFixture();

describe('the Word copy of the application, opened by LibreOffice', () => {
  let server: TestApp;
  let dir: string;
  let sessionId: string;
  let docx: Buffer;
  let text: string;

  beforeAll(async () => {
    server = await startTestApp();
    dir = makeTempDir();
    ({ sessionId } = await insertPremiumSession(server, { email: 'word@example.com', sketch: true }));
    const response = await fetch(`${server.url}/api/patent/session/${sessionId}/application-docx`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${pdfFilenameFor(FIXTURE_TITLE).replace('.pdf', '.docx')}"`,
    );
    docx = Buffer.from(await response.arrayBuffer());
    text = squash(convertWithLibreOffice(docx, dir, 'application.docx', 'txt').toString('utf8'));
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await removeDir(dir);
  });

  it('holds every heading in the order of 37 CFR 1.77, with the title', () => {
    const order = [
      HEADINGS.title,
      HEADINGS.crossReference,
      HEADINGS.background,
      HEADINGS.summary,
      HEADINGS.drawings,
      HEADINGS.details,
      HEADINGS.claims,
      HEADINGS.abstract,
    ].map((heading) => text.indexOf(heading));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain(FIXTURE_TITLE);
  });

  it('holds every paragraph of every section, numbered from [0001], and every claim and the abstract', () => {
    const paragraphs = [
      ...paragraphsOf(fixture.background),
      ...paragraphsOf(fixture.summary),
      ...paragraphsOf(fixture.drawingsDescription),
      ...paragraphsOf(fixture.details),
      ...paragraphsOf(fixture.variations),
      ...paragraphsOf(fixture.useCases),
    ];
    paragraphs.forEach((paragraph, index) => {
      const number = `[${String(index + 1).padStart(4, '0')}]`;
      expect(text).toContain(squash(`${number} ${paragraph}`));
    });
    expect(text).not.toContain(`[${String(paragraphs.length + 1).padStart(4, '0')}]`);
    const claims = claimsOf(fixture.claims);
    expect(claims.length).toBe(10);
    for (const claim of claims) expect(text).toContain(squash(claim));
    expect(text).toContain(squash(abstractOf(fixture.abstract)));
    // The readiness review is the inventor's checklist, never part of the application.
    expect(text).not.toContain('READINESS REVIEW');
  });

  it('starts the claims on a new page, gives the abstract a page of its own, and ends with the sketch', () => {
    const pdf = inspectPdf(convertWithLibreOffice(docx, dir, 'pages.docx', 'pdf'), dir, 'pages.pdf');
    const pages = Array.from({ length: pdf.pages }, (_, i) => squash(pdf.pageText(i + 1)));
    const claimsPage = pages.findIndex((page) => page.includes(HEADINGS.claims));
    expect(pages[claimsPage]!.startsWith(`${HEADINGS.claims} What is claimed is:`)).toBe(true);
    expect(pages[claimsPage - 1]).not.toContain('What is claimed is');
    const abstractPage = pages.findIndex((page) => page.includes(HEADINGS.abstract));
    expect(pages[abstractPage]).toBe(
      squash(`${HEADINGS.abstract} ${abstractOf(fixture.abstract)} ${abstractPage + 1}`),
    );
    // The drawing sheet: one image after the abstract page, with no FIG. label for a single view.
    expect(abstractPage).toBe(pdf.pages - 2);
    const images = pdf.images.trim().split('\n').slice(2);
    expect(images).toHaveLength(1);
    expect(Number(images[0]!.trim().split(/\s+/)[0])).toBe(pdf.pages);
  });

  it('is paid only, like the PDF', async () => {
    const free = await insertPremiumSession(server, { email: 'free@example.com' });
    await server.database.pool.query('update sessions set premium_unlocked = false where id = $1', [
      free.rowId,
    ]);
    const response = await fetch(`${server.url}/api/patent/session/${free.sessionId}/application-docx`);
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ error: 'payment_required' });
    expect((await fetch(`${server.url}/api/patent/session/${'B'.repeat(22)}/application-docx`)).status).toBe(
      404,
    );
  });
});
