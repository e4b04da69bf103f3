/** The service-worker cache holding the member's card (profile and photo) for offline use at the door. */
export const MEMBER_CARD_CACHE = 'member-card';

/**
 * Drops the cached card. Called on an explicit log out, so the next person on a shared phone finds no
 * trace of the member even offline; a mere session expiry keeps it, since the card must work offline.
 */
export async function forgetMemberCard(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(MEMBER_CARD_CACHE);
}
