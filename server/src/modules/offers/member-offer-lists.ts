import { createHash } from 'node:crypto';
import { type Offer, OfferListSchema } from '@venue-pass/contracts';
import { z } from 'zod';
import { createKeyedSnapshots } from '../../db/snapshot.ts';
import { type GzipPiece, type GzipSequence, gzipPiece, gzipSequence, gzipWith, rawWith } from '../../http/gzip-pieces.ts';
import { type PreparedJson, strongEtag } from '../../http/prepared-json.ts';
import { toOffer } from './offer.mapper.ts';
import type { MemberOfferRow, MemberStanding, OffersRepository } from './offers.repository.ts';

export interface MemberOfferListsOptions {
  offers: Pick<OffersRepository, 'standingOf' | 'listForStanding' | 'nextChangeAfter'>;
  /** The clock the rules are read at; tests set it. */
  now?: () => Date;
  /** Bounds how long a missed change notification could leave a list or a member's standing stale. */
  ttlSeconds: number;
  /** Told of every read of a shared list, for the cache metrics. */
  onLookup?: (outcome: 'hit' | 'miss') => void;
  /** Told of every read of a member's standing, for the cache metrics. */
  onStandingLookup?: (outcome: 'hit' | 'miss') => void;
  /** The most members' standings kept (a few dozen bytes each). */
  maxMembers?: number;
}

interface SharedList {
  /** '[', each venue's run of offers with the venue not a favourite, ']'. */
  sequence: GzipSequence;
  /** For each venue, its runs' places in `sequence` and the runs as they read with the venue a favourite. */
  favouriteRuns: ReadonlyMap<number, { index: number; piece: GzipPiece }[]>;
  /** The answer to a member with no favourite among the list's venues. */
  plain: PreparedJson;
  /** The list reads the same until this instant (epoch ms). */
  validUntil: number;
}

const MINUTE_MS = 60_000;
const EMPTY_LIST = sharedList([], Number.POSITIVE_INFINITY);

/**
 * Members' offer lists (the offers page and the VIP page), each the same for every member of a standing (the
 * requirements they meet, VIP or not) but for which venues are their favourites: one list per standing,
 * serialised and gzipped once, a venue's offers at a time in both forms, and each member's answer joined from
 * those pieces with their favourites (ADR 081). A list is kept until the catalogue changes
 * (`catalogue_changed`) or the clock would change it: days and hours are read to the minute and offers start
 * and end (ADR 046); a member's standing until the member changes (`member_changed`). The rules stay
 * offerEligibility's, in SQL, run when a list or a standing is loaded.
 */
export function createMemberOfferLists({
  offers,
  ttlSeconds,
  maxMembers = 50_000,
  now = () => new Date(),
  onLookup,
  onStandingLookup,
}: MemberOfferListsOptions) {
  const standings = createKeyedSnapshots<MemberStanding | undefined>({
    load: (memberId) => offers.standingOf(memberId),
    ttlMs: ttlSeconds * 1000,
    max: maxMembers,
    ...(onStandingLookup ? { onLookup: onStandingLookup } : {}),
  });
  const lists = createKeyedSnapshots<SharedList>({
    load: async (key) => {
      const { standing, vip } = JSON.parse(key) as { standing: Pick<MemberStanding, 'met' | 'isVip'>; vip: boolean };
      const at = now();
      const [rows, nextChange] = await Promise.all([offers.listForStanding(standing, { vip }, at), offers.nextChangeAfter(at)]);
      const nextMinute = (Math.floor(at.getTime() / MINUTE_MS) + 1) * MINUTE_MS;
      return sharedList(rows, Math.min(nextMinute, nextChange?.getTime() ?? Number.POSITIVE_INFINITY));
    },
    expiresAt: (list) => list.validUntil,
    ttlMs: ttlSeconds * 1000,
    // Eight combinations of requirements met, each with its VIP list for VIP members and for the others.
    max: 32,
    now: () => now().getTime(),
    ...(onLookup ? { onLookup } : {}),
  });

  return {
    /** The member's VIP offers (`vip`) or their other offers, as the answer's JSON. */
    async get(memberId: string, { vip }: { vip: boolean }): Promise<PreparedJson> {
      const standing = await standings.get(memberId);
      if (!standing) return EMPTY_LIST.plain;
      // Whether the member is VIP decides only which VIP offers they see (offerEligibility's `vip`).
      const key = JSON.stringify({ standing: { met: standing.met, isVip: vip && standing.isVip }, vip });
      return withFavourites(await lists.get(key), standing.favouriteVenueIds);
    },

    /** Forgets one member's standing, or everything kept when no id is given. */
    invalidate(memberId?: string): void {
      if (memberId) {
        standings.invalidate(memberId);
        return;
      }
      standings.invalidateAll();
      lists.invalidateAll();
    },
  };
}
export type MemberOfferLists = ReturnType<typeof createMemberOfferLists>;

function sharedList(rows: MemberOfferRow[], validUntil: number): SharedList {
  const texts = (favourite: boolean) =>
    z.encode(OfferListSchema, rows.map((row) => toOffer({ ...row, venue_is_favourite: favourite }))).map((offer: Offer) => JSON.stringify(offer));
  const [plainTexts, favouriteTexts] = [texts(false), texts(true)];
  const pieces = [gzipPiece(Buffer.from('['))];
  const favouriteRuns = new Map<number, { index: number; piece: GzipPiece }[]>();
  let start = 0;
  for (let index = 1; index <= rows.length; index += 1) {
    if (index < rows.length && rows[index]!.venue_id === rows[start]!.venue_id) continue;
    // Every run but the first starts with the comma that separates it from the one before.
    const run = (of: string[]) => gzipPiece(Buffer.from(`${start === 0 ? '' : ','}${of.slice(start, index).join(',')}`));
    const venueId = rows[start]!.venue_id;
    favouriteRuns.set(venueId, [...(favouriteRuns.get(venueId) ?? []), { index: pieces.length, piece: run(favouriteTexts) }]);
    pieces.push(run(plainTexts));
    start = index;
  }
  pieces.push(gzipPiece(Buffer.from(']')));
  const sequence = gzipSequence(pieces);
  return {
    sequence,
    favouriteRuns,
    plain: { body: sequence.raw, etag: `W/${strongEtag(sequence.raw)}`, gzip: sequence.gzip },
    validUntil,
  };
}

/** The list as a member with these favourite venues reads it: the same bytes as the list encoded for them alone. */
function withFavourites(list: SharedList, favouriteVenueIds: readonly number[]): PreparedJson {
  const swaps = new Map<number, GzipPiece>();
  for (const venueId of favouriteVenueIds) {
    for (const run of list.favouriteRuns.get(venueId) ?? []) swaps.set(run.index, run.piece);
  }
  if (swaps.size === 0) return list.plain;
  const tag = createHash('sha256').update(`${list.plain.etag} ${[...swaps.keys()].join(',')}`).digest('base64url').slice(0, 27);
  return {
    etag: `W/"${tag}"`,
    // Joined only for the encoding sent (sendPrepared reads one of them).
    get body() {
      return rawWith(list.sequence, swaps);
    },
    get gzip() {
      return gzipWith(list.sequence, swaps);
    },
  };
}
