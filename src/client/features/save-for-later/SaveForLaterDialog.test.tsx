import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/Toaster';
import { SaveForLaterDialog, type SaveForLaterDialogProps } from './SaveForLaterDialog';

const SESSION_ID = 'AbCdEfGhIjKlMnOpQrStUv';

/** The browser's network edge: every call the dialog makes, answered as the test says. */
let answer: () => Promise<Response>;
const fetchCalls: { url: string; init: RequestInit }[] = [];

function renderDialog(props: Partial<SaveForLaterDialogProps> = {}) {
  const onOpenChange = vi.fn();
  const all: SaveForLaterDialogProps = {
    open: true,
    onOpenChange,
    sessionId: SESSION_ID,
    email: 'inventor@example.com',
    ...props,
  };
  const view = render(
    <StrictMode>
      <SaveForLaterDialog {...all} />
      <Toaster />
    </StrictMode>,
  );
  const rerender = (next: Partial<SaveForLaterDialogProps>) =>
    view.rerender(
      <StrictMode>
        <SaveForLaterDialog {...all} {...next} />
        <Toaster />
      </StrictMode>,
    );
  return { onOpenChange, rerender };
}

describe('SaveForLaterDialog', () => {
  beforeEach(() => {
    fetchCalls.length = 0;
    answer = async () => new Response(JSON.stringify({ success: true }), { status: 200 });
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      fetchCalls.push({ url, init });
      return answer();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the link once on opening, then shows success (once: no toast besides) with Continue', async () => {
    let release: () => void = () => undefined;
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve(new Response('{"success":true}', { status: 200 }));
      });
    const { onOpenChange } = renderDialog();
    expect(await screen.findByText('Sending recovery link...')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Save for Later' })).toBeInTheDocument();
    await act(async () => release());

    expect(await screen.findByText('Recovery link sent successfully!')).toBeInTheDocument();
    expect(screen.getByText('Check inventor@example.com for your recovery link.')).toBeInTheDocument();
    // Issue 17: one success feedback, inside the dialog; no toast saying it again.
    expect(screen.queryByText('Recovery link sent!')).not.toBeInTheDocument();
    expect(fetchCalls).toHaveLength(1);
    expect(fetchCalls[0]!.url).toBe('/api/patent/session/save-for-later');
    expect(fetchCalls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(fetchCalls[0]!.init.body))).toEqual({
      email: 'inventor@example.com',
      sessionId: SESSION_ID,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('resets on close, so opening again sends again', async () => {
    const { rerender } = renderDialog();
    await screen.findByText('Recovery link sent successfully!');
    rerender({ open: false });
    expect(screen.queryByText('Recovery link sent successfully!')).not.toBeInTheDocument();
    rerender({ open: true });
    await screen.findByText('Recovery link sent successfully!');
    expect(fetchCalls).toHaveLength(2);
  });

  it('shows the destructive Error toast and sends nothing without an e-mail', async () => {
    renderDialog({ email: null });
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Unable to send recovery link. Please try again.')).toBeInTheDocument();
    expect(fetchCalls).toHaveLength(0);
    expect(screen.queryByText('Recovery link sent successfully!')).not.toBeInTheDocument();
  });

  it('shows the failure toast on a non-OK answer and on a network failure', async () => {
    answer = async () => new Response('{"error":"internal","message":"x"}', { status: 500 });
    renderDialog();
    expect(await screen.findByText('Failed to send recovery link')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support')).toBeInTheDocument();
    expect(screen.queryByText('Recovery link sent successfully!')).not.toBeInTheDocument();

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Send Recovery Link' }));
    expect(await screen.findByText('Failed to send recovery link')).toBeInTheDocument();
    expect(fetchCalls).toHaveLength(2);
  });
});
