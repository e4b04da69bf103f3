import type { Kysely, Transaction } from 'kysely';
import { AdminMessages } from '@venue-pass/contracts';
import type { Database } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { Actor } from './admin-actor.ts';
import { type AuditRecord, createAuditRepository } from './audit/audit.repository.ts';
import { isUniqueViolation } from './unique-violation.ts';

/** A unique index and what the operator is told when a save collides with it. */
export interface UniqueRule {
  constraint: string;
  field: string;
  message: string;
}

/**
 * What a change answers, and the audit entry it writes (none when it changed nothing; several when it
 * changed several records, as approving a proposal changes the proposal and its offer).
 */
export interface AuditedOutcome<T> {
  answer: T;
  audit: AuditRecord | readonly AuditRecord[] | null;
}

export interface AuditedChangeOptions<R, T> {
  actor: Actor;
  /** Collisions with these unique indexes are a 409 naming the field. */
  uniques?: UniqueRule[];
  /** The record changed, locked in the change's transaction; none is a 404. Absent for a new record. */
  lock?: (trx: Transaction<Database>) => Promise<R | undefined>;
  /**
   * The version of the record the operator loaded; one changed since is a 409 (ADR 041). None, or none
   * for this record, where the change can lose nobody's edit.
   */
  version?: number | ((locked: R) => number | undefined);
  /** Applies the change to the locked record (none for a new one) and says what the log records. */
  change: (trx: Transaction<Database>, locked: R) => Promise<AuditedOutcome<T>>;
}

/**
 * The one way the console changes a record (ADR 083): in one transaction it locks the record, checks the
 * version the operator saw, applies the change and writes its audit entry, so the change and its entry
 * commit or roll back together (ADR 041); a collision with a unique index is a 409 naming the field.
 */
export async function auditedChange<T, R extends object = never>(db: Kysely<Database>, options: AuditedChangeOptions<R, T>): Promise<T> {
  const { actor, uniques = [], lock, version, change } = options;
  try {
    return await db.transaction().execute(async (trx) => {
      const locked = lock ? await lock(trx) : undefined;
      if (lock && !locked) throw notFound();
      const expected = typeof version === 'function' ? version(locked as R) : version;
      if (expected !== undefined && (locked as { version?: number } | undefined)?.version !== expected) {
        throw new DomainError('conflict', AdminMessages.staleVersion, { reason: 'stale-version' });
      }
      const outcome = await change(trx, locked as R);
      const entries = outcome.audit === null ? [] : Array.isArray(outcome.audit) ? outcome.audit : [outcome.audit as AuditRecord];
      const audit = createAuditRepository(trx);
      for (const entry of entries) await audit.record(actor, entry);
      return outcome.answer;
    });
  } catch (error) {
    const rule = uniques.find((each) => isUniqueViolation(error, each.constraint));
    if (rule) throw new DomainError('conflict', rule.message, { fields: { [rule.field]: [rule.message] } });
    throw error;
  }
}

export function notFound(): DomainError {
  return new DomainError('not-found', AdminMessages.notFound);
}
