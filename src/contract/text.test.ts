import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from './index';
import {
  adminLoginRequestSchema,
  adminSessionIdsQuerySchema,
  adminSessionsQuerySchema,
  confirmPaymentRequestSchema,
  contactRequestSchema,
  createPaymentIntentRequestSchema,
  createSessionRequestSchema,
  editSectionRequestSchema,
  saveForLaterRequestSchema,
  sendMessageRequestSchema,
  sessionsSignInLinkRequestSchema,
  sessionsSignInRequestSchema,
  TEXT_PROBLEMS,
  textProblem,
} from './index';
import { stringsWithoutTextRule } from './text';

const SESSION_ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const TOKEN = 'A'.repeat(43);

/** Every request schema of the contract with one valid request; each of its strings gets poisoned. */
const REQUESTS: Array<[string, z.ZodType, Record<string, unknown>]> = [
  ['create session', createSessionRequestSchema, { userEmail: 'a@b.co' }],
  ['send message', sendMessageRequestSchema, { content: 'A kettle', imageData: 'data:image/png;base64,AA' }],
  ['edit section', editSectionRequestSchema, { section: 'title', content: 'A kettle' }],
  ['save for later', saveForLaterRequestSchema, { email: 'a@b.co', sessionId: SESSION_ID }],
  ['contact', contactRequestSchema, { name: 'Ann', email: 'a@b.co', subject: 'Hi', message: 'Hello' }],
  ['sign-in link', sessionsSignInLinkRequestSchema, { email: 'a@b.co' }],
  ['sign-in', sessionsSignInRequestSchema, { email: 'a@b.co', token: TOKEN }],
  ['checkout', createPaymentIntentRequestSchema, { email: 'a@b.co', existingSessionId: SESSION_ID }],
  ['confirm payment', confirmPaymentRequestSchema, { paymentIntentId: 'pi_1', email: 'a@b.co' }],
  ['admin login', adminLoginRequestSchema, { password: 'secret-password' }],
  ['admin search', adminSessionsQuerySchema, { q: 'kettle', status: 'all', page: '1' }],
  ['admin select-all', adminSessionIdsQuerySchema, { q: 'kettle', status: 'all' }],
];

const POISONS: Array<[string, string, string]> = [
  ['NUL', '\u0000', TEXT_PROBLEMS.nul],
  ['a lone high surrogate', '\ud800', TEXT_PROBLEMS.illFormed],
  ['a lone low surrogate', '\udc00', TEXT_PROBLEMS.illFormed],
];

const EMAIL_POISONS: Array<[string, string]> = [
  ['right-to-left override U+202E', '\u202e'],
  ['zero-width space U+200B', '\u200b'],
  ['zero-width joiner U+200D', '\u200d'],
  ['left-to-right isolate U+2066', '\u2066'],
];

const isEmailField = (field: string) => /email/i.test(field);

describe('the text rule of every request schema (issue 14)', () => {
  it.each(REQUESTS)('%s: the valid sample passes', (_name, schema, sample) => {
    expect(schema.safeParse(sample).success).toBe(true);
  });

  for (const [name, schema, sample] of REQUESTS) {
    const stringFields = Object.keys(sample).filter((field) => typeof sample[field] === 'string');
    for (const field of stringFields) {
      it.each(POISONS)(`${name}: ${field} with %s is refused, naming the field`, (_what, poison, message) => {
        const value = sample[field] as string;
        const poisoned = { ...sample, [field]: `${value.slice(0, 1)}${poison}${value.slice(1)}` };
        const result = schema.safeParse(poisoned);
        expect(result.success).toBe(false);
        // Fields with a fixed shape (enum, session id) may refuse it as off-shape; the rest by the rule.
        expect(result.error?.issues[0]?.path).toEqual([field]);
        if (!['section', 'status', 'page', 'sessionId', 'existingSessionId', 'token'].includes(field)) {
          expect(result.error?.issues[0]?.message).toBe(message);
        }
      });
      if (isEmailField(field)) {
        it.each(EMAIL_POISONS)(`${name}: ${field} with %s is refused`, (_what, poison) => {
          const result = schema.safeParse({ ...sample, [field]: `a${poison}@b.co` });
          expect(result.error?.issues[0]).toMatchObject({ path: [field], message: TEXT_PROBLEMS.invisible });
        });
      }
    }
  }

  it('is kept by every string field of every request schema the contract exports', () => {
    const requestSchemas = Object.entries(contract).filter(([name]) =>
      /(Request|Query|Details)Schema$|^(email|sessionId)Schema$/.test(name),
    ) as Array<[string, z.ZodType]>;
    expect(requestSchemas.length).toBeGreaterThanOrEqual(REQUESTS.length + 2);
    for (const [name, schema] of requestSchemas) {
      expect(stringsWithoutTextRule(schema), name).toEqual([]);
    }
    // The check itself finds a plain string field.
    expect(stringsWithoutTextRule(contract.messageSchema)).toContain('content');
  });

  it('keeps ordinary text, emoji pairs and accents, and allows bidi marks outside addresses', () => {
    expect(textProblem('Café ☕ 😀 a kettle\n\twith tabs')).toBeUndefined();
    expect(textProblem('שלום \u200f kettle')).toBeUndefined();
    expect(textProblem('a\u200f@b.co', 'email')).toBe(TEXT_PROBLEMS.invisible);
    expect(textProblem('😀'.slice(0, 1))).toBe(TEXT_PROBLEMS.illFormed);
  });
});
