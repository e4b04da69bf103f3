import type { AdminFaqItem, FaqItem } from '@venue-pass/contracts';
import type { FaqItemRow } from './faq.repository.ts';

export function toFaqItem(row: FaqItemRow): FaqItem {
  return { id: row.id, question: row.question, answer: row.answer };
}

export function toAdminFaqItem(row: FaqItemRow): AdminFaqItem {
  return { id: row.id, position: row.position, question: row.question, answer: row.answer, version: row.version, updatedAt: row.updated_at.toISOString() };
}
