import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

function withCode(code: string, message = 'failed'): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a terminated backend (57P01)', withCode('57P01')],
    ['a server starting up (57P03)', withCode('57P03')],
    ['a connection failure (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a refused TCP connection', withCode('ECONNREFUSED')],
    ['a dropped socket', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a database refusing connections', withCode('55000', 'database "x" is not currently accepting connections')],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('recognises %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505')],
    ['a missing table (42P01)', withCode('42P01')],
    ['another object in a wrong state (55000)', withCode('55000', 'cannot do that now')],
    ['a plain error', new Error('boom')],
    ['a string', 'Connection terminated'],
  ])('leaves %s to the 500 path', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
