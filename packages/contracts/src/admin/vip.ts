import { z } from 'zod';
import { singleLineText } from '../text.ts';
import { adminListQuerySchema, adminPageSchema } from './common.ts';

/** A member on the VIP list. */
export const AdminVipMemberSchema = z.object({
  memberId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  cardNumber: z.string(),
});
export type AdminVipMember = z.infer<typeof AdminVipMemberSchema>;
export const AdminVipPageSchema = adminPageSchema(AdminVipMemberSchema);
export const AdminVipListQuerySchema = adminListQuerySchema(['email'] as const);

/** Body of POST /api/admin/vip: the member's e-mail address or printed card number. */
export const AdminVipAddInputSchema = z.object({
  emailOrCardNumber: singleLineText({ max: 320, messages: { required: 'Required.' } }),
});
export type AdminVipAddInput = z.infer<typeof AdminVipAddInputSchema>;
