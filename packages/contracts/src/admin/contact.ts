import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './common.ts';

/** A contact-form message in the console's inbox. */
export const AdminContactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;
export const AdminContactMessagePageSchema = adminPageSchema(AdminContactMessageSchema);

/** GET /api/admin/contact-messages: newest first by default; `handled` filters. */
export const AdminContactMessageListQuerySchema = adminListQuerySchema(['createdAt'] as const).extend({
  handled: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
});
export type AdminContactMessageListQuery = z.infer<typeof AdminContactMessageListQuerySchema>;
