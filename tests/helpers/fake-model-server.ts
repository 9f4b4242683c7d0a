import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { FLAWED_REVIEW, PROFESSIONAL_REVIEW } from './recorded-review-drafts';

/** What the fake answers to the next requests (one mode per request; `ok` once the queue is empty). */
/** `review-flawed`: a review draft with the claim mistakes models make (recorded-review-drafts.ts). */
export type FakeModelMode =
  | 'ok'
  | 'malformed'
  | 'error500'
  | 'hang'
  | 'first-person'
  | 'slow'
  | 'review-flawed'
  /** The model reads the message as a question to it and answers it. */
  | 'question-intent';

export type FakeModelRequest = {
  /** True once the response is over (finished, or closed by the caller). */
  ended: boolean;
  stream: boolean;
  schemaName: string | undefined;
  prompt: string;
};

export type FakeModelServer = {
  /** Base URL for AI_BASE_URL, e.g. http://127.0.0.1:1234/v1 */
  baseUrl: string;
  requests: FakeModelRequest[];
  enqueue(...modes: FakeModelMode[]): void;
  close(): Promise<void>;
};

/** Marks text written by the fake, so tests can tell it reached the draft. */
export const FAKE_MARK = 'Per the model,';

type ChatBody = {
  stream?: boolean;
  messages?: { role: string; content: unknown }[];
  response_format?: { json_schema?: { name?: string } };
};

function promptOf(body: ChatBody): string {
  return (body.messages ?? [])
    .filter((message) => message.role === 'user')
    .map((message) =>
      typeof message.content === 'string' ? message.content : JSON.stringify(message.content),
    )
    .join('\n');
}

/** A structured answer that fits the schema the drafter asked for. */
function answerFor(schemaName: string | undefined, prompt: string, mode: FakeModelMode): string {
  if (schemaName === 'review_draft') {
    return JSON.stringify(mode === 'review-flawed' ? FLAWED_REVIEW : PROFESSIONAL_REVIEW);
  }
  const answer = /The inventor's answer:\n([\s\S]*)$/.exec(prompt)?.[1]?.trim() ?? '';
  const section = /^Section: (.+)$/m.exec(prompt)?.[1] ?? '';
  const sectionText =
    section === 'Title'
      ? 'Leash Water Bottle with Folding Bowl'
      : mode === 'first-person'
        ? `${FAKE_MARK} I think my bottle has a clip.`
        : `${FAKE_MARK} the ${section.toLowerCase()} section reads as follows. ${answer.replace(/\b(?:I|my)\b/g, 'the')}`;
  if (mode === 'question-intent') {
    return JSON.stringify({
      comment: 'A provisional application gives you a filing date for 12 months.',
      sectionText: `${FAKE_MARK} nothing to add.`,
      followUp: 'What is the folding bowl made of?',
      intent: 'question',
      understood: [],
      seeds: [],
    });
  }
  // What the fake "understood": the parts of the leash bottle that the answer names.
  const understood = [
    ...new Set(
      (answer.match(/\b(?:bowl|clip|bottle|valve|filter)\b/gi) ?? []).map((part) => part.toLowerCase()),
    ),
  ].map((part) => `the ${part}`);
  return JSON.stringify({
    comment: `Thank you, I have added that to the ${section} section.`,
    sectionText,
    followUp: 'What is the folding bowl made of?',
    intent: 'answer',
    understood,
    seeds: [],
  });
}

function chunk(id: string, model: string, delta: Record<string, unknown>, finish: string | null) {
  return `data: ${JSON.stringify({
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}

/**
 * A local OpenAI-compatible chat server (POST /v1/chat/completions, plain and SSE streaming) that
 * answers structured drafts, or fails on request: malformed JSON, HTTP 500, or never answering.
 */
export async function startFakeModelServer(): Promise<FakeModelServer> {
  const queue: FakeModelMode[] = [];
  const requests: FakeModelRequest[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (data: Buffer) => {
      raw += data.toString('utf8');
    });
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(raw) as ChatBody;
      const prompt = promptOf(body);
      const schemaName = body.response_format?.json_schema?.name;
      const record: FakeModelRequest = { ended: false, stream: Boolean(body.stream), schemaName, prompt };
      requests.push(record);
      res.on('close', () => {
        record.ended = true;
      });
      const mode = queue.shift() ?? 'ok';
      if (mode === 'hang') return;
      if (mode === 'error500') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'internal error', type: 'server_error' } }));
        return;
      }
      const content =
        mode === 'malformed'
          ? '{"comment": "Thank you", "sectionText": '
          : answerFor(schemaName, prompt, mode);
      const id = `chatcmpl-${requests.length}`;
      const model = 'fake-model';
      if (!body.stream) {
        const answer = () => {
          if (res.destroyed) return;
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              id,
              object: 'chat.completion',
              created: Math.floor(Date.now() / 1000),
              model,
              choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
              usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
            }),
          );
        };
        // A slow model answers after a second.
        if (mode === 'slow') setTimeout(answer, 1_000);
        else answer();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(chunk(id, model, { role: 'assistant', content: '' }, null));
      const pieces: string[] = [];
      for (let start = 0; start < content.length; start += 12) pieces.push(content.slice(start, start + 12));
      const finish = () => {
        res.write(chunk(id, model, {}, 'stop'));
        res.write(
          `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model, choices: [], usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 } })}\n\n`,
        );
        res.end('data: [DONE]\n\n');
      };
      if (mode !== 'slow') {
        for (const piece of pieces) res.write(chunk(id, model, { content: piece }, null));
        finish();
        return;
      }
      // A slow model: one piece every 50 ms, stopping if the caller goes away.
      const timer = setInterval(() => {
        if (res.destroyed) return clearInterval(timer);
        const piece = pieces.shift();
        if (piece === undefined) {
          clearInterval(timer);
          finish();
        } else {
          res.write(chunk(id, model, { content: piece }, null));
        }
      }, 50);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...modes) => queue.push(...modes),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
