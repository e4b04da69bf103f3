import { createHash } from 'node:crypto';
import { compareVenueNames, type Offer, type OfferListQuery, OfferListSchema } from '@venue-pass/contracts';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { createKeyedSnapshots } from '../../db/snapshot.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { type GzipPiece, gzipPiece, joinGzip, joinRaw } from '../../http/gzip-pieces.ts';
import type { PreparedJson } from '../../http/prepared-json.ts';
import { offerMessages } from './messages.ts';
import { toOffer } from './offer.mapper.ts';
import type { MemberOfferRow, MemberStanding, OffersRepository } from './offers.repository.ts';

export interface MemberOfferListsOptions {
  offers: Pick<OffersRepository, 'standingOf' | 'listForStanding' | 'listedVenues' | 'nextChangeAfter'>;
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

/** One venue's offers, serialised and gzipped in both forms, with no separator around them. */
interface VenueRun {
  venueId: number;
  /** The venue's place among every listed venue in name order. */
  rank: number;
  /** A digest of the rows the forms were made from, which names them. */
  content: string;
  plain: GzipPiece;
  favourite: GzipPiece;
}

interface SharedList {
  /** The venues with offers in the list, in name order. */
  runs: VenueRun[];
  /** Every listed venue's place in name order, with offers now or not, so that a page may follow any of them. */
  ranks: ReadonlyMap<number, number>;
  /** Names the list's content in the answers' entity tags. */
  tag: string;
  /** The list reads the same until this instant (epoch ms). */
  validUntil: number;
}

const MINUTE_MS = 60_000;
const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((text) => gzipPiece(Buffer.from(text))) as [GzipPiece, GzipPiece, GzipPiece];

/**
 * Members' offer lists (the offers page and the VIP page), each the same for every member of a standing (the
 * requirements they meet, VIP or not) but for which venues are their favourites and so come first: one list
 * per standing, serialised and gzipped once, a venue's offers at a time in both forms, and each member's answer,
 * the whole list or a page of venues, joined from those pieces in their order (ADR 081, ADR 091). A list is kept until the catalogue changes
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
  // A venue's offers read the same from one minute to the next, and across standings that unlock the same of
  // them: each form is serialised and gzipped once, and a list made at the change of minute reuses them, so
  // making it holds up the members' answers for a few milliseconds, not the tenth of a second a city's list
  // takes to encode.
  const runForms = new LRUCache<string, Pick<VenueRun, 'plain' | 'favourite'>>({ max: 20_000 });
  const emptyList = sharedList([], [], Number.POSITIVE_INFINITY, runForms);
  const lists = createKeyedSnapshots<SharedList>({
    load: async (key) => {
      const { standing, vip } = JSON.parse(key) as { standing: Pick<MemberStanding, 'met' | 'isVip'>; vip: boolean };
      const at = now();
      const [rows, venues, nextChange] = await Promise.all([
        offers.listForStanding(standing, { vip }, at),
        offers.listedVenues(),
        offers.nextChangeAfter(at),
      ]);
      const nextMinute = (Math.floor(at.getTime() / MINUTE_MS) + 1) * MINUTE_MS;
      return sharedList(rows, venues, Math.min(nextMinute, nextChange?.getTime() ?? Number.POSITIVE_INFINITY), runForms);
    },
    expiresAt: (list) => list.validUntil,
    ttlMs: ttlSeconds * 1000,
    // Eight combinations of requirements met, each with its VIP list for VIP members and for the others.
    max: 32,
    now: () => now().getTime(),
    ...(onLookup ? { onLookup } : {}),
  });

  return {
    /** The member's VIP offers (`vip`) or their other offers, all or a page of them, as the answer's JSON. */
    async get(memberId: string, { vip, page = {} }: { vip: boolean; page?: OfferListQuery }): Promise<PreparedJson> {
      const standing = await standings.get(memberId);
      if (!standing) return answer(emptyList, new Set(), {});
      // Whether the member is VIP decides only which VIP offers they see (offerEligibility's `vip`).
      const key = JSON.stringify({ standing: { met: standing.met, isVip: vip && standing.isVip }, vip });
      return answer(await lists.get(key), new Set(standing.favouriteVenueIds), page);
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

function sharedList(
  rows: MemberOfferRow[],
  venues: { id: number; name: string }[],
  validUntil: number,
  runForms: LRUCache<string, Pick<VenueRun, 'plain' | 'favourite'>>,
): SharedList {
  const ranks = new Map([...venues].sort(compareVenueNames).map((venue, rank) => [venue.id, rank]));
  const byVenue = new Map<number, MemberOfferRow[]>();
  for (const row of rows) {
    const venueRows = byVenue.get(row.venue_id);
    if (venueRows) venueRows.push(row);
    else byVenue.set(row.venue_id, [row]);
  }
  const encoded = (venueRows: MemberOfferRow[], favourite: boolean) =>
    gzipPiece(
      Buffer.from(
        z
          .encode(OfferListSchema, venueRows.map((row) => toOffer({ ...row, venue_is_favourite: favourite })))
          .map((offer: Offer) => JSON.stringify(offer))
          .join(','),
      ),
    );
  const runs: VenueRun[] = [];
  for (const [venueId, venueRows] of byVenue) {
    const rank = ranks.get(venueId);
    // A venue made inactive between the two reads is left out, as the next list will leave it.
    if (rank === undefined) continue;
    const content = createHash('sha256').update(JSON.stringify(venueRows)).digest('base64url');
    let forms = runForms.get(content);
    if (!forms) {
      forms = { plain: encoded(venueRows, false), favourite: encoded(venueRows, true) };
      runForms.set(content, forms);
    }
    runs.push({ venueId, rank, content, ...forms });
  }
  runs.sort((a, b) => a.rank - b.rank);
  const tag = createHash('sha256');
  for (const run of runs) tag.update(run.content);
  return { runs, ranks, tag: tag.digest('base64url').slice(0, 27), validUntil };
}

/**
 * The list as a member with these favourite venues reads it, favourite venues first, each part in name order
 * (R-OFFERS-02): all of it, or the page the query asks for. The same bytes as the list encoded for them alone.
 */
function answer(list: SharedList, favourites: ReadonlySet<number>, { venues, after }: OfferListQuery): PreparedJson {
  const isFavourite = (run: VenueRun) => favourites.has(run.venueId);
  const ordered = [...list.runs.filter(isFavourite), ...list.runs.filter((run) => !isFavourite(run))];
  let start = 0;
  if (after !== undefined) {
    const rank = list.ranks.get(after);
    if (rank === undefined) throw new DomainError('invalid', offerMessages.pageAfterUnknownVenue);
    // The page follows the venue in its own part of the order: among the favourites when it is one.
    const afterFavourite = favourites.has(after);
    start = ordered.findIndex((run) => (afterFavourite ? !isFavourite(run) || run.rank > rank : !isFavourite(run) && run.rank > rank));
    if (start === -1) start = ordered.length;
  }
  const page = ordered.slice(start, venues === undefined ? undefined : start + venues);
  const pieces = [OPEN, ...page.flatMap((run, index) => [...(index === 0 ? [] : [COMMA]), isFavourite(run) ? run.favourite : run.plain]), CLOSE];
  const tag = createHash('sha256')
    .update(`${list.tag} ${page.map((run) => `${run.venueId}${isFavourite(run) ? '*' : ''}`).join(',')}`)
    .digest('base64url')
    .slice(0, 27);
  return {
    // One tag for both encodings of the same JSON.
    etag: `W/"${tag}"`,
    // Joined only for the encoding sent (sendPrepared reads one of them).
    get body() {
      return joinRaw(pieces);
    },
    get gzip() {
      return joinGzip(pieces);
    },
  };
}
