import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODE, TRIAL_ACCOUNT_TYPE, successEnvelope } from '@platform/api/contract';
import type { CallDefinition, RequestOf, ResponseOf } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { RequestError } from './envelope-errors';
import { contentLocale } from './locale';
import type { ContentLocale } from './locale';
import { createMerchantLookup } from './merchant';
import type { SessionMember } from './session';

/** A JSON schema (as Fastify's Ajv reads it). */
export type JsonSchema = Record<string, unknown>;

/** The schema of a call's input: the query of a GET/DELETE, the body of a POST/PUT. */
export interface InputSchema {
  properties: Record<string, JsonSchema>;
  required?: readonly string[];
}

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

export interface CallRoute<C extends CallDefinition<unknown, unknown>> {
  /** The input's schema; a call without input leaves it out. Unknown properties are dropped. */
  input?: InputSchema;
  /** Trial accounts (type 4) are refused with REAL_ACCOUNT_REQUIRED (spec section 6). */
  realAccountOnly?: boolean;
  handler: (input: RequestOf<C>, context: CallContext) => Promise<ResponseOf<C>>;
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

/** The parameters the client adds to every call's query (see the api client's `common`). */
const COMMON_QUERY: Record<string, JsonSchema> = {
  merchantCode: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
  language: { type: 'string', maxLength: 16 },
  device: { type: 'string', maxLength: 16 },
};

function objectSchema(properties: Record<string, JsonSchema>, required: readonly string[] = []): JsonSchema {
  return { type: 'object', properties, required: [...required], additionalProperties: false };
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

function isBodyCall(call: CallDefinition<unknown, unknown>): boolean {
  return call.method === 'POST' || call.method === 'PUT';
}

/**
 * A form body is text and bodies are never coerced (see input-validation.ts), so a form call takes
 * string fields only: a number field could never be met. Checked as the call is registered.
 */
function checkFormInput(call: CallDefinition<unknown, unknown>, input: InputSchema): void {
  if (call.bodyType !== 'form') return;
  const notText = Object.entries(input.properties).filter(([, property]) => property.type !== 'string');
  if (notText.length > 0) {
    throw new Error(`${call.method} ${call.path} takes a form body: its fields must be strings, not ${notText.map(([name]) => name).join(', ')}`);
  }
}

/**
 * Registers one call of the contract: its method and path, its input validated by `input`, the
 * merchant code checked (callSupport), the session (resolved by the accounts plugin) required
 * when the call has `auth`, an encrypted body decrypted before validation, the call gates run,
 * and the handler's value answered in the platform's success envelope. Failures become 4xx
 * envelopes (see envelope-errors.ts).
 */
export function registerCall<C extends CallDefinition<unknown, unknown>>(
  app: FastifyInstance,
  deps: GatewayDeps,
  call: C,
  route: CallRoute<C>,
): void {
  const body = isBodyCall(call);
  const input = route.input ?? { properties: {} };
  checkFormInput(call, input);
  const querystring = body
    ? objectSchema(COMMON_QUERY, ['merchantCode'])
    : objectSchema({ ...COMMON_QUERY, ...input.properties }, ['merchantCode', ...(input.required ?? [])]);
  const schema: Record<string, JsonSchema> = { querystring };
  if (body) schema.body = objectSchema(input.properties, input.required);

  app.route({
    method: call.method,
    url: call.path,
    schema,
    config: { call },
    ...(call.encrypted ? { preValidation: app.decryptBody } : {}),
    handler: async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      // Undefined in an app without the accounts' session plugin: no call has a session there.
      const session = request.session ?? null;
      if (call.auth && session === null) throw new RequestError(401, ERROR_CODE.loginRequired, 'Please log in first');
      if (route.realAccountOnly && session?.type === TRIAL_ACCOUNT_TYPE) {
        throw new RequestError(403, ERROR_CODE.realAccountRequired, 'Please register or log in to a real account');
      }

      const context: CallContext = {
        request,
        reply,
        merchantCode: request.merchantCode,
        locale: contentLocale(query.language as string | undefined),
        session,
        now: deps.now(),
      };
      for (const gate of app.callGates) await gate(context, call);

      let callInput: Record<string, unknown>;
      if (body) callInput = (request.body ?? {}) as Record<string, unknown>;
      else {
        callInput = { ...query };
        for (const name of Object.keys(COMMON_QUERY)) delete callInput[name];
      }
      const value = await route.handler(callInput as RequestOf<C>, context);
      return successEnvelope(value);
    },
  });
}
