import type { Executor } from '../../db/database.ts';
import type { PromoterRow, PromoterSendOutcome } from './promoters.table.ts';

export function createPromotersRepository(db: Executor) {
  return {
    findByCode(uniqueCode: string): Promise<PromoterRow | undefined> {
      return db.selectFrom('promoters').selectAll().where('unique_code', '=', uniqueCode).executeTakeFirst();
    },

    /** Logs one promoter send; a refusal is logged outside the failed transaction so it is kept. */
    async recordSend(values: {
      promoterId: number;
      phoneNumber: string | null;
      outcome: PromoterSendOutcome;
      promoCodeId: string | null;
      clientIp: string;
    }): Promise<void> {
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
    },
  };
}
export type PromotersRepository = ReturnType<typeof createPromotersRepository>;
