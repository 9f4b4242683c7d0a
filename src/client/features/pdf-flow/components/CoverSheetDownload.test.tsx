import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../../../test-kit/fake-fetch';
import { CoverSheetDownload } from './CoverSheetDownload';

const SESSION_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const PATH = `/api/patent/session/${SESSION_ID}/cover-sheet-pdf`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Records the downloads the component hands to the browser (jsdom has no object URLs). */
function recordDownloads() {
  const saved: { filename: string; blob: Blob }[] = [];
  let lastBlob: Blob | undefined;
  URL.createObjectURL = (blob: Blob) => {
    lastBlob = blob;
    return 'blob:cover-sheet';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ filename: this.download, blob: lastBlob });
  });
  return saved;
}

describe('Download Cover Sheet', () => {
  it('saves the file under the name the server gives it', async () => {
    const saved = recordDownloads();
    const fake = fakeFetch([
      {
        method: 'GET',
        path: PATH,
        reply: () =>
          new Response('%PDF-1.6 cover', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="Solar_Kettle_cover_sheet.pdf"',
            },
          }),
      },
    ]);
    render(<CoverSheetDownload sessionId={SESSION_ID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download Cover Sheet' }));

    expect(await screen.findByRole('button', { name: 'Download Cover Sheet' })).toBeEnabled();
    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toEqual([`GET ${PATH}`]);
    expect(saved.map((file) => file.filename)).toEqual(['Solar_Kettle_cover_sheet.pdf']);
    expect(await saved[0]!.blob.text()).toBe('%PDF-1.6 cover');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says the server's reason when the request is refused, and clears it on the next try", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const saved = recordDownloads();
    let refuse = true;
    fakeFetch([
      {
        method: 'GET',
        path: PATH,
        reply: () =>
          refuse
            ? json({ error: 'rate_limited', message: 'Too many PDF downloads for this session.' }, 429)
            : new Response('%PDF-', { headers: { 'content-type': 'application/pdf' } }),
      },
    ]);
    render(<CoverSheetDownload sessionId={SESSION_ID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download Cover Sheet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many PDF downloads for this session.');
    expect(saved).toEqual([]);

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Download Cover Sheet' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    // No name from the server: the session's short id names the file.
    expect(saved[0]!.filename).toBe('patent_application_a1b2c3d4_cover_sheet.pdf');
  });

  it('gives a plain retry message, not server internals, when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    recordDownloads();
    fakeFetch([
      { method: 'GET', path: PATH, reply: () => json({ error: 'internal', message: 'boom' }, 500) },
    ]);
    render(<CoverSheetDownload sessionId={SESSION_ID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download Cover Sheet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The cover sheet could not be prepared. Please try again in a moment.',
    );
  });
});
