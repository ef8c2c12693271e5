import { Type } from 'typebox';
import type { TSchema, TSchemaOptions, TUnsafe } from 'typebox';

/**
 * `{ type: 'string', enum: [...] }`, typed as the union of its values. Written this way (rather
 * than TypeBox's anyOf of constants) so that validation messages, OpenAPI and the gateway's
 * conversion of query text (which reads `type`) see one plain enum.
 */
export function stringEnum<const Values extends readonly string[]>(values: Values, options: TSchemaOptions = {}): TUnsafe<Values[number]> {
  return Type.Unsafe<Values[number]>({ ...options, type: 'string', enum: [...values] });
}

/** `{ type: 'integer', enum: [...] }`, typed as the union of its values. */
export function integerEnum<const Values extends readonly number[]>(values: Values, options: TSchemaOptions = {}): TUnsafe<Values[number]> {
  return Type.Unsafe<Values[number]>({ ...options, type: 'integer', enum: [...values] });
}

/**
 * A string the platform may extend: any text is valid, and the type offers the known values
 * (`'RNG' | … | (string & {})`). `known` goes into the schema as `examples`.
 */
export function openStringEnum<const Values extends readonly string[]>(known: Values, options: TSchemaOptions = {}): TUnsafe<Values[number] | (string & {})> {
  return Type.Unsafe<Values[number] | (string & {})>({ ...options, type: 'string', examples: [...known] });
}

/**
 * A field the gateway checks against an enum while the contract's type stays open (the values a
 * client may hold, such as a game type read from a URL): validation is the enum, the type is `Open`.
 */
export function checkedOpenEnum<Open extends string>(values: readonly Open[], options: TSchemaOptions = {}): TUnsafe<Open> {
  return Type.Unsafe<Open>({ ...options, type: 'string', enum: [...values] });
}

/** `T | null`. */
export function nullable<T extends TSchema>(schema: T, options: TSchemaOptions = {}) {
  return Type.Union([schema, Type.Null()], options);
}

/**
 * Whether a number is written with at most `places` decimals: the decimal the number rounds to at
 * that many places reads back as the very same number. Exact where `multipleOf: 0.01` is not
 * (0.29 / 0.01 is 28.999999999999996 in binary floating point).
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(places)) === value;
}

/**
 * A number with at most `places` decimals. The JSON schema carries the custom `maxDecimals`
 * keyword (the gateway's Ajv defines it); TypeBox's own checks (Value, Compile) get the same rule
 * as a refinement, which stays out of the JSON schema.
 */
export function decimalNumber(places: number, options: TSchemaOptions = {}) {
  return Type.Refine(
    Type.Number({ ...options, maxDecimals: places }),
    (value) => hasAtMostDecimals(value, places),
    () => `must have at most ${places} decimals`,
  );
}
