import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The fields of a Stripe PaymentIntent that the app reads. */
export type FakePaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  livemode: false;
  created: number;
};

export type RecordedRequest = {
  method: string;
  path: string;
  form: Record<string, unknown>;
  idempotencyKey: string | undefined;
};

export type FakeStripe = {
  /** e.g. http://127.0.0.1:41234 — give it to the app as STRIPE_API_URL. */
  url: string;
  secretKey: string;
  paymentIntents: Map<string, FakePaymentIntent>;
  requests: RecordedRequest[];
  /** Every Idempotency-Key header received, in order. */
  idempotencyKeys: string[];
  /** Changes a PaymentIntent as Stripe would after the browser paid (status, amount, metadata…). */
  updatePaymentIntent(id: string, changes: Partial<Omit<FakePaymentIntent, 'id' | 'object'>>): void;
  /** Stops listening, so the app sees Stripe as unreachable. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
};

/**
 * Stripe's form encoding (`metadata[sessionId]=…`, `automatic_payment_methods[enabled]=true`) back
 * into an object. One level of brackets is all the calls we make use.
 */
function parseStripeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^([^[]+)\[([^\]]+)\]$/.exec(key);
    if (nested) {
      const parent = (result[nested[1]!] ?? {}) as Record<string, string>;
      parent[nested[2]!] = value;
      result[nested[1]!] = parent;
    } else {
      result[key] = value;
    }
  }
  return result;
}

function stripeError(status: number, type: string, message: string, code?: string) {
  return { status, body: { error: { type, message, ...(code ? { code } : {}) } } };
}

/**
 * A local HTTP server speaking the two PaymentIntent calls of Stripe's API that the app makes, so the
 * real `stripe` client runs against it. It checks the secret key, honours idempotency keys like
 * Stripe (same key and body → same answer; same key, other body → error) and records every request.
 */
export async function startFakeStripe(secretKey = `sk_test_fake_${randomBytes(6).toString('hex')}`) {
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const requests: RecordedRequest[] = [];
  const idempotencyKeys: string[] = [];
  const idempotent = new Map<string, { body: string; answer: { status: number; body: unknown } }>();

  function createPaymentIntent(form: Record<string, unknown>) {
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount < 50 || typeof form.currency !== 'string') {
      return stripeError(400, 'invalid_request_error', 'Invalid amount or currency', 'parameter_invalid');
    }
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const automatic = form.automatic_payment_methods as { enabled?: string } | undefined;
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency: form.currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      metadata: { ...((form.metadata as Record<string, string>) ?? {}) },
      automatic_payment_methods: automatic ? { enabled: automatic.enabled === 'true' } : null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    paymentIntents.set(id, intent);
    return { status: 200, body: intent };
  }

  function answer(method: string, path: string, body: string, idempotencyKey: string | undefined) {
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (idempotencyKey) {
        const earlier = idempotent.get(idempotencyKey);
        if (earlier && earlier.body !== body) {
          return stripeError(
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        }
        if (earlier) return earlier.answer;
        const fresh = createPaymentIntent(parseStripeForm(body));
        idempotent.set(idempotencyKey, { body, answer: fresh });
        return fresh;
      }
      return createPaymentIntent(parseStripeForm(body));
    }
    const retrieve = /^\/v1\/payment_intents\/([^/?]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      const intent = paymentIntents.get(decodeURIComponent(retrieve[1]!));
      if (!intent) {
        return stripeError(
          404,
          'invalid_request_error',
          `No such payment_intent: '${retrieve[1]}'`,
          'resource_missing',
        );
      }
      return { status: 200, body: intent };
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = (request.url ?? '/').split('?')[0]!;
      const method = request.method ?? 'GET';
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method, path, form: parseStripeForm(body), idempotencyKey });
      if (idempotencyKey) idempotencyKeys.push(idempotencyKey);

      const result =
        request.headers.authorization === `Bearer ${secretKey}`
          ? answer(method, path, body, idempotencyKey)
          : stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
      response.writeHead(result.status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      response.end(JSON.stringify(result.body));
    });
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const port = await listen(0);

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    paymentIntents,
    requests,
    idempotencyKeys,
    updatePaymentIntent(id, changes) {
      const intent = paymentIntents.get(id);
      if (!intent) throw new Error(`fake Stripe has no PaymentIntent ${id}`);
      paymentIntents.set(id, { ...intent, ...changes });
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
    start: async () => {
      await listen(port);
    },
  };
  return fake;
}

/**
 * A stand-in for Stripe.js (served in place of https://js.stripe.com/… by a browser test's route),
 * enough for @stripe/react-stripe-js: `Stripe(key)`, `elements().create('payment')` mounting one
 * labelled card-number field, and `confirmPayment`. Card 4000000000000002 is declined like Stripe's
 * test card; 4000000000000077 makes the browser claim success while Stripe never saw a payment (a
 * forged or broken client); any other number succeeds after `window.fakeStripeMarkPaid(id)`
 * (exposed by the test) has marked the PaymentIntent succeeded in the fake API.
 */
export const FAKE_STRIPE_JS = `(() => {
  function Stripe(publishableKey) {
    let clientSecret = '';
    let input = null;
    const element = {
      mount(node) {
        const target = typeof node === 'string' ? document.querySelector(node) : node;
        target.innerHTML = '<label for="fake-card" style="display:block;font-size:14px">Card number</label>' +
          '<input id="fake-card" autocomplete="cc-number" inputmode="numeric" style="border:1px solid #6b7280;padding:8px;width:100%;border-radius:6px" value="4242 4242 4242 4242">';
        input = target.querySelector('input');
        setTimeout(() => (handlers.ready || []).forEach((h) => h({ elementType: 'payment' })), 0);
      },
      on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); return element; },
      off() { return element; },
      update() {},
      unmount() {},
      destroy() {},
    };
    const handlers = {};
    return {
      publishableKey,
      elements(options) {
        clientSecret = (options && options.clientSecret) || '';
        return { create: () => element, getElement: () => element, update() {}, submit: async () => ({}) };
      },
      async confirmPayment() {
        const id = clientSecret.split('_secret_')[0];
        const number = (input ? input.value : '').replace(/\\s/g, '');
        if (number === '4000000000000002') {
          return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
        }
        if (number !== '4000000000000077') await window.fakeStripeMarkPaid(id);
        return { paymentIntent: { id, object: 'payment_intent', status: 'succeeded' } };
      },
      createToken() {},
      createPaymentMethod() {},
      confirmCardPayment() {},
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;
