import { redactedInLogs } from '@venue-pass/contracts';
import type { z } from 'zod';

/** Parameters of the embedded provider's endpoints, which are no Fastify routes with a querystring schema. */
const PROVIDER_SECRETS = ['code', 'token', 'id_token_hint', 'refresh_token'];

/** Wrappers (optional, default, nullable) keep the field they wrap here; a field may be registered inside one. */
function isRedacted(field: z.core.$ZodType | undefined): boolean {
  for (let each = field; each; each = (each._zod.def as { innerType?: z.core.$ZodType }).innerType) {
    if (redactedInLogs.has(each)) return true;
  }
  return false;
}

/**
 * Which query parameters the request log writes as `[redacted]`: the provider's secrets and every
 * parameter a route's querystring schema registers in `redactedInLogs` (packages/contracts), collected as
 * routes are added, so a new console filter is redacted by being declared so.
 */
export class QueryRedaction {
  readonly #names = new Set(PROVIDER_SECRETS);
  #pattern = this.#compile();

  /** Adds the registered parameters of a route's querystring schema (a zod object, or none). */
  addQuerystring(schema: unknown): void {
    const shape = (schema as { shape?: Record<string, z.core.$ZodType> } | undefined)?.shape;
    if (!shape) return;
    const added = Object.keys(shape).filter((name) => !this.#names.has(name) && isRedacted(shape[name]));
    if (added.length === 0) return;
    for (const name of added) this.#names.add(name);
    this.#pattern = this.#compile();
  }

  /** Most URLs carry no parameter: they skip the global regex, which cost a request line about 2% of config.json's time (ADR 048). */
  redact(url: string): string {
    return url.includes('=') ? url.replace(this.#pattern, '$1[redacted]') : url;
  }

  #compile(): RegExp {
    const names = [...this.#names].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`([?&](?:${names.join('|')})=)[^&]*`, 'gi');
  }
}
