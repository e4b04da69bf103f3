import type { Executor } from '../../db/database.ts';

export function createWalletSettingsRepository(db: Executor) {
  return {
    /**
     * Returns the value stored under `name`, storing `create()`'s value first when there is none.
     * Insert-then-read makes two instances starting on an empty database agree on one value.
     */
    async storedOrCreated<T>(name: string, create: () => Promise<T>): Promise<T> {
      const existing = await db.selectFrom('wallet_settings').select('value').where('name', '=', name).executeTakeFirst();
      if (existing) return existing.value as T;
      await db
        .insertInto('wallet_settings')
        .values({ name, value: JSON.stringify(await create()) })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const stored = await db.selectFrom('wallet_settings').select('value').where('name', '=', name).executeTakeFirstOrThrow();
      return stored.value as T;
    },
  };
}
export type WalletSettingsRepository = ReturnType<typeof createWalletSettingsRepository>;
