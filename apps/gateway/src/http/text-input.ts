import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODE } from '@platform/api/contract';
import { RequestError } from './envelope-errors';

/** An optional minus, digits, and an optional fraction: no sign `+`, hex, exponent, space or `Infinity`. */
const DECIMAL_NUMERAL = /^-?[0-9]+(\.[0-9]+)?$/;

/** The finite number a plain decimal numeral spells, or null for any other text. */
export function parseDecimalNumeral(text: string): number | null {
  if (!DECIMAL_NUMERAL.test(text)) return null;
  const value = Number(text);
  // Enough digits overflow to Infinity.
  return Number.isFinite(value) ? value : null;
}

type TextPart = 'querystring' | 'params';

function typesOf(schema: unknown): string[] {
  const type = (schema as { type?: unknown } | undefined)?.type;
  if (Array.isArray(type)) return type.map(String);
  return typeof type === 'string' ? [type] : [];
}

/**
 * Turns the text fields of a query or path into the numbers and booleans their schema asks for:
 * numbers only from plain decimal numerals, booleans only from `true` and `false`. Any other text
 * in a number field is refused here; the rest is left for the schema to judge.
 */
function convertTextFields(fields: unknown, schema: unknown, part: TextPart): void {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  if (properties === undefined || typeof fields !== 'object' || fields === null) return;
  const values = fields as Record<string, unknown>;
  for (const [name, property] of Object.entries(properties)) {
    const text = Object.hasOwn(values, name) ? values[name] : undefined;
    if (typeof text !== 'string') continue;
    const types = typesOf(property);
    if (types.includes('number') || types.includes('integer')) {
      const number = parseDecimalNumeral(text);
      if (number !== null) {
        values[name] = number;
        continue;
      }
      if (!types.includes('string')) {
        throw new RequestError(400, ERROR_CODE.badRequest, `Invalid ${part} field "${name}": must be a plain decimal number`);
      }
    }
    if (types.includes('boolean') && (text === 'true' || text === 'false')) values[name] = text === 'true';
  }
}

function convertRequestText(request: FastifyRequest): void {
  const schema = request.routeOptions.schema;
  if (schema === undefined) return;
  convertTextFields(request.query, schema.querystring, 'querystring');
  convertTextFields(request.params, schema.params, 'params');
}

/**
 * Query strings and path parameters are text by nature: before validation, their number and
 * boolean fields are converted by convertTextFields, since Fastify's Ajv coerces nothing (see
 * input-validation.ts). Bodies are not touched: a JSON body says its own types.
 */
export const textInputs = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => convertRequestText(request));
  },
  { name: 'text-inputs' },
);
