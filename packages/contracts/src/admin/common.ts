import { z } from 'zod';
import { redactedInLogs } from '../redacted-in-logs.ts';
import { searchText, singleLineText } from '../text.ts';

/** Texts the console API answers with; the console shows them as they are. */
export const AdminMessages = {
  adminOnly: 'Only operators may use the console.',
  notYourVenue: 'This venue is not one of yours.',
  staleVersion: 'Someone else saved this record after you opened it. Reload it and make your change again.',
  notFound: 'This record does not exist or was deleted.',
  venueNameTaken: 'Another venue already has this name.',
  offerTitleTaken: 'This venue already has an offer with this title.',
  sourceNameTaken: 'Another registration source already has this name.',
  managersByOperator: 'Only the operator names or changes venue managers.',
  staffEmailTaken: 'An account with this e-mail address already exists.',
  unknownVenue: 'Choose an existing venue.',
  unknownPromotion: 'Choose an existing promotion.',
  memberNotFound: 'No member has this e-mail address or card number.',
  memberErased: 'This member was erased.',
  alreadyVerified: 'This member has already verified their account.',
  invalidCursor: 'This page link is no longer valid; start from the first page.',
  logoNotAnImage: 'The logo must be a PNG, JPEG or WebP image.',
  endBeforeStart: 'The end must be after the start.',
  neverAvailable: 'Give it a start and an end time on at least one day: with none, members could never use it.',
} as const;

/** How a list is ordered. */
export const SortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrderSchema>;

/** Largest page a console list returns. */
export const ADMIN_PAGE_MAX = 100;

/**
 * A search or filter of a console list, as typed. It can name a member, so the request log leaves it out
 * (it would outlive their erasure there).
 */
export const adminFilterText = (max: number) => searchText({ max, messages: { tooLong: `At most ${max} characters.` } }).optional().register(redactedInLogs);

/**
 * The opaque keyset cursor of a list's previous page (its `nextCursor`). It holds that page's last sort
 * key, an e-mail address or a name when sorted by one, so the request log leaves it out too; the server
 * checks what it holds against the list's sort (AdminMessages.invalidCursor).
 */
export const AdminCursorSchema = z.string().max(500, { error: AdminMessages.invalidCursor }).optional().register(redactedInLogs);

/**
 * The query every console list takes: a search text, a page size and the opaque keyset cursor of the
 * previous page's `nextCursor`. Lists add their own `sort` (an enum of their columns) and filters.
 */
export const AdminListQueryBaseSchema = z.object({
  q: adminFilterText(200),
  order: SortOrderSchema.default('asc'),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(25),
  cursor: AdminCursorSchema,
});
export type AdminListQueryBase = z.infer<typeof AdminListQueryBaseSchema>;

/** A list query with the given sortable columns (the first is the default). */
export function adminListQuerySchema<const T extends readonly [string, ...string[]]>(sortable: T) {
  return AdminListQueryBaseSchema.extend({ sort: z.enum(sortable).default(sortable[0] as T[number] as never) });
}

/** One page of a console list; `nextCursor` is null on the last page. */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export interface AdminPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * The version of a record as the operator loaded it; a save with an older version than the stored one
 * is refused with 409 (AdminMessages.staleVersion) rather than overwriting someone else's change.
 */
export const VersionSchema = z.number().int().positive();

/** Path of every /api/admin/{area}/{id} route on integer ids. */
export const AdminIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export type AdminIdParams = z.infer<typeof AdminIdParamsSchema>;

/** Path of /api/admin/members/{id} and /api/admin/staff/{id}: a UUID. */
export const AdminUuidParamsSchema = z.object({ id: z.uuid() });
export type AdminUuidParams = z.infer<typeof AdminUuidParamsSchema>;

/** Query of routes that change a record without a body (delete, revoke): the version the operator saw. */
export const VersionQuerySchema = z.object({ version: z.coerce.number().int().positive() });

/** A short label such as a name or a title. */
export const adminName = (max = 120) => singleLineText({ max, messages: { required: 'Required.', tooLong: `At most ${max} characters.` } });
