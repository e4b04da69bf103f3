import { FaqListSchema } from '@venue-pass/contracts';
import { type PreparedJson, prepareJson } from '../../http/prepared-json.ts';
import { type Snapshot, createSnapshot } from '../../db/snapshot.ts';
import { toFaqItem } from './faq.mapper.ts';
import type { FaqRepository } from './faq.repository.ts';

/** The FAQ every visitor reads, loaded once and kept until faq_items changes (ADR 038, ADR 069). */
export function createPublicFaq(
  faq: Pick<FaqRepository, 'list'>,
  ttlSeconds: number,
  onLookup?: (outcome: 'hit' | 'miss') => void,
): Snapshot<PreparedJson> {
  return createSnapshot({
    load: async () => prepareJson(FaqListSchema, (await faq.list()).map(toFaqItem)),
    ttlMs: ttlSeconds * 1000,
    ...(onLookup ? { onLookup } : {}),
  });
}
