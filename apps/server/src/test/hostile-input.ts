import fc from 'fast-check';
import { z } from 'zod';

/**
 * Generated request bodies for the route safety net: bodies that follow a route's own zod schema
 * (read through its JSON Schema, input side) with one value made hostile, and whole bodies that
 * are hostile. No maintained package derives fast-check arbitraries from zod 4 schemas
 * (zod-fast-check stops at zod 3 and fast-check 3), hence this small reader of the JSON Schema
 * subset that `z.toJSONSchema` writes.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** The JSON Schema of a zod schema's input, or undefined when the route has none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) {
    return undefined;
  }
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const anyScalar = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null));

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') {
    return fc.emailAddress();
  }
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((value) => value.length <= (schema.maxLength ?? 500));
    } catch {
      // A pattern fast-check cannot read: plain strings.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

function typedArbitrary(
  type: string,
  schema: JsonSchema,
  depth: number,
  ids: readonly number[],
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer': {
      const min =
        schema.minimum ?? (schema.exclusiveMinimum === undefined ? -5 : schema.exclusiveMinimum + 1);
      const max =
        schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1000 : schema.exclusiveMaximum - 1);
      return fc.integer({ min, max: Math.max(min, max) });
    }
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? validishArbitrary(schema.items, ids, depth + 1) : anyScalar, {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) {
        const value = validishArbitrary(property, ids, depth + 1);
        // Ids of the calling company's own rows reach the code behind the lookups.
        model[key] = ID_KEY.test(key) && ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), value) : value;
      }
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return anyScalar;
  }
}

const ID_KEY = /(^id$|_id$|Id$)/;

/**
 * Values that follow the schema closely (they often pass it), to reach the code behind validation.
 * Properties named like ids take one of `ids` half of the time.
 */
export function validishArbitrary(
  schema: JsonSchema,
  ids: readonly number[] = [],
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > 6) {
    return anyScalar;
  }
  if (schema.const !== undefined) {
    return fc.constant(schema.const);
  }
  if (schema.enum) {
    return fc.constantFrom(...schema.enum);
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    return fc.oneof(...alternatives.map((alternative) => validishArbitrary(alternative, ids, depth + 1)));
  }
  if (schema.allOf?.[0]) {
    return validishArbitrary(schema.allOf[0], ids, depth + 1);
  }
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => typedArbitrary(type, schema, depth, ids)));
  }
  if (schema.type) {
    return typedArbitrary(schema.type, schema, depth, ids);
  }
  return anyScalar;
}

const HUGE_STRING = 'x'.repeat(200_000);

/** One hostile value, to put in place of a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'Dupont\u0000',
    '\u0000'.repeat(50),
    'a\u0007b\u001bc\u007f',
    HUGE_STRING,
    '',
    '   ',
    '\ud800',
    '😀'.repeat(300),
    "' OR 1=1 --",
    '"; DROP TABLE clients; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '2147483648',
    '-1',
    '1e309',
    'NaN',
    '__proto__',
    2_147_483_648,
    2 ** 53 + 2,
    -2_147_483_649,
    -1,
    0,
    -0,
    1.5,
    1e308,
    -1e308,
    true,
    false,
    null,
    [],
    {},
    [null],
    { __proto__: { isAdmin: true } },
    JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
    { constructor: { prototype: { polluted: true } } },
  ),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.anything({ maxDepth: 3 }),
);

/** Nested arrays `depth` deep, as raw JSON (no JavaScript value is built for it). */
const deepArrayJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObjectJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** A raw JSON text to send as the body. */
export type RawBody = { raw: string; contentType?: string };

/** Whole bodies that are hostile in themselves, sent raw. */
export const hostileRawBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom<RawBody>(
    { raw: '' },
    { raw: '{' },
    { raw: '{"a":' },
    { raw: 'null' },
    { raw: '[]' },
    { raw: '"texte"' },
    { raw: '42' },
    { raw: 'true' },
    { raw: '{"__proto__":{"isAdmin":true}}' },
    { raw: '{"constructor":{"prototype":{"isAdmin":true}}}' },
    { raw: deepArrayJson(5_000) },
    { raw: deepObjectJson(5_000) },
    { raw: `{"a":"${'x'.repeat(1_100_000)}"}` },
    { raw: '{"id": 1}', contentType: 'text/plain' },
    { raw: '<id>1</id>', contentType: 'application/xml' },
    { raw: 'id=1', contentType: 'application/x-www-form-urlencoded' },
    { raw: '--x\r\n', contentType: 'multipart/form-data' },
    { raw: '{"id":1}', contentType: 'application/json; charset=latin-42' },
    { raw: '\u0000\u0001\u0002', contentType: 'application/json' },
  ),
  fc.string({ unit: 'binary', maxLength: 200 }).map((raw) => ({ raw })),
);

/** Sets `value` at the property `key` of a copy of `body` (or replaces the body when it is not an object). */
export function withValue(body: unknown, key: string | undefined, value: unknown): unknown {
  if (key === undefined || typeof body !== 'object' || body === null || Array.isArray(body)) {
    return value;
  }
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** The property names of an object schema, where a hostile value is put. */
export function propertyNames(schema: JsonSchema | undefined): string[] {
  return Object.keys(schema?.properties ?? {});
}
