import { LRUCache } from 'lru-cache';
import { createKeyedSnapshots } from '../../db/snapshot.ts';
import type { Principal } from '../auth/token-verifier.ts';
import type { MemberState, MembersRepository } from './members.repository.ts';

export interface MemberStatesOptions {
  members: Pick<MembersRepository, 'findOrCreate' | 'findState'>;
  /** Bounds how long a missed change notification could leave a state stale. */
  ttlSeconds: number;
  /** Told of every read, for the cache metrics. */
  onLookup?: (outcome: 'hit' | 'miss') => void;
  /** The most members kept (about 1 KB each). */
  max?: number;
}

/**
 * Signed-in members as every member route starts from them: the row and whether there is a photo, kept in
 * memory by member id. The database announces every change to a member, whoever made it
 * (`member_changed`, migration 2026_11_25_160000), and this process's own commits are heard at once, so
 * `invalidate` keeps each state true (ADR 046). A token's issuer and subject map to a member id for good:
 * ids are never reused.
 */
export function createMemberStates({ members, ttlSeconds, max = 10_000, onLookup }: MemberStatesOptions) {
  const ids = new LRUCache<string, string>({ max });
  const states = createKeyedSnapshots<MemberState | undefined>({
    load: async (id) => {
      const state = await members.findState(id);
      // Shared by every request of the member until it changes: nobody may edit it in place.
      if (state) Object.freeze(state.member);
      return state;
    },
    ttlMs: ttlSeconds * 1000,
    max,
    ...(onLookup ? { onLookup } : {}),
  });

  return {
    /** The member behind a token, created from its claims on the first call. */
    async forPrincipal(principal: Principal): Promise<MemberState> {
      const key = `${principal.issuer} ${principal.subject}`;
      const known = ids.get(key);
      const cached = known ? await states.get(known) : undefined;
      if (cached) return cached;
      // Found by the token in one read, which is also the member's state: kept unless a change came in meanwhile.
      const mark = states.mark();
      const state = await members.findOrCreate(principal);
      Object.freeze(state.member);
      ids.set(key, state.member.id);
      states.keep(state.member.id, state, mark);
      return state;
    },

    /** Forgets one member's state, or every member's when no id is given. */
    invalidate(memberId?: string): void {
      if (memberId) states.invalidate(memberId);
      else states.invalidateAll();
    },
  };
}
export type MemberStates = ReturnType<typeof createMemberStates>;
