import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

// Generators of hostile and almost-valid requests for the no-5xx property test: values drawn
// from a route's own JSON schema (so many requests get past validation into the handler and the
// database), mixed with values of the wrong type, at the edges, huge, unicode, and keys that try
// prototype pollution.

export type JsonSchema = Record<string, unknown>;

const MAX_DEPTH = 3;

/** Keys that try to reach Object.prototype or confuse a naive merge. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

/** Numbers at the edges of every integer and float type a handler or the database might use. */
const EDGE_NUMBERS = [
  0, -0, 1, -1, 0.1, 0.005, 1.005, 99.999, -0.01, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1, 2 ** 32, 2 ** 53 - 1, 2 ** 53 + 2,
  -(2 ** 53), 1e15, 1e21, 1e308, -1e308, Number.MIN_VALUE, Number.EPSILON,
];

/** Strings that look like numbers, dates, booleans or nothing, as query strings carry them. */
const TRICKY_STRINGS = [
  '', ' ', '0', '-0', '00', '1e999', '-1e999', 'NaN', 'Infinity', '-Infinity', '0x1F', '1_000', ' 1 ', '1.', '.5', '9'.repeat(40),
  'true', 'false', 'null', 'undefined', '[]', '{}', '[object Object]', '2026-02-30', '2026-13-01', '0000-00-00', '9999-12-31T23:59:60Z',
  "' or 1=1 --", '"; drop table member; --', '$1', '%', '%00', '\u0000', '\uFFFF', '\uD800', '𝕏'.repeat(10), '👨‍👩‍👧‍👦', 'مرحبا', '欢迎光临',
  '<script>alert(1)</script>', '../../etc/passwd', 'A'.repeat(5000), ...POLLUTING_KEYS,
];

/** Any string: ASCII, any code point, tricky ones, and huge ones. */
export const anyString: Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.constantFrom(...TRICKY_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1000, maxLength: 3000 }), weight: 1 },
);

export const anyNumber: Arbitrary<number> = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, nested, with polluting keys among the ordinary ones. */
export const anyJson: Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    anyNumber,
    anyString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...POLLUTING_KEYS)), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Query texts that are not plain decimal numerals, for number fields: the gateway refuses every one. */
export const NOT_DECIMAL_NUMERALS = ['Infinity', '-Infinity', '1e309', '-1e309', 'NaN', '0x10', '0b1', '1e2', ' 1', '1 ', '+1', '.5', '', 'true', '[0.5]'] as const;

/** Raw JSON texts for a body number field that are not finite JSON numbers: never coerced, always refused. */
export const NOT_JSON_NUMBERS = ['"10"', '"0x10"', '"Infinity"', '"1e2"', '" 1"', 'true', 'false', 'null', '[0.5]', '["1"]', '{}', '1e309', '-1e309'] as const;

/** Values a number field must refuse, as query text or in a JSON body (where Infinity and NaN become null). */
const notANumber: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NOT_DECIMAL_NUMERALS),
  fc.constantFrom<unknown>(Infinity, -Infinity, NaN, '10', true, [0.5], ['1', '2'], null),
);

/** A value of the wrong kind for any field. */
const wrongValue: Arbitrary<unknown> = fc.oneof(anyJson, anyString, anyNumber, fc.constant(null), fc.constant([]), fc.constant({ __proto__: { admin: true } }));

function types(schema: JsonSchema): string[] {
  const type = schema.type;
  if (Array.isArray(type)) return type.map(String);
  return typeof type === 'string' ? [type] : [];
}

function numberArbitrary(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const bound = (...candidates: unknown[]) => candidates.find((value): value is number => typeof value === 'number');
  const low = Math.max(bound(schema.minimum, schema.exclusiveMinimum) ?? -1e9, -1e12);
  const high = Math.max(low, Math.min(bound(schema.maximum, schema.exclusiveMaximum) ?? low + 2e9, 1e12));
  const step = typeof schema.multipleOf === 'number' && schema.multipleOf > 0 ? schema.multipleOf : integer ? 1 : undefined;
  if (step === undefined) return fc.oneof(fc.double({ min: low, max: high, noNaN: true }), fc.constantFrom(low, high));
  const first = Math.ceil(low / step);
  const last = Math.max(first, Math.floor(high / step));
  const multiples = fc.oneof(
    fc.double({ min: first, max: last, noNaN: true }).map(Math.round),
    fc.integer({ min: Math.max(first, -100), max: Math.max(Math.max(first, -100), Math.min(last, 100)) }),
    fc.constantFrom(first, last),
  );
  return multiples.map((n) => Number((n * step).toFixed(10)));
}

function stringArbitrary(schema: JsonSchema): Arbitrary<string> {
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 64;
  const minLength = typeof schema.minLength === 'number' ? Math.min(schema.minLength, maxLength) : 0;
  const options: Arbitrary<string>[] = [
    fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)) }),
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, Math.min(maxLength, 20)) }),
  ];
  if (typeof schema.pattern === 'string') {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= maxLength), fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot generate from: the other strings still probe it.
    }
  }
  return fc.oneof(...options);
}

/**
 * A value that the schema accepts, most of the time (bounds and patterns are approximated), and
 * one of the wrong kind now and then: the mix that reaches handlers and still tries them.
 */
export function fromSchema(schema: JsonSchema, depth = 0): Arbitrary<unknown> {
  const choices = [{ arbitrary: validFromSchema(schema, depth), weight: 5 }, { arbitrary: wrongValue, weight: 1 }];
  if (isNumberSchema(schema)) choices.push({ arbitrary: notANumber, weight: 1 });
  return fc.oneof(...choices);
}

/** Whether a schema takes numbers (and not text as well). */
export function isNumberSchema(schema: JsonSchema): boolean {
  const kinds = types(schema);
  return (kinds.includes('number') || kinds.includes('integer')) && !kinds.includes('string');
}

/**
 * One plain value the schema accepts, for the fields of a request around the one under test: the
 * first enum value, the lowest number, text of the pattern, required properties only.
 */
export function plainValue(schema: JsonSchema): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const bound = (value: unknown) => (typeof value === 'number' ? value : undefined);
  switch (types(schema)[0]) {
    case 'integer':
    case 'number': {
      const low = bound(schema.minimum) ?? (bound(schema.exclusiveMinimum) ?? 0) + 1;
      return Math.min(low, bound(schema.maximum) ?? low);
    }
    case 'boolean':
      return true;
    case 'string': {
      const minLength = Math.max(1, bound(schema.minLength) ?? 1);
      const maxLength = bound(schema.maxLength) ?? 64;
      if (typeof schema.pattern !== 'string') return 'a'.repeat(minLength);
      const pattern = new RegExp(schema.pattern);
      const candidates = ['a'.repeat(minLength), ...fc.sample(fc.stringMatching(pattern), { numRuns: 50, seed: 1 })];
      return candidates.find((text) => pattern.test(text) && text.length >= minLength && text.length <= maxLength) ?? candidates[1];
    }
    case 'array':
      return Array.from({ length: bound(schema.minItems) ?? 0 }, () => plainValue((schema.items as JsonSchema | undefined) ?? {}));
    case 'object': {
      const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      return Object.fromEntries(required.map((name) => [name, plainValue(properties[name] ?? {})]));
    }
    default:
      return null;
  }
}

function validFromSchema(schema: JsonSchema, depth: number): Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const variants = schema[key];
    if (Array.isArray(variants) && variants.length > 0) return fc.oneof(...variants.map((variant) => validFromSchema(variant as JsonSchema, depth)));
  }
  const kinds = types(schema);
  if (kinds.length > 1) return fc.oneof(...kinds.map((type) => validFromSchema({ ...schema, type }, depth)));
  switch (kinds[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth >= MAX_DEPTH) return fc.constant([]);
      const items = (schema.items as JsonSchema | undefined) ?? {};
      const maxItems = typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, 6) : 6;
      return fc.array(fromSchema(items, depth + 1), { maxLength: maxItems });
    }
    case 'object':
      return depth >= MAX_DEPTH ? fc.constant({}) : objectFromSchema(schema, depth + 1);
    default:
      return anyJson;
  }
}

/** An object of the schema's properties: required ones mostly present, others sometimes, plus extras. */
export function objectFromSchema(schema: JsonSchema, depth = 0): Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const entries = Object.entries(properties).map(([name, property]) =>
    fc.tuple(fc.constant(name), fromSchema(property, depth), fc.double({ min: 0, max: 1, noNaN: true })),
  );
  const extras = fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(...POLLUTING_KEYS)), anyJson, { maxKeys: 2 });
  return fc.tuple(fc.tuple(...entries), fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, { arbitrary: extras, weight: 1 })).map(([values, extra]) => {
    const object: Record<string, unknown> = {};
    for (const [name, value, chance] of values) {
      if (chance < (required.has(name) ? 0.92 : 0.6)) object[name] = value;
    }
    for (const [name, value] of Object.entries(extra)) Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
    return object;
  });
}

/** A query value as a URL carries it: text, with arrays as repeated keys. */
export function queryString(fields: Record<string, unknown>, duplicate: boolean): string {
  const text = (value: unknown): string => (typeof value === 'object' && value !== null ? (JSON.stringify(value) ?? '') : String(value));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    const values = Array.isArray(value) ? value : [value];
    for (const one of values) {
      if (one !== undefined) query.append(name, text(one));
    }
    if (duplicate) query.append(name, text(values[0] ?? ''));
  }
  return query.toString();
}

/** Raw query strings no URLSearchParams would write. */
export const rawQuery: Arbitrary<string> = fc.constantFrom(
  '%',
  '%zz=1',
  'a=%E0%A4%A',
  '__proto__[admin]=1',
  'constructor[prototype][admin]=1',
  'pageNo[]=1&pageNo[]=2',
  '=&=&&&',
  'merchantCode',
  'merchantCode=DEMO_ROYAL&merchantCode[]=x',
  `x=${'y'.repeat(10_000)}`,
  'merchantCode=DEMO_ROYAL&pageNo=1e999&pageSize=-1',
  'merchantCode=%00DEMO_ROYAL',
);

/** A path parameter: plausible names, traversal, encodings, huge. */
export const pathParameter: Arbitrary<string> = fc.oneof(
  fc.constantFrom('1', '0', '-1', 'PT', 'slot', 'logo.svg', 'a.svg', 'royal', 'default', 'x.png', '..', '..%2F..%2Fetc%2Fpasswd', '%00', '%E0%A4%A', 'ＡＢＣ', '__proto__'),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 10 }).map(encodeURIComponent),
  fc.constant('a'.repeat(3000)),
);

/** Bodies that are not the JSON object a route expects, with the content type they claim. */
export const oddBody: Arbitrary<{ contentType: string; payload: string }> = fc.oneof(
  fc.constantFrom(
    { contentType: 'application/json', payload: '{not json' },
    { contentType: 'application/json', payload: '' },
    { contentType: 'application/json', payload: 'null' },
    { contentType: 'application/json', payload: '"just a string"' },
    { contentType: 'application/json', payload: '[1,2,3]' },
    { contentType: 'application/json', payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}' },
    { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { contentType: 'application/json', payload: '{"a":1e999999,"b":-0,"c":12345678901234567890123}' },
    { contentType: 'application/json; charset=latin1', payload: '{"a":"é"}' },
    { contentType: 'text/plain', payload: 'hello' },
    { contentType: 'application/xml', payload: '<a>1</a>' },
    { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&__proto__=x&constructor=y&a=2' },
    { contentType: 'application/x-www-form-urlencoded', payload: '%%%' },
    { contentType: 'application/octet-stream', payload: '\u0000\u0001\u0002' },
  ),
  anyJson.map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' })),
);

/** Envelopes that look encrypted and are not, some with the gateway's real key id. */
export function garbageEnvelope(realKeyId: string): Arbitrary<unknown> {
  const kid = fc.oneof(fc.constant(realKeyId), anyString);
  return fc.oneof(
    fc.record(
      { v: fc.oneof(fc.constant(1), anyJson), kid, key: fc.base64String({ maxLength: 700 }), iv: fc.base64String({ maxLength: 24 }), data: fc.base64String({ maxLength: 200 }) },
      { requiredKeys: [] },
    ),
    fc.record({ v: fc.constant(1), kid, key: anyString, iv: anyString, data: anyString }),
    anyJson,
  );
}
