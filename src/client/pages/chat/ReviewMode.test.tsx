import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { TooltipProvider } from '../../components/ui/tooltip';
import { makeSession, SESSION_ID, sessionResponse } from '../../test-kit/chat-fixtures';
import { configRoute, type FakeRoute, fakeFetch, json } from '../../test-kit/fake-fetch';
import { renderAppAt } from '../../test-kit/render-app';
import ChatPage from './ChatPage';

const SESSION_PATH = `/api/patent/session/${SESSION_ID}`;
const LONG = 'The present invention comprises a reservoir, a wicking column and a moisture sensor. '.repeat(
  4,
);

const reviewSession = (premiumUnlocked: boolean) =>
  makeSession({
    currentStep: 8,
    premiumUnlocked,
    patentData: {
      completedSections: ['title', 'background', 'summary', 'details', 'variations', 'useCases', 'sketch'],
      title: 'Self-Watering Planter',
      background: 'Houseplants die when owners forget to water them.',
      // The server already cuts locked sections to their preview; a premium session gets all of it.
      summary: premiumUnlocked ? LONG : LONG.slice(0, 100),
      details: 'Details text',
      claims: premiumUnlocked ? '1. A planter comprising a reservoir.' : '1. A planter comprising',
    },
  });

function sessionRoute(premiumUnlocked: boolean): FakeRoute {
  return {
    method: 'GET',
    path: SESSION_PATH,
    reply: () => json(sessionResponse(reviewSession(premiumUnlocked))),
  };
}

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openReview(premiumUnlocked: boolean, routes: FakeRoute[] = []) {
  const fake = fakeFetch([configRoute, sessionRoute(premiumUnlocked), ...routes]);
  renderAppAt(`/chat/${SESSION_ID}`);
  await screen.findByRole('heading', { name: 'Review Your Patent Application' });
  return fake;
}

describe('premium gating on the review screen', () => {
  it('lets a free user edit the title and background but sends other sections to checkout', async () => {
    await openReview(false);
    expect(screen.getByRole('button', { name: 'Edit Title' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Background' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unlock to edit Summary' }));
    expect(window.location.pathname).toBe('/checkout');
    expect(new URLSearchParams(window.location.search).get('sessionId')).toBe(SESSION_ID);
    // The address travels in the history state, not the URL (issue 17).
    expect(new URLSearchParams(window.location.search).get('email')).toBeNull();
    expect(window.history.state).toMatchObject({ email: 'inventor@example.com' });
  });

  it('shows a locked section as its 100-character preview with a lock note', async () => {
    await openReview(false);
    const summary = screen.getByTestId('review-section-summary');
    const locked = summary.querySelector('[data-locked="true"]');
    expect(locked).not.toBeNull();
    expect(locked?.textContent).toContain(`${LONG.slice(0, 100)}…`);
    expect(within(summary).getByText(/Preview only/)).toBeInTheDocument();
    const title = screen.getByTestId('review-section-title');
    expect(title.querySelector('[data-locked="true"]')).toBeNull();
  });

  it('lets a premium user edit every section, with no lock', async () => {
    await openReview(true);
    expect(screen.getByRole('button', { name: 'Edit Summary' })).toBeInTheDocument();
    expect(document.querySelector('[data-locked="true"]')).toBeNull();
    expect(screen.getByText(LONG.trim())).toBeInTheDocument();
  });

  it('sends a free user to checkout from the PDF button', async () => {
    const { calls } = await openReview(false);
    await userEvent.click(screen.getByRole('button', { name: 'Unlock & Generate PDF' }));
    expect(window.location.pathname).toBe('/checkout');
    expect(calls.some((call) => call.url.endsWith('/generate-pdf'))).toBe(false);
  });
});

describe('saving a section', () => {
  it("shows 'Changes saved successfully', refreshes after 500 ms and hides the banner after 3 s", async () => {
    const { calls } = await openReview(false, [
      {
        method: 'POST',
        path: `${SESSION_PATH}/edit-section`,
        reply: () => json({ session: reviewSession(false) }),
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Title' }));
    const editor = screen.getByLabelText('Edit the Title section');
    await userEvent.clear(editor);
    await userEvent.type(editor, '  Planter With Wicking Column  ');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => screen.getByRole('button', { name: 'Save Changes' }).click());
    expect(await screen.findByText('Changes saved successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/edit-section'))?.body).toEqual({
      section: 'title',
      content: 'Planter With Wicking Column',
    });
    const fetchesBefore = calls.filter((call) => call.url === SESSION_PATH).length;
    await act(async () => vi.advanceTimersByTime(600));
    await waitFor(() =>
      expect(calls.filter((call) => call.url === SESSION_PATH).length).toBe(fetchesBefore + 1),
    );
    await act(async () => vi.advanceTimersByTime(2500));
    expect(screen.queryByText('Changes saved successfully')).toBeNull();
  });

  it("alerts 'Failed to update section. Please try again.' and keeps the editor open on failure", async () => {
    await openReview(false, [
      {
        method: 'POST',
        path: `${SESSION_PATH}/edit-section`,
        reply: () => json({ error: 'x', message: 'y' }, 500),
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Background' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to update section. Please try again.'));
    expect(screen.getByLabelText('Edit the Background section')).toBeInTheDocument();
  });
});

describe('PDF flow for a premium user', () => {
  it('downloads the PDF, runs Processing Complete and shows the filing steps', async () => {
    const created: Blob[] = [];
    // jsdom has no object URLs; record what the page hands to the browser instead.
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:pdf';
    };
    URL.revokeObjectURL = () => undefined;
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    await openReview(true, [
      {
        method: 'POST',
        path: `${SESSION_PATH}/generate-pdf`,
        reply: () =>
          new Response('%PDF-1.6', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="self_watering_planter.pdf"',
            },
          }),
      },
    ]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => screen.getByRole('button', { name: 'Generate Patent PDF' }).click());
    // Issue 17: a warning first, saying editing goes on and earlier files stay.
    const confirm = await screen.findByRole('alertdialog', { name: 'Generate your PDF?' });
    expect(within(confirm).getByText(/come back, edit and generate a new version/)).toBeInTheDocument();
    await act(async () => within(confirm).getByRole('button', { name: 'Generate PDF' }).click());
    const processing = await screen.findByRole('dialog', { name: 'Processing Complete' });
    expect(clicks).toEqual(['self_watering_planter.pdf']);
    expect(await created[0]?.text()).toBe('%PDF-1.6');
    // Four steps of 1 s, then 1.5 s; each timer starts after the previous step has rendered.
    for (let tick = 0; tick < 4; tick++) await act(async () => vi.advanceTimersByTime(1000));
    expect(within(processing).getAllByText('✓')).toHaveLength(4);
    await act(async () => vi.advanceTimersByTime(1400));
    expect(screen.queryByRole('heading', { name: 'File Your Provisional Patent Application' })).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(
      await screen.findByRole('heading', { name: 'File Your Provisional Patent Application' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByText(/Micro entity \$65, small entity \$130, large entity \$325/)).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Create New Patent' }).click());
    expect(window.location.pathname).toBe('/');
  });

  it('only logs a PDF failure and closes the generating modal', async () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openReview(true, [
      {
        method: 'POST',
        path: `${SESSION_PATH}/generate-pdf`,
        reply: () => json({ error: 'x', message: 'y' }, 500),
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Patent PDF' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Generate PDF' }));
    await waitFor(() => expect(errorSpy).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(alertSpy).not.toHaveBeenCalled();
  });
});

describe('completion screen', () => {
  const done = makeSession({ currentStep: 8, premiumUnlocked: true, pdfGenerated: true, isComplete: true });

  it('replaces the view once premium and the PDF are done', async () => {
    fakeFetch([
      configRoute,
      { method: 'GET', path: SESSION_PATH, reply: () => json(sessionResponse(done)) },
      {
        method: 'GET',
        path: `${SESSION_PATH}/completion-status`,
        reply: () =>
          json({
            success: true,
            data: {
              premiumUnlocked: true,
              patentTitle: 'Self-Watering Planter',
              pdfFilename: 'self_watering_planter.pdf',
              userEmail: 'inventor@example.com',
            },
          }),
      },
      {
        method: 'GET',
        path: '/api/patent/uspto-instructions',
        reply: () => new Response('Step 1: create an account'),
      },
    ]);
    renderAppAt(`/chat/${SESSION_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Your Provisional Patent Application Is Ready' }),
    ).toBeInTheDocument();
    expect(screen.getByText('self_watering_planter.pdf')).toBeInTheDocument();
    expect(await screen.findByText('Step 1: create an account')).toBeInTheDocument();
  });

  it("says 'Session Not Found or Not Unlocked' when the completion status is refused", async () => {
    fakeFetch([configRoute, { method: 'GET', path: SESSION_PATH, reply: () => json(sessionResponse(done)) }]);
    renderAppAt(`/chat/${SESSION_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Session Not Found or Not Unlocked' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Start New Application' }));
    expect(window.location.pathname).toBe('/');
  });
});

describe('back from checkout', () => {
  it('waits for the refreshed session instead of showing the invalidated, locked one', async () => {
    fakeFetch([configRoute, sessionRoute(true)]);
    const queryClient = createQueryClient();
    const key = [`/api/patent/session/${SESSION_ID}`];
    queryClient.setQueryData(key, sessionResponse(reviewSession(false)));
    await queryClient.invalidateQueries({ queryKey: key });
    window.history.replaceState(null, '', `/chat?session=${SESSION_ID}`);
    render(
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <ChatPage />
        </TooltipProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Loading your conversation...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock & Generate PDF' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Generate Patent PDF' })).toBeInTheDocument();
  });
});
