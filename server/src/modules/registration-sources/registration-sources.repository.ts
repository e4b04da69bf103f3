import { randomBytes } from 'node:crypto';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import type { RegistrationSourceRow } from './registration-sources.table.ts';

/** 128 random bits, base64url: a link code nobody can guess or enumerate. */
export function generateRegistrationCode(): string {
  return randomBytes(16).toString('base64url');
}

export function createRegistrationSourcesRepository(db: Executor) {
  // ON CONFLICT on the member's primary key makes the first attribution win, even between racing requests.
  async function attribute(
    memberId: string,
    which: (eb: ExpressionBuilder<Database, 'registration_sources'>) => Expression<SqlBool>,
  ): Promise<boolean> {
    const inserted = await db
      .insertInto('member_registration_sources')
      .columns(['member_id', 'registration_source_id'])
      .expression((eb) => eb.selectFrom('registration_sources').select([eb.val(memberId).as('member_id'), 'id']).where(which))
      .onConflict((conflict) => conflict.column('member_id').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  return {
    /** An active source by its link code; retired sources read as unknown. */
    async findActiveByCode(code: string): Promise<RegistrationSourceRow | undefined> {
      return db.selectFrom('registration_sources').selectAll().where('code', '=', code).where('active', '=', true).executeTakeFirst();
    },

    /** Sign-ups may only name a source that exists and still runs. */
    async findActiveById(id: number): Promise<RegistrationSourceRow | undefined> {
      return db.selectFrom('registration_sources').selectAll().where('id', '=', id).where('active', '=', true).executeTakeFirst();
    },

    async insert(source: { name: string; code?: string; active?: boolean }): Promise<RegistrationSourceRow> {
      return db
        .insertInto('registration_sources')
        .values({ name: source.name, code: source.code ?? generateRegistrationCode(), active: source.active ?? true })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Records that a member came through the active source with `code`, unless a source is recorded
     * already. Returns whether this call recorded it.
     */
    async attributeMember(memberId: string, code: string): Promise<boolean> {
      return attribute(memberId, (eb) => eb.and([eb('code', '=', code), eb('active', '=', true)]));
    },

    /**
     * The same for a source named by its numeric id, as a mobile sign-up carries it. The sign-up was
     * accepted while the source ran, so a source retired since still counts.
     */
    async attributeMemberToSourceId(memberId: string, sourceId: number): Promise<boolean> {
      return attribute(memberId, (eb) => eb('id', '=', sourceId));
    },

    async findAttribution(memberId: string): Promise<{ registration_source_id: number } | undefined> {
      return db
        .selectFrom('member_registration_sources')
        .select('registration_source_id')
        .where('member_id', '=', memberId)
        .executeTakeFirst();
    },
  };
}
export type RegistrationSourcesRepository = ReturnType<typeof createRegistrationSourcesRepository>;
