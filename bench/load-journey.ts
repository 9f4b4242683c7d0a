/**
 * One inventor's journey through the API, as the load benchmark replays it: create a session, eight
 * times fetch it and answer the assistant, unlock it through test-mode checkout, generate the PDF and
 * fetch the session once more (20 requests, one PDF). Each journey comes from an address of its own
 * (X-Forwarded-For; the app under test trusts one proxy hop), so per-client limits apply per inventor.
 */
export type Journey = { ip: string; sessionId?: string; answers: number };
export type StepRequest = {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
};
export type Step = {
  kind: 'create' | 'fetch' | 'answer' | 'checkout' | 'pdf';
  request: (journey: Journey) => StepRequest;
  onResponse?: (body: string, journey: Journey) => void;
};

const ANSWERS = [
  'A folding drying rack for small apartments that mounts over a door.',
  'The frame is made of aluminium tubing and holds a removable fabric tray with four corner clips.',
  'A spring-loaded hinge connects the tray to the frame so that the tray folds flat for storage.',
  'In another version the tray is made of silicone and the clips are magnetic.',
];

let journeys = 0;
/** A new inventor at a fresh address in 10.0.0.0/8. */
export function newJourney(): Journey {
  const n = journeys++;
  return { ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, answers: 0 };
}
export const journeysStarted = () => journeys;

const post = (journey: Journey, path: string, body?: unknown): StepRequest =>
  body === undefined
    ? { method: 'POST', path, headers: { 'x-forwarded-for': journey.ip } }
    : {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': journey.ip },
        body: JSON.stringify(body),
      };
const sessionPath = (journey: Journey) => `/api/patent/session/${journey.sessionId ?? 'no-session-yet'}`;

const fetchSession: Step = {
  kind: 'fetch',
  request: (journey) => ({
    method: 'GET',
    path: sessionPath(journey),
    headers: { 'x-forwarded-for': journey.ip },
  }),
};
const answer: Step = {
  kind: 'answer',
  request: (journey) =>
    post(journey, `${sessionPath(journey)}/message`, {
      content: ANSWERS[journey.answers++ % ANSWERS.length],
    }),
};

export const JOURNEY: Step[] = [
  {
    kind: 'create',
    request: (journey) =>
      post(journey, '/api/patent/session', { userEmail: `inventor${journey.ip}@example.com` }),
    onResponse: (body, journey) => {
      journey.sessionId = (JSON.parse(body) as { session?: { sessionId?: string } }).session?.sessionId;
    },
  },
  ...Array.from({ length: 8 }, () => [fetchSession, answer]).flat(),
  {
    kind: 'checkout',
    request: (journey) =>
      post(journey, '/api/create-payment-intent', {
        email: 'inventor@example.com',
        existingSessionId: journey.sessionId,
      }),
  },
  { kind: 'pdf', request: (journey) => post(journey, `${sessionPath(journey)}/generate-pdf`) },
  fetchSession,
];
