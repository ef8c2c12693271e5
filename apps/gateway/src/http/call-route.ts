import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CALLS, ERROR_CODE, TRIAL_ACCOUNT_TYPE, successEnvelope } from '@platform/api/contract';
import type { CallDefinition, CallName } from '@platform/api/contract';
import { CALL_SCHEMAS, CommonQuerySchema, envelopeSchema } from '@platform/api/schemas';
import type { CallSchemas } from '@platform/api/schemas';
import { IsObject, Type } from 'typebox';
import type { Static, TObject, TSchema } from 'typebox';
import type { GatewayDeps } from '../deps';
import { RequestError } from './envelope-errors';
import { contentLocale } from './locale';
import type { ContentLocale } from './locale';
import { createMerchantLookup } from './merchant';
import type { SessionMember } from './session';

/** A JSON schema (as Fastify's Ajv reads it). */
export type JsonSchema = Record<string, unknown>;

/** A call's input (the query of a GET/DELETE, the body of a POST/PUT), as its request schema says. */
export type CallInput<Schemas extends CallSchemas> = Static<Schemas['request']>;
/** A call's value (its envelope's `value`), as its response schema says. */
export type CallValue<Schemas extends CallSchemas> = Static<Schemas['response']>;


/** What a call's handler knows besides its input. */
export interface CallContext {
  request: FastifyRequest;
  reply: FastifyReply;
  merchantCode: string;
  /** The content language of the request (its `language` query), Malay by default. */
  locale: ContentLocale;
  /**
   * The session's member: always set for a call with `auth`; for a public call, set when the
   * request carried a valid token (a public list can then show the member's own state).
   */
  session: SessionMember | null;
  /** The request's time, from the gateway's clock (tests move it). */
  now: Date;
}

/** The session of a call that needs the token (registerCall has checked it is there). */
export function requireSession(context: CallContext): SessionMember {
  if (context.session === null) throw new RequestError(401, ERROR_CODE.loginRequired, 'Please log in first');
  return context.session;
}

export interface CallRoute<Schemas extends CallSchemas> {
  /** Trial accounts (type 4) are refused with REAL_ACCOUNT_REQUIRED (spec section 6). */
  realAccountOnly?: boolean;
  /** The largest body the call takes, in bytes, when more than Fastify's 1 MiB (proof images). */
  bodyLimit?: number;
  /*
   * A method, so that a route of any call's schemas is a CallRoute<CallSchemas>: registerCall
   * types each handler by the very schemas Fastify validates and serialises with, and the
   * route's code then handles every call alike.
   */
  handler(input: CallInput<Schemas>, context: CallContext): Promise<CallValue<Schemas>>;
}

/**
 * A check every call passes before its handler, in registration order: the system gate
 * (maintenance, region) is one. It throws a RequestError to refuse the call.
 */
export type CallGate = (context: CallContext, call: CallDefinition<unknown, unknown>) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks every contract call passes before its handler; push to add one. */
    callGates: CallGate[];
    merchantExists: (merchantCode: string) => Promise<boolean>;
  }
  interface FastifyRequest {
    /** The contract call's merchant code, checked to exist before the session is resolved. */
    merchantCode: string;
  }
  interface FastifyContextConfig {
    /** The contract call a route serves (set by registerCall): the hooks of contract calls look for it. */
    call?: CallDefinition<unknown, unknown>;
  }
}

/**
 * The query of a GET/DELETE call: the common query and the call's own fields in one object, so
 * that unknown fields are dropped (removeAdditional) and not refused. Some calls' contract has
 * always let a caller pass a common field: both schemas then say the same.
 */
function callQuerySchema(input: TObject): JsonSchema {
  return {
    type: 'object',
    properties: { ...CommonQuerySchema.properties, ...input.properties },
    required: [...new Set([...CommonQuerySchema.required, ...(input.required ?? [])])],
    additionalProperties: false,
  };
}

/** The call's input out of its query: the query less the common parameters. */
function withoutCommonQuery(query: Record<string, unknown>): Record<string, unknown> {
  const input = { ...query };
  for (const name of Object.keys(CommonQuerySchema.properties)) Reflect.deleteProperty(input, name);
  return input;
}

/** The path of the first string in a value that holds a NUL character (PostgreSQL text cannot). */
function nulFieldOf(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulFieldOf(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The first checks of a contract call, after its input is validated: no text with a NUL character
 * (400), and a merchant code that exists (400 MERCHANT_UNKNOWN), kept as `request.merchantCode`.
 */
async function checkCallRequest(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  const nulField = nulFieldOf(query, '') ?? nulFieldOf(request.body, '');
  if (nulField !== null) throw new RequestError(400, ERROR_CODE.badRequest, `Invalid field "${nulField}": text must not contain NUL characters`);
  const merchantCode = String(query.merchantCode ?? '').trim();
  if (merchantCode === '' || !(await app.merchantExists(merchantCode))) {
    throw new RequestError(400, ERROR_CODE.merchantUnknown, 'Unknown merchant code');
  }
  request.merchantCode = merchantCode;
}

/**
 * What registerCall needs, for every plugin: the call gates, the merchant lookup and the checks
 * of checkCallRequest. Register it before the accounts' session plugin, whose hook resolves the
 * token once these checks have passed, and before any route.
 */
export const callSupport = fp<GatewayDeps>(
  async (app, deps) => {
    app.decorate('callGates', [] as CallGate[]);
    app.decorate('merchantExists', createMerchantLookup(deps.db, deps.now));
    app.decorateRequest('merchantCode', '');
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.config.call !== undefined) await checkCallRequest(app, request);
    });
  },
  { name: 'call-support' },
);

/** The `description` of a schema, as a route's OpenAPI description. */
function schemaDescription(schema: TSchema): { description?: string } {
  return 'description' in schema && typeof schema.description === 'string' ? { description: schema.description } : {};
}

function isTextSchema(schema: TSchema): boolean {
  return 'type' in schema && schema.type === 'string';
}

/** A call's input schema, which must be an object schema (its fields are the query's or the body's). */
function inputSchemaOf(call: CallDefinition<unknown, unknown>, schema: TSchema): TObject {
  if (!IsObject(schema)) throw new Error(`${call.method} ${call.path}: its request schema must be an object schema`);
  return schema;
}

function isBodyCall(call: CallDefinition<unknown, unknown>): boolean {
  return call.method === 'POST' || call.method === 'PUT';
}

/**
 * A form body is text and bodies are never coerced (see input-validation.ts), so a form call takes
 * string fields only: a number field could never be met. Checked as the call is registered.
 */
function checkFormInput(call: CallDefinition<unknown, unknown>, input: TObject): void {
  if (call.bodyType !== 'form') return;
  const notText = Object.entries(input.properties).filter(([, property]) => !isTextSchema(property));
  if (notText.length > 0) {
    throw new Error(`${call.method} ${call.path} takes a form body: its fields must be strings, not ${notText.map(([name]) => name).join(', ')}`);
  }
}

/**
 * Registers one call of the contract by its name in CALLS, with the contract's schemas of the
 * call (see registerCallWithSchemas).
 */
export function registerCall<Name extends CallName>(app: FastifyInstance, deps: GatewayDeps, name: Name, route: CallRoute<(typeof CALL_SCHEMAS)[Name]>): void {
  registerCallWithSchemas(app, deps, CALLS[name], CALL_SCHEMAS[name], route, name);
}

/**
 * Registers one call: its method and path, its input validated by the request schema, the
 * merchant code checked (callSupport), the session (resolved by the accounts plugin) required
 * when the call has `auth`, an encrypted body decrypted before validation, the call gates run,
 * and the handler's value answered in the platform's success envelope, serialised by the
 * response schema (a field the schema does not name is not sent; a value of another type is
 * refused, not sent). Failures become 4xx envelopes (see envelope-errors.ts). The calls of the
 * contract go through registerCall; tests register calls of their own here.
 */
export function registerCallWithSchemas<Schemas extends CallSchemas>(
  app: FastifyInstance,
  deps: GatewayDeps,
  call: CallDefinition<unknown, unknown>,
  schemas: Schemas,
  route: CallRoute<Schemas>,
  operationId?: string,
): void {
  const callRoute: CallRoute<CallSchemas> = route;
  const request = inputSchemaOf(call, schemas.request);
  const body = isBodyCall(call);
  checkFormInput(call, request);
  const inputSchemas = body ? { querystring: callQuerySchema(Type.Object({})), body: request } : { querystring: callQuerySchema(request) };

  app.route<{ Querystring: Record<string, unknown> }>({
    method: call.method,
    url: call.path,
    schema: {
      ...inputSchemas,
      response: { 200: envelopeSchema(schemas.response) },
      tags: [schemas.domain],
      ...(operationId !== undefined ? { operationId } : {}),
      ...schemaDescription(request),
    },
    config: { call },
    ...(callRoute.bodyLimit !== undefined ? { bodyLimit: callRoute.bodyLimit } : {}),
    ...(call.encrypted ? { preValidation: app.decryptBody } : {}),
    handler: async (request, reply) => {
      // Undefined in an app without the accounts' session plugin: no call has a session there.
      const session = request.session ?? null;
      if (call.auth && session === null) throw new RequestError(401, ERROR_CODE.loginRequired, 'Please log in first');
      if (callRoute.realAccountOnly && session?.type === TRIAL_ACCOUNT_TYPE) {
        throw new RequestError(403, ERROR_CODE.realAccountRequired, 'Please register or log in to a real account');
      }

      const language = request.query.language;
      const context: CallContext = {
        request,
        reply,
        merchantCode: request.merchantCode,
        locale: contentLocale(typeof language === 'string' ? language : undefined),
        session,
        now: deps.now(),
      };
      for (const gate of app.callGates) await gate(context, call);

      const input = body ? (request.body ?? {}) : withoutCommonQuery(request.query);
      return successEnvelope(await callRoute.handler(input, context));
    },
  });
}
