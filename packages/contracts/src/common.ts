import { z } from 'zod';

/**
 * Body of every error answer of the API. `errors` maps a field name to its messages
 * (a 400 from PUT /me returns an errors map, R-API-10).
 */
export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A path parameter holding a positive integer id. */
export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type IdParams = z.infer<typeof IdParamsSchema>;
