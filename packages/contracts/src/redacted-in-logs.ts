import { z } from 'zod';

/**
 * Query parameters whose values the request log writes as `[redacted]`: a code or a phone number, and
 * whatever in the console can name a person (a search, a filter, a cursor holding a row's sort key), which
 * would otherwise outlive the member's erasure in the logs. Register the field of a query object; the
 * server collects the names from the querystring schemas of its routes (docs/decisions/051).
 */
export const redactedInLogs = z.registry();
