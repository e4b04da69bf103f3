import { z } from 'zod';
import { VersionSchema, adminListQuerySchema, adminName, adminPageSchema } from './common.ts';

/** A registration source (a campaign's /r/{code} sign-up link) as the console sees it. */
export const AdminRegistrationSourceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** Absolute sign-up URL (/r/{code}). */
  link: z.string(),
  signUps: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type AdminRegistrationSource = z.infer<typeof AdminRegistrationSourceSchema>;
export const AdminRegistrationSourcePageSchema = adminPageSchema(AdminRegistrationSourceSchema);
export const AdminRegistrationSourceListQuerySchema = adminListQuerySchema(['name', 'createdAt'] as const);

/** Body of POST /api/admin/registration-sources (the code is drawn by the server). */
export const AdminRegistrationSourceInputSchema = z.object({ name: adminName() });
export type AdminRegistrationSourceInput = z.infer<typeof AdminRegistrationSourceInputSchema>;

/** Body of PUT /api/admin/registration-sources/{id}. */
export const AdminRegistrationSourceUpdateSchema = z.object({ name: adminName(), active: z.boolean(), version: VersionSchema });
export type AdminRegistrationSourceUpdate = z.infer<typeof AdminRegistrationSourceUpdateSchema>;
