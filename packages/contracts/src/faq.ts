import { z } from 'zod';

/** One question of the FAQ page and its answer, as GET /api/faq lists them. */
export const FaqItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;

/** GET /api/faq: the FAQ in the order the operator set. */
export const FaqListSchema = z.array(FaqItemSchema);
export type FaqList = z.infer<typeof FaqListSchema>;
