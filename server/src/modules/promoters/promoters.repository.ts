import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PromoterRow, PromoterSendOutcome } from './promoters.table.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export function findPromoterByCode(db: Executor, uniqueCode: string): Promise<PromoterRow | undefined> {
  return db.selectFrom('promoters').selectAll().where('unique_code', '=', uniqueCode).executeTakeFirst();
}

/** Logs one promoter send; failures are logged outside the failed transaction so they are kept. */
export async function recordPromoterSend(
  db: Executor,
  values: { promoterId: number; phoneNumber: string | null; outcome: PromoterSendOutcome; promoCodeId: string | null; clientIp: string },
): Promise<void> {
  await db
    .insertInto('promoter_sends')
    .values({
      promoter_id: values.promoterId,
      phone_number: values.phoneNumber,
      outcome: values.outcome,
      promo_code_id: values.promoCodeId,
      client_ip: values.clientIp,
    })
    .execute();
}
