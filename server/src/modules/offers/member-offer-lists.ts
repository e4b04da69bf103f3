import { OfferListSchema } from '@venue-pass/contracts';
import { createKeyedSnapshots } from '../../db/snapshot.ts';
import { type PreparedJson, prepareJson } from '../../http/prepared-json.ts';
import { toOffer } from './offer.mapper.ts';
import type { OffersRepository } from './offers.repository.ts';

export interface MemberOfferListsOptions {
  offers: Pick<OffersRepository, 'listForMember' | 'nextChangeAfter'>;
  /** The clock the rules are read at; tests set it. */
  now?: () => Date;
  /** Bounds how long a missed change notification could leave a list stale. */
  ttlSeconds: number;
  /** Told of every read, for the cache metrics. */
  onLookup?: (outcome: 'hit' | 'miss') => void;
  /** The most lists kept (a list is a few KB). */
  max?: number;
}

interface KeptList {
  prepared: PreparedJson;
  /** The list reads the same until this instant (epoch ms). */
  validUntil: number;
}

const MINUTE_MS = 60_000;

/**
 * A member's offer lists (the offers page and the VIP page), serialised once and kept until something they
 * are made of changes: the member (`member_changed`), the catalogue (`catalogue_changed`), or the clock,
 * since days and hours are read to the minute and offers start and end (ADR 046). The rules themselves
 * stay offerEligibility's, in SQL, run when a list is loaded.
 */
export function createMemberOfferLists({ offers, ttlSeconds, max = 2_000, now = () => new Date(), onLookup }: MemberOfferListsOptions) {
  const lists = createKeyedSnapshots<KeptList>({
    load: async (key) => {
      const [memberId, kind] = key.split(' ') as [string, 'vip' | 'offers'];
      const at = now();
      const [rows, nextChange] = await Promise.all([offers.listForMember(memberId, { vip: kind === 'vip' }, at), offers.nextChangeAfter(at)]);
      const nextMinute = (Math.floor(at.getTime() / MINUTE_MS) + 1) * MINUTE_MS;
      return {
        prepared: prepareJson(OfferListSchema, rows.map(toOffer)),
        validUntil: Math.min(nextMinute, nextChange?.getTime() ?? Number.POSITIVE_INFINITY),
      };
    },
    expiresAt: (list) => list.validUntil,
    ttlMs: ttlSeconds * 1000,
    max,
    now: () => now().getTime(),
    ...(onLookup ? { onLookup } : {}),
  });

  return {
    /** The member's VIP offers (`vip`) or their other offers, as the answer's JSON. */
    async get(memberId: string, { vip }: { vip: boolean }): Promise<PreparedJson> {
      return (await lists.get(`${memberId} ${vip ? 'vip' : 'offers'}`)).prepared;
    },

    /** Forgets one member's lists, or every member's when no id is given. */
    invalidate(memberId?: string): void {
      if (!memberId) return lists.invalidateAll();
      lists.invalidate(`${memberId} offers`);
      lists.invalidate(`${memberId} vip`);
    },
  };
}
export type MemberOfferLists = ReturnType<typeof createMemberOfferLists>;
