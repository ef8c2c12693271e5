import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODE, TRIAL_ACCOUNT_TYPE, successEnvelope } from '@platform/api/contract';
import type { CallDefinition, RequestOf, ResponseOf } from '@platform/api/contract';
import { findSession } from '../accounts/session-store';
import type { SessionMember } from '../accounts/session-store';
import type { GatewayDeps } from '../deps';
import { RequestError } from './envelope-errors';
import { contentLocale } from './locale';
import type { ContentLocale } from './locale';
import { createMerchantLookup } from './merchant';

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

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = BEARER.exec(header);
  if (!match?.[1]) throw new RequestError(401, ERROR_CODE.loginRequired, 'The Authorization header must be "Bearer <token>"');
  return match[1];
}

/** Sets up what registerCall needs; buildApp calls it once, before any route. */
export function registerCallSupport(app: FastifyInstance, deps: GatewayDeps): void {
  app.decorate('callGates', [] as CallGate[]);
  const merchantExists = createMerchantLookup(deps.db, deps.now);
  app.decorate('merchantExists', merchantExists);
}

declare module 'fastify' {
  interface FastifyInstance {
    merchantExists: (merchantCode: string) => Promise<boolean>;
  }
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
 * merchant code checked, the token resolved (required when the call has `auth`), an encrypted
 * body decrypted before validation, the call gates run, and the handler's value answered in the
 * platform's success envelope. Failures become 4xx envelopes (see envelope-errors.ts).
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
    ...(call.encrypted ? { preValidation: app.decryptBody } : {}),
    handler: async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const nulField = nulFieldOf(query, '') ?? nulFieldOf(request.body, '');
      if (nulField !== null) throw new RequestError(400, ERROR_CODE.badRequest, `Invalid field "${nulField}": text must not contain NUL characters`);
      const merchantCode = String(query.merchantCode ?? '').trim();
      if (merchantCode === '' || !(await app.merchantExists(merchantCode))) {
        throw new RequestError(400, ERROR_CODE.merchantUnknown, 'Unknown merchant code');
      }
      const now = deps.now();
      const token = bearerToken(request);
      let session: SessionMember | null = null;
      if (token !== null) {
        const found = await findSession(deps.db, token, now);
        if (found.status === 'valid' && found.member.merchantCode === merchantCode) session = found.member;
        else if (call.auth) {
          throw found.status === 'expired'
            ? new RequestError(401, ERROR_CODE.tokenExpired, 'Your session has expired: please log in again')
            : new RequestError(401, ERROR_CODE.loginRequired, 'Please log in first');
        }
      }
      if (call.auth && session === null) throw new RequestError(401, ERROR_CODE.loginRequired, 'Please log in first');
      if (route.realAccountOnly && session?.type === TRIAL_ACCOUNT_TYPE) {
        throw new RequestError(403, ERROR_CODE.realAccountRequired, 'Please register or log in to a real account');
      }

      const context: CallContext = { request, reply, merchantCode, locale: contentLocale(query.language as string | undefined), session, now };
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
