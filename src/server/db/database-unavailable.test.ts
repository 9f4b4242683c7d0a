import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { isDatabaseUnavailable } from './database-unavailable';

/** An error as pg reports one the server sent, with its SQLSTATE. */
function serverError(code: string, message = 'server said no'): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

function socketError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

/** How drizzle hands pg's error to our code. */
const fromDrizzle = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'])('recognises the socket error %s', (code) => {
    expect(isDatabaseUnavailable(socketError(code))).toBe(true);
    expect(isDatabaseUnavailable(fromDrizzle(socketError(code)))).toBe(true);
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['08001', 'could not establish connection'],
    ['08P01', 'protocol violation'],
  ])('recognises the SQLSTATE %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(serverError(code, message))).toBe(true);
    expect(isDatabaseUnavailable(fromDrizzle(serverError(code, message)))).toBe(true);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
  ])('recognises pg saying "%s"', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
    expect(isDatabaseUnavailable(fromDrizzle(new Error(message)))).toBe(true);
  });

  it('finds the failure several causes down', () => {
    const deep = new Error('operation failed', {
      cause: fromDrizzle(new Error('wrapped', { cause: socketError('ECONNREFUSED') })),
    });
    expect(isDatabaseUnavailable(deep)).toBe(true);
  });

  it.each([
    ['a unique violation', fromDrizzle(serverError('23505', 'duplicate key value'))],
    ['a syntax error', fromDrizzle(serverError('42601', 'syntax error at or near "selec"'))],
    ['a query cancelled by statement_timeout', serverError('57014', 'canceling statement')],
    ['a serialisation failure', serverError('40001', 'could not serialize access')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['an app error', new AppError('not_found', 'Session not found')],
    ['a message that only mentions a connection', new Error('Connection terminated unexpectedly!')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
    ['null', null],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops on a cycle of causes', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    first.cause = second;
    expect(isDatabaseUnavailable(first)).toBe(false);
  });
});
