import type { Kysely, Transaction } from 'kysely';
import { AdminMessages } from '@venue-pass/contracts';
import type { Database } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { isUniqueViolation } from './unique-violation.ts';

/** A unique index and what the operator is told when a save collides with it. */
export interface UniqueRule {
  constraint: string;
  field: string;
  message: string;
}

/**
 * Runs one console change in one transaction (the change and its audit entry commit together, ADR 041)
 * and turns a collision with a unique index into a 409 naming the field.
 */
export async function consoleTransaction<T>(db: Kysely<Database>, uniques: UniqueRule[], work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    const rule = uniques.find((each) => isUniqueViolation(error, each.constraint));
    if (rule) throw new DomainError('conflict', rule.message, { fields: { [rule.field]: [rule.message] } });
    throw error;
  }
}

/** The record locked for the change, refused when missing (404) or changed since the operator loaded it (409). */
export function checkVersion<R extends { version: number }>(row: R | undefined, version: number): R {
  if (!row) throw new DomainError('not-found', AdminMessages.notFound);
  if (row.version !== version) throw new DomainError('conflict', AdminMessages.staleVersion, { reason: 'stale-version' });
  return row;
}

export function notFound(): DomainError {
  return new DomainError('not-found', AdminMessages.notFound);
}
