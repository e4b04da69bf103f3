import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

// A pool names who may draw from it. Pools existed only behind phone promotions, where members had no
// business claiming codes, so every existing pool stays closed to members. Pools also get a random
// public id: their integer ids were counted 1, 2, 3 by a script draining them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('promo_code_pools')
    .addColumn('public_id', 'text', (col) => col.unique())
    .addColumn('members_may_claim', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('member_requirement', 'text', (col) =>
      col.notNull().defaultTo('VerifiedAccount').check(sql`member_requirement in ('None', 'VerifiedAccount', 'Photo', 'StudentEmail')`),
    )
    .execute();
  const pools = await db.selectFrom('promo_code_pools').select('id').execute();
  for (const { id } of pools) {
    await db.updateTable('promo_code_pools').set({ public_id: randomBytes(16).toString('base64url') }).where('id', '=', id).execute();
  }
  await db.schema.alterTable('promo_code_pools').alterColumn('public_id', (col) => col.setNotNull()).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('promo_code_pools').dropColumn('member_requirement').dropColumn('members_may_claim').dropColumn('public_id').execute();
}
