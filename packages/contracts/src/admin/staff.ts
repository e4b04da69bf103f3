import { z } from 'zod';
import { personName } from '../text.ts';
import { VersionSchema, adminListQuerySchema, adminPageSchema } from './common.ts';

/** What an account of the venues does: staff redeem at their venues; a manager also runs their listing (issue 25). */
export const StaffRoleSchema = z.enum(['staff', 'manager']);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** A staff account of the embedded provider as the console sees it. */
export const AdminStaffSchema = z.object({
  id: z.uuid(),
  role: StaffRoleSchema,
  email: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  venues: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** False until the invitation's link was used to set a password. */
  passwordSet: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type AdminStaff = z.infer<typeof AdminStaffSchema>;
export const AdminStaffPageSchema = adminPageSchema(AdminStaffSchema);
export const AdminStaffListQuerySchema = adminListQuerySchema(['email', 'createdAt'] as const);

const venueIds = z.array(z.number().int().positive()).min(1, 'Choose at least one venue.').max(100);

/** Body of POST /api/admin/staff: the invitation goes out by e-mail through the outbox. */
export const AdminStaffInviteInputSchema = z.object({
  email: z.email().max(320),
  givenName: personName({ max: 100, messages: { required: 'Required.' } }),
  familyName: personName({ max: 100, messages: { required: 'Required.' } }),
  venueIds,
  /** Only the operator names managers; a venue manager invites staff. */
  role: StaffRoleSchema.default('staff'),
});
export type AdminStaffInviteInput = z.infer<typeof AdminStaffInviteInputSchema>;

/**
 * Body of PUT /api/admin/staff/{id}/venues: the venues, and the role when the operator changes it (absent
 * keeps it; only the operator names or demotes a manager).
 */
export const AdminStaffVenuesInputSchema = z.object({ venueIds, role: StaffRoleSchema.optional(), version: VersionSchema });
export type AdminStaffVenuesInput = z.infer<typeof AdminStaffVenuesInputSchema>;
