import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/database.ts';

function hashOf(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

export function createWalletDownloadsRepository(db: Executor) {
  return {
    /** A new download id for the member: 256 random bits, valid once, for `ttlSeconds`. */
    async issue(memberId: string, ttlSeconds: number, now = new Date()): Promise<string> {
      const id = randomBytes(32).toString('base64url');
      // Spent and expired ids are swept here rather than by a timer: issuing is the only growth.
      await db.deleteFrom('wallet_downloads').where('expires_at', '<', now).execute();
      await db
        .insertInto('wallet_downloads')
        .values({ id_hash: hashOf(id), member_id: memberId, expires_at: new Date(now.getTime() + ttlSeconds * 1000), consumed_at: null })
        .execute();
      return id;
    },

    /**
     * Spends a download id and returns its member's card details, or undefined when it is unknown, spent or
     * expired. One conditional UPDATE, so two requests racing for the same id cannot both win.
     */
    async consume(id: string, now = new Date()): Promise<{ memberId: string; firstName: string; lastName: string } | undefined> {
      const spent = await db
        .updateTable('wallet_downloads')
        .set({ consumed_at: now })
        .where('id_hash', '=', hashOf(id))
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('member_id')
        .executeTakeFirst();
      if (!spent) return undefined;
      const member = await db
        .selectFrom('members')
        .select(['id', 'first_name', 'last_name'])
        .where('id', '=', spent.member_id)
        .executeTakeFirstOrThrow();
      return { memberId: member.id, firstName: member.first_name, lastName: member.last_name };
    },
  };
}
export type WalletDownloadsRepository = ReturnType<typeof createWalletDownloadsRepository>;
