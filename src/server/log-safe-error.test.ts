import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { LoggableError, safeErrorLog } from './log-safe-error';

const SECRET = 'the secret kettle';

describe('errors in the log (issue 14)', () => {
  it('keeps kind, code, status and frames of a library error, never its message or data', () => {
    const cause = Object.assign(new Error(`invalid input: "${SECRET}"`), {
      code: '22P02',
      detail: `Key (title)=(${SECRET})`,
    });
    const error = Object.assign(new Error(`Failed query: insert …\n    at params: ${SECRET}`, { cause }), {
      params: [SECRET],
      requestBodyValues: { prompt: SECRET },
      statusCode: 500,
    });
    const logged = safeErrorLog(error);
    expect(logged).toMatchObject({ type: 'Error', statusCode: 500, cause: { type: 'Error', code: '22P02' } });
    expect(logged.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(logged)).not.toContain(SECRET);
  });

  it('keeps only identifier-like codes', () => {
    expect(
      safeErrorLog(Object.assign(new Error('x'), { code: 'ECONNREFUSED', syscall: 'connect' })),
    ).toMatchObject({
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
    expect(safeErrorLog(Object.assign(new Error('x'), { code: `550 ${SECRET}` })).code).toBeUndefined();
  });

  it('keeps the messages we wrote ourselves', () => {
    expect(safeErrorLog(new AppError('not_found', 'Session not found')).message).toBe('Session not found');
    expect(safeErrorLog(new LoggableError('model call failed (HTTP 500)')).message).toBe(
      'model call failed (HTTP 500)',
    );
    expect(safeErrorLog(`a thrown string with ${SECRET}`)).toEqual({ type: 'string' });
  });
});
