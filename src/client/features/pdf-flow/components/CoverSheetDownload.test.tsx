import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { type FakeRoute, fakeFetch, json } from '../../../test-kit/fake-fetch';
import { CoverSheetDownload } from './CoverSheetDownload';

const SESSION_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const PATH = `/api/patent/session/${SESSION_ID}/cover-sheet-pdf`;
const DETAILS_PATH = `/api/patent/session/${SESSION_ID}/cover-sheet-details`;
const saveDetails: FakeRoute = {
  method: 'PUT',
  path: DETAILS_PATH,
  reply: ({ body }) => json({ coverSheet: body }),
};

function renderDownload(details?: Parameters<typeof CoverSheetDownload>[0]['details']) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CoverSheetDownload sessionId={SESSION_ID} details={details} />
    </QueryClientProvider>,
  );
}

/** Opens the details dialog and presses Save and Download. */
async function saveAndDownload() {
  await userEvent.click(screen.getByRole('button', { name: 'Download Cover Sheet' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cover sheet details' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save and Download' }));
  return dialog;
}

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
  it("asks for the inventors and address first, stores them, then saves the file under the server's name", async () => {
    const saved = recordDownloads();
    const fake = fakeFetch([
      saveDetails,
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
    renderDownload({ inventors: [{ givenName: 'Ada' }], correspondence: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Download Cover Sheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cover sheet details' });
    // What was stored before comes back prefilled.
    expect(within(dialog).getByLabelText('Given name (first and middle)')).toHaveValue('Ada');
    await userEvent.type(within(dialog).getByLabelText('Family name'), 'Lovelace');
    await userEvent.type(within(dialog).getByLabelText('City'), 'Springfield');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and Download' }));

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `PUT ${DETAILS_PATH}`,
      `GET ${PATH}`,
    ]);
    expect(fake.calls[0]!.body).toEqual({
      inventors: [{ givenName: 'Ada', familyName: 'Lovelace' }],
      correspondence: { city: 'Springfield' },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved.map((file) => file.filename)).toEqual(['Solar_Kettle_cover_sheet.pdf']);
    expect(await saved[0]!.blob.text()).toBe('%PDF-1.6 cover');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says the server's reason when the request is refused, and clears it on the next try", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const saved = recordDownloads();
    let refuse = true;
    fakeFetch([
      saveDetails,
      {
        method: 'GET',
        path: PATH,
        reply: () =>
          refuse
            ? json({ error: 'rate_limited', message: 'Too many PDF downloads for this session.' }, 429)
            : new Response('%PDF-', { headers: { 'content-type': 'application/pdf' } }),
      },
    ]);
    renderDownload();
    const dialog = await saveAndDownload();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many PDF downloads for this session.',
    );
    expect(saved).toEqual([]);

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and Download' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    // No name from the server: the session's short id names the file.
    expect(saved[0]!.filename).toBe('patent_application_a1b2c3d4_cover_sheet.pdf');
  });

  it('gives a plain retry message, not server internals, when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    recordDownloads();
    fakeFetch([
      saveDetails,
      { method: 'GET', path: PATH, reply: () => json({ error: 'internal', message: 'boom' }, 500) },
    ]);
    renderDownload();
    await saveAndDownload();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The cover sheet could not be prepared. Please try again in a moment.',
    );
  });
});
