import { api } from '../../lib/api.ts';

/**
 * The product API with the console's cache tags. They are added here rather than in
 * lib/api-definition.ts, so they load with the console's chunk; each area injects its endpoints into
 * this one.
 */
export const adminApi = api.enhanceEndpoints({
  addTagTypes: [
    'AdminVenue',
    'AdminOffer',
    'AdminVip',
    'AdminPromotion',
    'AdminPromoter',
    'AdminSource',
    'AdminMember',
    'AdminStaff',
    'AdminContact',
    'AdminDelivery',
    'AdminFaq',
    'AdminReport',
    'AdminAudit',
    'AdminCampaign',
  ],
});

/** The tags of a list page: the list's own, and each item's, so saving one item refreshes the page. */
export function pageTags<Tag extends string, Id extends string | number>(type: Tag, ids: readonly Id[]) {
  return [{ type, id: 'LIST' as const }, ...ids.map((id) => ({ type, id }))];
}

/**
 * Tags a mutation invalidates once it succeeded. RTK Query invalidates a mutation's tags after a
 * failure too; a refused save must leave the loaded record (and the form over it) as it was.
 */
export function afterSuccess<const Tags extends readonly unknown[]>(...tags: Tags) {
  return (_result: unknown, error: unknown): Array<Tags[number]> => (error ? [] : [...tags]);
}
