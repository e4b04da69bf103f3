import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './common.ts';

export const DeliveryChannelSchema = z.enum(['email', 'sms', 'whatsapp']);
export type DeliveryChannel = z.infer<typeof DeliveryChannelSchema>;

/** A message that was given up or reported undelivered, as the console's "Delivery problems" lists it. */
export const AdminDeliveryProblemSchema = z.object({
  id: z.uuid(),
  channel: DeliveryChannelSchema,
  /** The address or number with most of it hidden: enough to recognise, not to contact. */
  recipient: z.string(),
  /** What the message was for (voucher, member_code, …); null for messages queued before kinds were recorded. */
  kind: z.string().nullable(),
  reason: z.string(),
  /** The provider's error code, when it gave one. */
  errorCode: z.number().int().nullable(),
  failedAt: z.string(),
});
export type AdminDeliveryProblem = z.infer<typeof AdminDeliveryProblemSchema>;
export const AdminDeliveryProblemPageSchema = adminPageSchema(AdminDeliveryProblemSchema);

/** GET /api/admin/deliveries: newest first by default; `channel` filters, `q` finds a number or address. */
export const AdminDeliveryProblemListQuerySchema = adminListQuerySchema(['failedAt'] as const).extend({
  channel: DeliveryChannelSchema.optional(),
});
export type AdminDeliveryProblemListQuery = z.infer<typeof AdminDeliveryProblemListQuerySchema>;
