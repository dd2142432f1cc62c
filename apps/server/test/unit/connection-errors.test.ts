import { describe, expect, it } from 'vitest';
import { isConnectionError } from '../../src/lib/pg-errors';

const withCode = (code: string, extra: object = {}) =>
  Object.assign(new Error(code), { code, ...extra });

describe('isConnectionError: the database is away, not the request wrong', () => {
  it('knows refused, reset and timed-out sockets, also inside drizzle’s cause and an AggregateError', () => {
    expect(isConnectionError(withCode('ECONNREFUSED'))).toBe(true);
    expect(isConnectionError(new Error('query failed', { cause: withCode('ECONNRESET') }))).toBe(
      true,
    );
    expect(isConnectionError(new AggregateError([withCode('ETIMEDOUT')], 'connect'))).toBe(true);
    expect(isConnectionError(withCode('ENOENT', { syscall: 'connect' }))).toBe(true);
  });
  it('knows PostgreSQL shutting down, starting up, out of slots and class 08', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001'])
      expect(isConnectionError(withCode(code))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
  });
  it('leaves the request’s own errors alone', () => {
    for (const code of ['23505', '23503', '22003', '42P01', 'ENOENT'])
      expect(isConnectionError(withCode(code))).toBe(false);
    expect(isConnectionError(new Error('boom'))).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
  });
});
