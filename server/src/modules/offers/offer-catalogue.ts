import { type OfferCatalogue, OfferCatalogueSchema } from '@venue-pass/contracts';
import { createKeyedSnapshots } from '../../db/snapshot.ts';
import { type PreparedJson, prepareJson } from '../../http/prepared-json.ts';
import type { CatalogueOfferRow, OffersRepository } from './offers.repository.ts';

export interface OfferCatalogueOptions {
  offers: Pick<OffersRepository, 'listCatalogue' | 'nextChangeAfter'>;
  /** Bounds how long a missed change notification could leave the catalogue stale. */
  ttlSeconds: number;
  /** The clock the rules are read at; tests set it. */
  now?: () => Date;
  /** Told of every read, for the cache metrics. */
  onLookup?: (outcome: 'hit' | 'miss') => void;
}

export function toCatalogue(rows: CatalogueOfferRow[]): OfferCatalogue {
  const venues = new Map<number, OfferCatalogue[number]>();
  for (const row of rows) {
    let venue = venues.get(row.venue_id);
    if (!venue) {
      venue = { id: row.venue_id, name: row.venue_name, logoUrl: row.venue_logo_url, offers: [] };
      venues.set(row.venue_id, venue);
    }
    venue.offers.push({ id: row.id, name: row.name });
  }
  return [...venues.values()];
}

/**
 * What the scheme offers, as a visitor sees it at /offers: one answer for every visitor, kept until the
 * catalogue changes (`catalogue_changed`) or an offer starts or ends.
 */
export function createOfferCatalogue({ offers, ttlSeconds, now = () => new Date(), onLookup }: OfferCatalogueOptions) {
  const kept = createKeyedSnapshots<{ prepared: PreparedJson; validUntil: number }>({
    load: async () => {
      const at = now();
      const [rows, nextChange] = await Promise.all([offers.listCatalogue(at), offers.nextChangeAfter(at)]);
      return { prepared: prepareJson(OfferCatalogueSchema, toCatalogue(rows)), validUntil: nextChange?.getTime() ?? Number.POSITIVE_INFINITY };
    },
    expiresAt: (catalogue) => catalogue.validUntil,
    ttlMs: ttlSeconds * 1000,
    max: 1,
    now: () => now().getTime(),
    ...(onLookup ? { onLookup } : {}),
  });
  return {
    get: async (): Promise<PreparedJson> => (await kept.get('')).prepared,
    invalidate: () => kept.invalidateAll(),
  };
}
export type OfferCatalogueCache = ReturnType<typeof createOfferCatalogue>;
