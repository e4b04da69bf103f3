import { type Kysely, sql } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database.ts';

/**
 * oidc-provider's storage contract (see its example/my_adapter.js) over the idp_models table, so
 * sessions, grants, codes and refresh tokens survive a restart and are shared between instances.
 */
export function createKyselyAdapterFactory(db: Kysely<Database>) {
  return (kind: string): Adapter => new KyselyAdapter(db, kind);
}

class KyselyAdapter implements Adapter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const row = {
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insertInto('idp_models')
      .values({ kind: this.kind, id, ...row })
      .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet(row))
      .execute();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.findBy('id', id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findBy('uid', uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findBy('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db
      .updateTable('idp_models')
      .set({ consumed_at: sql<Date>`now()` })
      .where('kind', '=', this.kind)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('idp_models').where('kind', '=', this.kind).where('id', '=', id).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // Every kind bound to the grant goes (access tokens, codes, refresh tokens), as in my_adapter.js.
    await this.db.deleteFrom('idp_models').where('grant_id', '=', grantId).execute();
  }

  private async findBy(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const row = await this.db
      .selectFrom('idp_models')
      .select(['payload', 'consumed_at'])
      .where('kind', '=', this.kind)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      ...(row.payload as AdapterPayload),
      ...(row.consumed_at ? { consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : {}),
    };
  }
}

/** Expired rows one statement deletes: each statement stays short, however many have piled up. */
export const EXPIRED_MODELS_BATCH = 1000;

/**
 * Deletes up to `batchSize` expired rows and returns how many; reads already ignore them, this keeps the
 * table small. Rows another instance's cleanup is deleting at that moment are skipped, not waited for.
 * The retention job 'expired-sign-in-rows' repeats it (ADR 065).
 */
export async function deleteExpiredModels(db: Kysely<Database>, batchSize = EXPIRED_MODELS_BATCH): Promise<number> {
  const result = await db
    .deleteFrom('idp_models')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('kind', 'id'),
        'in',
        selectFrom('idp_models')
          .select(['kind', 'id'])
          .where('expires_at', '<=', sql<Date>`now()`)
          .limit(batchSize)
          .forUpdate()
          .skipLocked()
          .$asTuple('kind', 'id'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
