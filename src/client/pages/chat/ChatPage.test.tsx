import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECTION_KEYS } from '../../../contract/constants';
import { makeMessage, makeSession, SESSION_ID, sessionResponse } from '../../test-kit/chat-fixtures';
import { configRoute, type FakeRoute, fakeFetch, json } from '../../test-kit/fake-fetch';
import { renderAppAt } from '../../test-kit/render-app';

const SESSION_PATH = `/api/patent/session/${SESSION_ID}`;
const greeting = makeMessage(1, 'ai', 'Welcome! What is the **title** of your invention?');

function sessionRoute(response: ReturnType<typeof sessionResponse>): FakeRoute {
  return { method: 'GET', path: SESSION_PATH, reply: () => json(response) };
}

let alertSpy: ReturnType<typeof vi.spyOn>;
// The page is a lazy chunk of the app; load it once so each test starts from the same point.
beforeAll(() => import('./ChatPage'));
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('chat screen states', () => {
  it('shows the loading text, then the conversation with assistant text formatted safely', async () => {
    const evil = makeMessage(2, 'ai', 'Note <img src=x onerror="alert(1)"> and <script>alert(2)</script>');
    fakeFetch([configRoute, sessionRoute(sessionResponse(makeSession(), [greeting, evil]))]);
    renderAppAt(`/chat/${SESSION_ID}`);
    expect(await screen.findByText('Loading your conversation...')).toBeInTheDocument();
    const conversation = await screen.findByRole('region', { name: 'Conversation' });
    expect(within(conversation).getByText('title').tagName).toBe('STRONG');
    expect(conversation.querySelector('img, script')).toBeNull();
    expect(screen.getByText('Secure & Confidential')).toBeInTheDocument();
    expect(screen.getByText('Progress auto-saved')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save for Later' })).toBeInTheDocument();
  });

  it('opens the Save for Later dialog with the session and e-mail', async () => {
    const { calls } = fakeFetch([
      configRoute,
      sessionRoute(sessionResponse(makeSession({ currentStep: 4 }), [greeting])),
      { method: 'POST', path: '/api/patent/session/save-for-later', reply: () => json({ success: true }) },
    ]);
    renderAppAt(`/chat/${SESSION_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Save for Later' }));
    expect(await screen.findByRole('dialog', { name: 'Save for Later' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/patent/session/save-for-later')?.body).toEqual({
        email: 'inventor@example.com',
        sessionId: SESSION_ID,
      }),
    );
  });

  it('reads the session id from ?session= on /patent-chat', async () => {
    const { calls } = fakeFetch([configRoute, sessionRoute(sessionResponse(makeSession(), [greeting]))]);
    renderAppAt(`/patent-chat?session=${SESSION_ID}`);
    await screen.findByRole('region', { name: 'Conversation' });
    expect(calls.some((call) => call.url === SESSION_PATH)).toBe(true);
  });

  it("says 'Application not found' for an unknown session, with a way on (issue 17)", async () => {
    fakeFetch([configRoute]);
    renderAppAt(`/chat/${SESSION_ID}`);
    expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My applications' })).toHaveAttribute('href', '/sessions');
    expect(screen.getByRole('link', { name: 'Start a new application' })).toHaveAttribute('href', '/');
    expect(window.location.pathname).toBe(`/chat/${SESSION_ID}`);
  });

  it("shows 'Failed to load session' with Return Home on a server error", async () => {
    fakeFetch([configRoute, { method: 'GET', path: SESSION_PATH, reply: () => json({}, 500) }]);
    renderAppAt(`/chat/${SESSION_ID}`);
    expect(await screen.findByText('Failed to load session')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return Home' }));
    expect(window.location.pathname).toBe('/');
  });

  it('asks for an e-mail over a placeholder without a session id, then opens the new session', async () => {
    const { calls } = fakeFetch([
      configRoute,
      {
        method: 'POST',
        path: '/api/patent/session',
        reply: () => json({ session: makeSession({ userEmail: 'new@example.com' }) }, 201),
      },
      sessionRoute(sessionResponse(makeSession(), [greeting])),
    ]);
    renderAppAt('/chat');
    const dialog = await screen.findByRole('dialog', { name: 'Start Your Patent Application' });
    const email = within(dialog).getByLabelText('Email address');
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await userEvent.clear(email);
    await userEvent.type(email, ' new@example.com {Enter}');
    await waitFor(() => expect(window.location.pathname).toBe(`/chat/${SESSION_ID}`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ userEmail: 'new@example.com' });
    await screen.findByRole('region', { name: 'Conversation' });
  });
});

describe('review mode entry and section status', () => {
  it('shows the chat and per-section status before review mode', async () => {
    const session = makeSession({ currentStep: 3, completed: ['title', 'background'] });
    fakeFetch([configRoute, sessionRoute(sessionResponse(session, [greeting]))]);
    renderAppAt(`/chat/${SESSION_ID}`);
    await screen.findByRole('region', { name: 'Conversation' });
    const statuses = SECTION_KEYS.map((key) => screen.getByTestId(`section-card-${key}`).dataset.status);
    expect(statuses).toEqual([
      'done',
      'done',
      'in-progress',
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expect(screen.queryByRole('heading', { name: 'Review Your Patent Application' })).toBeNull();
  });

  it.each([
    ['step 8', makeSession({ currentStep: 8 })],
    ['seven completed sections', makeSession({ currentStep: 6, completed: SECTION_KEYS.slice(0, 7) })],
  ])('replaces the chat with the review screen at %s', async (_name, session) => {
    fakeFetch([configRoute, sessionRoute(sessionResponse(session, [greeting]))]);
    renderAppAt(`/chat/${SESSION_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Review Your Patent Application' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Conversation' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Patent application progress' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.status)).toEqual([...Array(7).fill('done'), 'in-progress']);
    expect(items.filter((item) => item.getAttribute('aria-current') === 'step')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Save for Later' })).toBeNull();
  });

  it('leaves review mode and asks for more details when a progress section is clicked', async () => {
    const session = makeSession({ currentStep: 8 });
    const { calls } = fakeFetch([
      configRoute,
      sessionRoute(sessionResponse(session, [greeting])),
      {
        method: 'POST',
        path: `${SESSION_PATH}/message`,
        reply: () => json({ aiMessage: makeMessage(3, 'ai', 'What else should the Details section say?') }),
      },
    ]);
    renderAppAt(`/chat/${SESSION_ID}`);
    await screen.findByRole('heading', { name: 'Review Your Patent Application' });
    await userEvent.click(screen.getByRole('button', { name: /^Details/ }));
    expect(await screen.findByText('What else should the Details section say?')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Review Your Patent Application' })).toBeNull();
    const sent = calls.find((call) => call.url === `${SESSION_PATH}/message`);
    expect(sent?.body).toEqual({ content: 'Add more details to the Details section' });
  });

  it('offers the sketch upload when the Sketch section is reopened from review', async () => {
    fakeFetch([
      configRoute,
      sessionRoute(sessionResponse(makeSession({ currentStep: 8 }), [greeting])),
      {
        method: 'POST',
        path: `${SESSION_PATH}/message`,
        reply: () => json({ aiMessage: makeMessage(3, 'ai', 'Upload your sketch.') }),
      },
    ]);
    renderAppAt(`/chat/${SESSION_ID}`);
    await screen.findByRole('heading', { name: 'Review Your Patent Application' });
    await userEvent.click(screen.getByRole('button', { name: /^Sketch/ }));
    expect(
      await screen.findByRole('heading', { name: 'Add a Sketch or Diagram (Optional)' }),
    ).toBeInTheDocument();
  });

  it("alerts 'Failed to edit section. Please try again.' and stays in review when that fails", async () => {
    fakeFetch([
      configRoute,
      sessionRoute(sessionResponse(makeSession({ currentStep: 8 }), [greeting])),
      {
        method: 'POST',
        path: `${SESSION_PATH}/message`,
        reply: () => json({ error: 'internal', message: 'x' }, 500),
      },
    ]);
    renderAppAt(`/chat/${SESSION_ID}`);
    await screen.findByRole('heading', { name: 'Review Your Patent Application' });
    await userEvent.click(screen.getByRole('button', { name: /^Summary/ }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to edit section. Please try again.'));
    expect(screen.getByRole('heading', { name: 'Review Your Patent Application' })).toBeInTheDocument();
  });
});

describe('sending a message', () => {
  it('adds the message at once, and on failure restores the list and the typed text', async () => {
    let fail: () => void = () => undefined;
    fakeFetch([
      configRoute,
      sessionRoute(sessionResponse(makeSession(), [greeting])),
      {
        method: 'POST',
        path: `${SESSION_PATH}/message`,
        reply: () =>
          new Promise<Response>((resolve) => {
            fail = () => resolve(json({ error: 'service_unavailable', message: 'model down' }, 503));
          }),
      },
    ]);
    renderAppAt(`/chat/${SESSION_ID}`);
    const input = await screen.findByLabelText('Your answer to the Patent Assistant');
    await userEvent.type(input, 'A self-watering plant pot{Enter}');
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(await within(conversation).findByText('A self-watering plant pot')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toBeDisabled();
    await act(async () => fail());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to send message'));
    expect(within(conversation).queryByText('A self-watering plant pot')).toBeNull();
    expect(within(conversation).getAllByRole('listitem')).toHaveLength(1);
    expect(input).toHaveValue('A self-watering plant pot');
    expect(input).toBeEnabled();
  });

  it('does not send on Shift+Enter, nor blank text', async () => {
    const { calls } = fakeFetch([configRoute, sessionRoute(sessionResponse(makeSession(), [greeting]))]);
    renderAppAt(`/chat/${SESSION_ID}`);
    const input = await screen.findByLabelText('Your answer to the Patent Assistant');
    await userEvent.type(input, '   {Enter}');
    await userEvent.type(input, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input).toHaveValue('   line one\nline two');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows streamed text as it arrives and then the final reply with the new session', async () => {
    const encoder = new TextEncoder();
    let push: (chunk: string) => void = () => undefined;
    let end: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (chunk) => controller.enqueue(encoder.encode(chunk));
        end = () => controller.close();
      },
    });
    const reply = {
      aiMessage: makeMessage(5, 'ai', 'Thank you. Now describe the background.'),
      session: makeSession({ currentStep: 2, completed: ['title'] }),
    };
    fakeFetch([
      configRoute,
      sessionRoute(sessionResponse(makeSession(), [greeting])),
      {
        method: 'POST',
        path: `${SESSION_PATH}/message/stream`,
        reply: () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
      },
    ]);
    renderAppAt(`/chat/${SESSION_ID}`);
    const input = await screen.findByLabelText('Your answer to the Patent Assistant');
    await userEvent.type(input, 'Smart pot{Enter}');
    await act(async () => push('event: delta\ndata: {"text":"Thank you. "}\n\n'));
    expect(await screen.findByText('Thank you.')).toBeInTheDocument();
    await act(async () => {
      push(`event: done\ndata: ${JSON.stringify(reply)}\n\n`);
      end();
    });
    expect(await screen.findByText('Thank you. Now describe the background.')).toBeInTheDocument();
    expect(screen.getByTestId('section-card-title').dataset.status).toBe('done');
    expect(screen.getByTestId('section-card-background').dataset.status).toBe('in-progress');
  });
});

describe('step 7 sketch upload', () => {
  const stepSeven = makeSession({ currentStep: 7, completed: SECTION_KEYS.slice(0, 6) });
  const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

  async function openStepSeven(routes: FakeRoute[] = []) {
    const fake = fakeFetch([configRoute, sessionRoute(sessionResponse(stepSeven, [greeting])), ...routes]);
    renderAppAt(`/chat/${SESSION_ID}`);
    await screen.findByRole('heading', { name: 'Add a Sketch or Diagram (Optional)' });
    return fake;
  }

  it('rejects an unsupported format', async () => {
    await openStepSeven();
    const picker = screen.getByLabelText('Choose a sketch image');
    fireEvent.change(picker, {
      target: { files: [new File(['%PDF'], 'sketch.pdf', { type: 'application/pdf' })] },
    });
    expect(alertSpy).toHaveBeenCalledWith(
      'Please select a supported image format: PNG, JPEG, JPG, GIF, or WebP',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('rejects an image of 5MB or more', async () => {
    await openStepSeven();
    fireEvent.change(screen.getByLabelText('Choose a sketch image'), {
      target: { files: [png('big.png', 5 * 1024 * 1024)] },
    });
    expect(alertSpy).toHaveBeenCalledWith('Image size must be less than 5MB');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('uses only the first dropped file, then submits it with the message and clears it', async () => {
    const { calls } = await openStepSeven([
      {
        method: 'POST',
        path: `${SESSION_PATH}/message`,
        reply: () => json({ aiMessage: makeMessage(9, 'ai', 'Sketch received.') }),
      },
    ]);
    fireEvent.drop(screen.getByTestId('sketch-drop-zone'), {
      dataTransfer: { files: [png('first.png'), new File(['x'], 'second.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByRole('img', { name: 'Preview of your sketch first.png' })).toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Sketch' }));
    expect(await screen.findByText('Sketch received.')).toBeInTheDocument();
    const sent = calls.find((call) => call.url === `${SESSION_PATH}/message`)?.body as { imageData?: string };
    expect(sent.imageData).toMatch(/^data:image\/png;base64,/);
    expect(screen.queryByRole('img', { name: /Preview of your sketch/ })).toBeNull();
  });

  it("alerts 'Failed to upload image. Please try again.' when the file cannot be read", async () => {
    await openStepSeven();
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
    });
    fireEvent.change(screen.getByLabelText('Choose a sketch image'), { target: { files: [png('a.png')] } });
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to upload image. Please try again.'));
  });

  it('can skip the step', async () => {
    const { calls } = await openStepSeven([
      {
        method: 'POST',
        path: `${SESSION_PATH}/message`,
        reply: () => json({ aiMessage: makeMessage(9, 'ai', 'OK.') }),
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Skip this step' }));
    await screen.findByText('OK.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ content: 'Skip this step' });
  });
});
