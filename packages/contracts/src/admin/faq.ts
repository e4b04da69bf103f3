import { z } from 'zod';
import { multilineText } from '../text.ts';
import { VersionSchema, adminName } from './common.ts';

/** Longest answer the console accepts: a few short paragraphs, which is what reads well folded out. */
export const FAQ_ANSWER_MAX = 2000;

/** One FAQ item as the console sees it. */
export const AdminFaqItemSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  question: z.string(),
  answer: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AdminFaqItem = z.infer<typeof AdminFaqItemSchema>;

/** GET /api/admin/faq: every item in page order (a short list, so not paginated). */
export const AdminFaqListSchema = z.array(AdminFaqItemSchema);

/** Body of POST /api/admin/faq (a new item goes last). */
export const AdminFaqItemInputSchema = z.object({
  question: adminName(200),
  answer: multilineText({ max: FAQ_ANSWER_MAX, messages: { required: 'Required.', tooLong: `At most ${FAQ_ANSWER_MAX} characters.` } }),
});
export type AdminFaqItemInput = z.infer<typeof AdminFaqItemInputSchema>;

/** Body of PUT /api/admin/faq/{id}. */
export const AdminFaqItemUpdateSchema = AdminFaqItemInputSchema.extend({ version: VersionSchema });
export type AdminFaqItemUpdate = z.infer<typeof AdminFaqItemUpdateSchema>;

/** Body of POST /api/admin/faq/{id}/move: one place up or down, swapping with the neighbour. */
export const AdminFaqMoveSchema = z.object({ direction: z.enum(['up', 'down']), version: VersionSchema });
export type AdminFaqMove = z.infer<typeof AdminFaqMoveSchema>;
