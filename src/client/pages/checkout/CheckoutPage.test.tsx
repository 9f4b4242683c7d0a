import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../app/query-client';
import { Toaster } from '../../components/ui/Toaster';
import CheckoutPage from './CheckoutPage';

type Answer = { status: number; body: unknown };

/** The browser's fetch, answering each API path as the test says; every call is recorded. */
function fakeApi(answers: Record<string, Answer>) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[url] ?? { status: 404, body: { error: 'not_found', message: 'no route' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const TEST_MODE_CONFIG: Answer = {
  status: 200,
  body: { testMode: true, stripePublishableKey: null, supportEmail: 'support@example.com' },
};

function renderCheckout(search: string) {
  const location = memoryLocation({ path: `/checkout?${search}`, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <CheckoutPage />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return location;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('CheckoutPage', () => {
  it('prefills the address from the history state, never from or into the URL (issue 17)', async () => {
    const calls = fakeApi({
      '/api/config': TEST_MODE_CONFIG,
      '/api/create-payment-intent': { status: 500, body: { error: 'internal', message: 'boom' } },
    });
    window.history.replaceState({ email: 'state@example.com' }, '', '/checkout?sessionId=x&email=old%40b.co');
    renderCheckout('sessionId=AAAAAAAAAAAAAAAAAAAAAA');
    expect(screen.getByLabelText('Email address')).toHaveValue('state@example.com');
    // An old link's ?email= is taken out of the address bar.
    expect(window.location.search).toBe('?sessionId=x');
    await userEvent.click(await screen.findByRole('button', { name: /Unlock Premium Features/ }));
    await screen.findByText('Failed to process request. Please try again.');
    expect(calls.find((call) => call.url === '/api/create-payment-intent')?.body).toEqual({
      email: 'state@example.com',
      existingSessionId: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    // Kept for the return from a bank's redirect, which is a new page load.
    expect(window.sessionStorage.getItem('inventdraft.checkout-email')).toBe('state@example.com');
  });

  it('prefills from the `session` and `email` parameters and sends them', async () => {
    const calls = fakeApi({
      '/api/config': TEST_MODE_CONFIG,
      '/api/create-payment-intent': { status: 500, body: { error: 'internal', message: 'boom' } },
    });
    renderCheckout('session=AAAAAAAAAAAAAAAAAAAAAA&email=a%40b.co');
    expect(screen.getByLabelText('Email address')).toHaveValue('a@b.co');
    await userEvent.click(await screen.findByRole('button', { name: /Unlock Premium Features/ }));
    await screen.findByText('Failed to process request. Please try again.');
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/create-payment-intent')?.body).toEqual({
      email: 'a@b.co',
      existingSessionId: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
  });

  it('answers an e-mail without an at sign with a toast, sending nothing', async () => {
    const calls = fakeApi({ '/api/config': TEST_MODE_CONFIG });
    renderCheckout('');
    const field = screen.getByLabelText('Email address');
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('type', 'email');
    await userEvent.type(field, 'nobody');
    await userEvent.click(await screen.findByRole('button', { name: /Unlock Premium Features/ }));
    await screen.findByText('Please enter a valid email address');
    expect(screen.getByText('Invalid Email')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain('/api/create-payment-intent');
  });

  it('sends an e-mail that already paid, without a session, to its sessions list', async () => {
    fakeApi({
      '/api/config': TEST_MODE_CONFIG,
      '/api/create-payment-intent': {
        status: 200,
        body: { alreadyPaid: true, sessionUnlocked: true, testMode: true, session: null, clientSecret: null },
      },
    });
    const location = renderCheckout('email=paid%40example.com');
    await userEvent.click(await screen.findByRole('button', { name: /Unlock Premium Features/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/sessions'));
  });
});
