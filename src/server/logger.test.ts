import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

const SECRET = 'the secret kettle';

function capture() {
  const lines: string[] = [];
  const logger = createLogger(
    'debug',
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  return { logger, text: () => lines.join('') };
}

describe('the app logger (issue 14)', () => {
  it('never takes an error’s message as the line’s message', () => {
    const { logger, text } = capture();
    logger.error(new Error(`failed on ${SECRET}`));
    logger.warn({ err: new Error(`failed on ${SECRET}`) });
    logger.debug({ err: Object.assign(new Error('x'), { params: [SECRET], code: '22P02' }) }, 'query failed');
    expect(text()).not.toContain(SECRET);
    expect(text()).toContain('"code":"22P02"');
    expect(text()).toContain('error (kind and code in err)');
  });

  it('censors content, patentData, passwords and images wherever they appear', () => {
    const { logger, text } = capture();
    logger.info({
      body: { content: SECRET, patentData: { title: SECRET }, password: SECRET, imageData: SECRET },
    });
    expect(text()).not.toContain(SECRET);
    expect(text()).toContain('[redacted]');
  });

  it('keeps an ordinary message and its fields', () => {
    const { logger, text } = capture();
    logger.info({ route: '/api/patent/session/:sessionId' }, 'request completed');
    expect(text()).toContain('"msg":"request completed"');
    expect(text()).toContain('"route":"/api/patent/session/:sessionId"');
  });
});
