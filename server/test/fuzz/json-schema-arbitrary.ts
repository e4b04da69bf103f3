import fc from 'fast-check';

/** The part of JSON Schema our contracts produce (zod's toJSONSchema through fastify-type-provider-zod). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  email: () => fc.emailAddress(),
  uri: () => fc.webUrl(),
  url: () => fc.webUrl(),
  uuid: () => fc.uuid(),
  date: () => fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  'date-time': () => fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
};

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format]!();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= (schema.maxLength ?? 10_000));
    } catch {
      // A pattern fast-check cannot invert falls back to plain strings of the allowed length.
    }
  }
  return fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-9) : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-9) : undefined);
  if (integer) {
    const low = Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER);
    const high = Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER);
    // Half the draws are small, so ids of seeded rows come up and the routes get past their lookups.
    return fc.oneof(fc.integer({ min: Math.max(low, Math.min(1, high)), max: Math.min(high, Math.max(low, 1) + 10) }), fc.integer({ min: low, max: high }));
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

/** Values valid for the schema (as far as its keywords say); the fuzzer mutates them into hostile ones. */
export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((each) => arbitraryFor(each, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryFor({ ...schema, type }, depth + 1)));
  switch (types[0]) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 8) });
    case 'object':
    case undefined: {
      if (!schema.properties) return fc.jsonValue({ maxDepth: 2 });
      const properties = Object.fromEntries(Object.entries(schema.properties).map(([key, each]) => [key, arbitraryFor(each, depth + 1)]));
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const HUGE = 'x'.repeat(200_000);

/** Values no well-built route should choke on, whatever the schema says. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    '',
    ' ',
    HUGE,
    '\u0000',
    '\u202e\u0000\ufeff',
    '😀'.repeat(5000),
    '../../etc/passwd',
    "' or 1=1 --",
    '%00',
    '{"a":',
    -1,
    0,
    -0,
    2 ** 31,
    2 ** 53 + 1,
    -(2 ** 63),
    1e308,
    -1e308,
    0.1,
    true,
    null,
    [],
    {},
    [HUGE],
  ),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A path or query value of any kind, written as text the way it travels. */
export const hostileText: fc.Arbitrary<string> = hostileValue.map((value) => (typeof value === 'string' ? value : JSON.stringify(value) ?? 'undefined'));
