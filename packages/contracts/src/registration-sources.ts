import { z } from 'zod';

/**
 * A registration code as it appears in /r/{code} links: base64url characters only. Generated codes
 * are 22 characters (128 random bits); the bound keeps look-ups and logs small.
 */
export const REGISTRATION_CODE_MAX_LENGTH = 64;
export const RegistrationCodeSchema = z
  .string()
  .min(1)
  .max(REGISTRATION_CODE_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/, 'Registration codes contain only letters, digits, - and _');

/** Path of GET /api/registration-sources/{id}; the id is the registration code of the link. */
export const RegistrationSourceParamsSchema = z.object({ id: RegistrationCodeSchema });
export type RegistrationSourceParams = z.infer<typeof RegistrationSourceParamsSchema>;

/**
 * Answer of GET /api/registration-sources/{id} (R-ENTITY-37). An unknown or
 * retired code is `found: false` with a null name rather than a 404, so the page can say so.
 */
export const RegistrationSourceLookupSchema = z.object({
  found: z.boolean(),
  name: z.string().nullable(),
});
export type RegistrationSourceLookup = z.infer<typeof RegistrationSourceLookupSchema>;
