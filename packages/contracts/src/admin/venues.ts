import { z } from 'zod';
import { DealAvailabilitySchema } from '../offers.ts';
import { multilineText, singleLineText } from '../text.ts';
import { VersionSchema, adminListQuerySchema, adminName, adminPageSchema } from './common.ts';

/** Opening days and hours of a venue: per weekday a start and stop time, both null when closed. */
export const OpeningHoursSchema = DealAvailabilitySchema;
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name such as 'Europe/London', as the runtime's Intl knows it. */
export const TimeZoneSchema = z.string().min(1).max(64).refine(isTimeZone, 'Not a time zone.');

/** A venue as the console sees it. */
export const AdminVenueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Same-origin path of the logo (served by /media). */
  logoUrl: z.string(),
  website: z.string().nullable(),
  address: z.string(),
  timeZone: z.string(),
  openingHours: OpeningHoursSchema,
  /** Inactive venues and their offers are hidden from members at once. */
  active: z.boolean(),
  offerCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminVenue = z.infer<typeof AdminVenueSchema>;
export const AdminVenuePageSchema = adminPageSchema(AdminVenueSchema);

/** GET /api/admin/venues: search by name; `active` filters. */
export const AdminVenueListQuerySchema = adminListQuerySchema(['name', 'createdAt'] as const).extend({
  active: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
});
export type AdminVenueListQuery = z.infer<typeof AdminVenueListQuerySchema>;

/** Body of POST /api/admin/venues. The logo is uploaded afterwards (PUT /api/admin/venues/{id}/logo). */
export const AdminVenueInputSchema = z.object({
  name: adminName(),
  description: multilineText({ max: 2000, messages: { required: 'Required.' } }),
  website: z.url({ protocol: /^https?$/ }).max(300).nullable(),
  address: singleLineText({ max: 300, messages: { required: 'Required.' } }),
  timeZone: TimeZoneSchema,
  openingHours: OpeningHoursSchema,
  active: z.boolean(),
});
export type AdminVenueInput = z.infer<typeof AdminVenueInputSchema>;

/** Body of PUT /api/admin/venues/{id}. */
export const AdminVenueUpdateSchema = AdminVenueInputSchema.extend({ version: VersionSchema });
export type AdminVenueUpdate = z.infer<typeof AdminVenueUpdateSchema>;

/** Largest logo file accepted, before resizing. */
export const VENUE_LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** Side of the square the server resizes a logo into (PNG, transparent padding). */
export const VENUE_LOGO_SIZE = 256;

/** Body of PUT /api/admin/venues/{id}/logo: a PNG, JPEG or WebP file as base64. */
export const AdminVenueLogoInputSchema = z.object({
  imageData: z.base64().max(Math.ceil(VENUE_LOGO_MAX_BYTES / 3) * 4, 'The logo may be at most 5 MB.'),
  version: VersionSchema,
});
export type AdminVenueLogoInput = z.infer<typeof AdminVenueLogoInputSchema>;
