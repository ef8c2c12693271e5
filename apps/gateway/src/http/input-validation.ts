import type { FastifyServerOptions } from 'fastify';
import { hasAtMostDecimals } from '@platform/api/schemas';

interface KeywordError {
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

function validateMaxDecimals(places: number, value: number): boolean {
  const valid = hasAtMostDecimals(value, places);
  validateMaxDecimals.errors = valid ? undefined : [{ keyword: 'maxDecimals', message: `must have at most ${places} decimals`, params: { limit: places } }];
  return valid;
}
validateMaxDecimals.errors = undefined as KeywordError[] | undefined;

/**
 * The options of Fastify's Ajv, for every route: no type coercion anywhere, so a JSON body's
 * number must be a JSON number (`"10"`, `true`, `[0.5]` are refused); query strings and path
 * parameters are turned into numbers and booleans beforehand, strictly (see text-input.ts). The
 * `maxDecimals` keyword (`{ type: 'number', maxDecimals: 2 }`) bounds the decimals of a number.
 */
export const INPUT_VALIDATION: NonNullable<FastifyServerOptions['ajv']> = {
  customOptions: {
    coerceTypes: false,
    keywords: [{ keyword: 'maxDecimals', type: 'number', schemaType: 'number', errors: true, validate: validateMaxDecimals }],
  },
};
