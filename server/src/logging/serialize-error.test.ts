import { describe, expect, it } from 'vitest';
import { serializeError } from './serialize-error.ts';

/** An error shaped like the ones pg and PGlite throw. */
function databaseError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

describe('serializeError', () => {
  it('keeps code, constraint and table of a unique violation and drops its detail, query and parameters', () => {
    const error = databaseError('duplicate key value violates unique constraint "idp_accounts_email_key"', {
      code: '23505',
      constraint: 'idp_accounts_email_key',
      table: 'idp_accounts',
      schema: 'public',
      detail: 'Key (lower(email))=(ada@example.com) already exists.',
      query: 'insert into "idp_accounts" ("email", "password_hash") values ($1, $2)',
      params: ['ada@example.com', 'scrypt$32768$8$1$salt$hash'],
      parameters: ['ada@example.com'],
      where: 'unnamed portal parameter $1',
      hint: 'a hint',
      internalQuery: 'select 1',
      queryOptions: { rowMode: 'object' },
    });
    const serialized = serializeError(error);

    expect(serialized).toMatchObject({
      type: 'Error',
      message: 'duplicate key value violates unique constraint "idp_accounts_email_key"',
      code: '23505',
      constraint: 'idp_accounts_email_key',
      table: 'idp_accounts',
      schema: 'public',
    });
    expect(Object.keys(serialized as object).sort()).toEqual(['code', 'constraint', 'message', 'schema', 'severity', 'stack', 'table', 'type']);
    expect(JSON.stringify(serialized)).not.toMatch(/ada@example\.com|scrypt|\$1/);
  });

  it('blanks the input PostgreSQL quotes after a colon, in the message and the stack', () => {
    const error = databaseError('invalid input syntax for type uuid: "ada@example.com"', { code: '22P02' });
    const serialized = serializeError(error) as { message: string; stack: string };

    expect(serialized.message).toBe('invalid input syntax for type uuid: "[redacted]"');
    expect(serialized.stack).not.toContain('ada@example.com');
    expect(serialized.stack).toContain('at ');
  });

  it('serializes causes the same way', () => {
    const cause = databaseError('new row for relation "members" violates check constraint "c"', {
      code: '23514',
      detail: 'Failing row contains (Ada, Lovelace, 1815-12-10, +447700900123).',
    });
    const serialized = serializeError(new Error('saving the profile failed', { cause })) as { cause: Record<string, unknown> };

    expect(serialized.cause).toMatchObject({ code: '23514', message: 'new row for relation "members" violates check constraint "c"' });
    expect(serialized.cause['detail']).toBeUndefined();
  });

  it('keeps the message of an error that is not from the database, and a status code', () => {
    const error = Object.assign(new TypeError('cannot read "x" of undefined: "y"'), { statusCode: 502 });
    expect(serializeError(error)).toMatchObject({ type: 'TypeError', message: 'cannot read "x" of undefined: "y"', statusCode: 502 });
  });

  it('describes a value that is no error at all', () => {
    expect(serializeError('plain text' as unknown as Error)).toEqual({ type: 'string', message: 'plain text', stack: '' });
  });
});
