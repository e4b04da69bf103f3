import { z } from 'zod';
import { WEEKDAYS, type Weekday } from './weekdays.ts';
import { MAX_VENUE_ID } from './venues.ts';

/** A time of day, 24-hour 'HH:MM'. */
export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

const dayFields = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [
    [`${day}StartTime`, TimeOfDaySchema.nullable()],
    [`${day}StopTime`, TimeOfDaySchema.nullable()],
  ]),
) as Record<`${Weekday}${'Start' | 'Stop'}Time`, z.ZodNullable<typeof TimeOfDaySchema>>;

/** When an offer can be used: for each weekday a start and stop time, both null on a day without the offer. */
export const DealAvailabilitySchema = z.object(dayFields);
export type DealAvailability = z.infer<typeof DealAvailabilitySchema>;

/**
 * What a member must have done before an offer unlocks (R-SCOPE-11: some offers are restricted and need
 * the extra verification): nothing, a verified account, a verification photo, or a confirmed student e-mail.
 */
export const OfferRequirementSchema = z.enum(['None', 'VerifiedAccount', 'Photo', 'StudentEmail']);
export type OfferRequirement = z.infer<typeof OfferRequirementSchema>;

/** How often one member may redeem an offer: once ever, once per venue-local day, once per ISO week, or always. */
export const RedemptionRuleSchema = z.enum(['once', 'daily', 'weekly', 'unlimited']);
export type RedemptionRule = z.infer<typeof RedemptionRuleSchema>;

/** The venue of an offer (R-ENTITY-27), plus whether the member favourited it, which orders the groups on /offers. */
export const OfferVenueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string(),
  description: z.string(),
  isFavourite: z.boolean(),
});
export type OfferVenue = z.infer<typeof OfferVenueSchema>;

/** An offer the member may use (R-ENTITY-25 to R-ENTITY-29). */
export const UnlockedOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** ISO date-time; year 9999, or 3000 and above, means no end date. */
  dateVisibleTo: z.iso.datetime({ offset: true }),
  venue: OfferVenueSchema,
  dealAvailability: DealAvailabilitySchema,
  requirement: OfferRequirementSchema,
  locked: z.literal(false),
});
export type UnlockedOffer = z.infer<typeof UnlockedOfferSchema>;

/**
 * An offer the member can see but not use yet: only what the lock needs (name, venue and the missing
 * requirement). The server leaves out the description and times until the requirement is met.
 */
export const LockedOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  venue: OfferVenueSchema,
  requirement: OfferRequirementSchema.exclude(['None']),
  locked: z.literal(true),
});
export type LockedOffer = z.infer<typeof LockedOfferSchema>;

/** One entry of GET /api/offers and GET /api/me/vip. */
export const OfferSchema = z.discriminatedUnion('locked', [UnlockedOfferSchema, LockedOfferSchema]);
export type Offer = z.infer<typeof OfferSchema>;

export const OfferListSchema = z.array(OfferSchema);

/** The venues a page of a member's offers holds when the members' site asks (its offers page loads a page at a time). */
export const OFFER_PAGE_VENUES = 10;
/** The most venues one page may hold. */
export const MAX_OFFER_PAGE_VENUES = 50;

/**
 * Query of GET /api/offers and GET /api/me/vip: without `venues` the whole list; with it, the offers of that many
 * venues in the list's order (favourite venues first, then by name), starting after the venue `after`, the last
 * venue of the page before. A page shorter than `venues` venues is the last.
 */
export const OfferListQuerySchema = z.object({
  venues: z.coerce.number().int().min(1).max(MAX_OFFER_PAGE_VENUES).optional(),
  after: z.coerce.number().int().positive().max(MAX_VENUE_ID).optional(),
});
export type OfferListQuery = z.infer<typeof OfferListQuerySchema>;

/**
 * One venue of the catalogue a visitor sees at /offers (GET /api/offers/catalogue): the venue and the titles of
 * the offers every member can see now. Descriptions, times and requirements stay for members.
 */
export const CatalogueVenueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string(),
  offers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CatalogueVenue = z.infer<typeof CatalogueVenueSchema>;

export const OfferCatalogueSchema = z.array(CatalogueVenueSchema);
export type OfferCatalogue = z.infer<typeof OfferCatalogueSchema>;

/** Path of GET /api/offers/{id}/poster; the id is a PostgreSQL integer. */
export const OfferIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export type OfferIdParams = z.infer<typeof OfferIdParamsSchema>;

/**
 * Answer of GET /api/offers/{id}/poster: the SPA page that shows the member's poster for the offer,
 * `/p/{offerId}/{contactId}`, where contactId is a signed token naming the member (it expires).
 */
export const OfferPosterLinkSchema = z.object({ path: z.string().regex(/^\/p\/\d+\/[A-Za-z0-9_-]+$/) });
export type OfferPosterLink = z.infer<typeof OfferPosterLinkSchema>;
