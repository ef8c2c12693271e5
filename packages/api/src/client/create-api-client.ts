import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import type { KyInstance } from 'ky';
import type { CallDefinition, CallSpec } from '../contract/define-call';
import { isEnvelope } from '../contract/envelope';
import type { Envelope } from '../contract/envelope';
import { ApiError, CLIENT_ERROR_CODE } from './api-error';
import { publicKey } from '../contract/crypto';
import { GATEWAY_ERROR_CODE } from '../contract/error-codes';
import { createGatewayEncrypter } from '../crypto/gateway-encrypter';
import { createSessionCache } from './session-cache';
import type { SessionCache, SessionCacheKey } from './session-cache';

/** The device the web site reports to the gateway. */
export const DEVICE = 'WEB';

/** Per-attempt time limit of a call, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** How GETs are retried by default. */
export const DEFAULT_RETRY = {
  /** Retries after the first attempt. */
  limit: 2,
  /** Delay before the first retry; it doubles for each further retry. */
  backoffMs: 300,
  /** Ceiling of one backoff delay. */
  maxBackoffMs: 5_000,
  /** A Retry-After longer than this is not waited for: the call fails at once. */
  maxRetryAfterMs: 10_000,
} as const;

/** HTTP statuses after which a GET is retried: timeout, rate limit, and the transient 5xx. */
export const RETRY_STATUS_CODES: readonly number[] = [408, 429, 500, 502, 503, 504];

/** The session calls after which the session cache is cleared (the contract's paths). */
export const SESSION_PATH = {
  login: '/wps/session/login',
  freePlayLogin: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
} as const;

const LOGIN_PATHS: ReadonlySet<string> = new Set([SESSION_PATH.login, SESSION_PATH.freePlayLogin]);

/** Codes that mean the session is gone: the client clears the token and asks for login. */
const UNAUTHORIZED_CODES: ReadonlySet<string> = new Set([GATEWAY_ERROR_CODE.loginRequired, GATEWAY_ERROR_CODE.tokenExpired]);

/** Codes that switch the whole app's view (spec section 2): 1 maintenance, 2 region block. */
const SYSTEM_STATUS_BY_CODE: ReadonlyMap<string, SystemStatusSwitch> = new Map<string, SystemStatusSwitch>([
  [GATEWAY_ERROR_CODE.maintenance, 1],
  [GATEWAY_ERROR_CODE.ipBlocked, 2],
  [GATEWAY_ERROR_CODE.regionRestricted, 2],
]);

/** The system status view an error switches to: 1 maintenance, 2 region restriction. */
export type SystemStatusSwitch = 1 | 2;

export interface RetryOptions {
  /** Retries after the first attempt; 0 turns retrying off. Defaults to 2. */
  limit?: number;
  /** Delay before the first retry in ms, doubled for each further one. Defaults to 300. */
  backoffMs?: number;
  /** Ceiling of one backoff delay in ms. Defaults to 5000. */
  maxBackoffMs?: number;
  /** A Retry-After longer than this (ms) is not waited for. Defaults to 10000. */
  maxRetryAfterMs?: number;
  /** Source of the jitter, in [0, 1); defaults to Math.random. */
  random?: () => number;
}

/** Turns a call's JSON body into its encrypted envelope (see the contract's EncryptedPayload). */
export type PayloadEncrypter = ((body: unknown, call: CallSpec) => Promise<unknown>) & {
  /** Drops a cached key; the client calls it when the gateway no longer knows the key used, then tries once more. */
  forgetKey?: () => void;
};

export interface ApiClientOptions {
  /** Origin (and optional path) of the gateway, such as `https://example.com` or `/api`. */
  baseUrl: string;
  merchantCode: string;
  getLanguage: () => string;
  getToken?: () => string | null;
  fetch?: typeof fetch;
  /** Per-attempt time limit in milliseconds; defaults to 10 s. */
  timeout?: number;
  /** Retry of GETs (never of POST, PUT or DELETE); `false` turns it off. */
  retry?: RetryOptions | false;
  /**
   * Encrypts the body of calls marked `encrypted`: `'gateway'` uses the gateway's published
   * public key (the contract's `publicKey` call, fetched once) with the hybrid RSA-OAEP-256 +
   * AES-256-GCM envelope; a function encrypts its own way. Without it such calls fail with
   * ENCRYPTION_UNAVAILABLE before any request.
   */
  encrypt?: PayloadEncrypter | 'gateway';
  /** Forgets the stored session token; called before `onUnauthorized`. */
  clearToken?: () => void;
  /**
   * The session is gone (HTTP 401 on a call with the token, or LOGIN_REQUIRED / TOKEN_EXPIRED,
   * including a token call made without a token): the client has cleared the token and the
   * session cache; the app asks for login. Not called for a failed logout, nor for a call sent
   * with a token that is no longer the current one: its session was ended or replaced meanwhile
   * (a sign-out while the call was out), and the session now held is not the one refused.
   */
  onUnauthorized?: (error: ApiError) => void;
  /**
   * The gateway answered MAINTENANCE (view 1) or IP_BLOCKED / REGION_RESTRICTED (view 2): the
   * app switches its system status view.
   */
  onSystemStatus?: (view: SystemStatusSwitch, error: ApiError) => void;
  /** The session cache; defaults to sessionStorage (memory where there is none) under the merchant code. */
  sessionCache?: SessionCache;
}

export interface CallOptions {
  /** Aborts the call (and its retries); the call rejects with the abort reason. */
  signal?: AbortSignal;
}

export interface CachedCallOptions extends CallOptions {
  /** Time limit of the cached answer in ms; without it the answer lasts until login, logout or the session ends. */
  ttlMs?: number;
}

export interface ApiClient {
  /** Sends a call of the contract and resolves with the envelope's value, or throws ApiError. */
  call<Req, Res>(definition: CallDefinition<Req, Res>, input: Req, options?: CallOptions): Promise<Res>;
  /**
   * Like `call`, but answers from the session cache under `key` when it holds the answer to the
   * same call, input and language; otherwise calls and stores the answer. Concurrent reads of one
   * key share one request. Meant for GETs.
   */
  cached<Req, Res>(key: SessionCacheKey, definition: CallDefinition<Req, Res>, input: Req, options?: CachedCallOptions): Promise<Res>;
  /** The session cache the client clears on login, logout and a lost session. */
  readonly cache: SessionCache;
}

type ParamValue = string | number | boolean;

function toSearchParams(input: unknown): Record<string, ParamValue> {
  const params: Record<string, ParamValue> = {};
  if (typeof input !== 'object' || input === null) return params;
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    params[key] = typeof value === 'object' ? JSON.stringify(value) : (value as ParamValue);
  }
  return params;
}

/** A flat body as form fields (nested values as JSON), for calls the platform takes form-urlencoded. */
function formFields(body: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(toSearchParams(body)).map(([key, value]) => [key, String(value)]));
}

function sendsBody(definition: CallSpec): boolean {
  return definition.method === 'POST' || definition.method === 'PUT';
}

/** Retry-After in milliseconds (delta-seconds or an HTTP date), or undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function envelopeCode(data: unknown): string | null {
  return isEnvelope(data) ? (data.code ?? null) : null;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const status = error.response.status;
    const body: unknown = error.data;
    if (isEnvelope(body)) {
      return new ApiError({
        code: body.code ?? `HTTP_${status}`,
        status,
        message: body.message ?? error.message,
        serverMessage: typeof body.message === 'string' && body.message.length > 0,
        value: body.value,
        cause: error,
      });
    }
    return new ApiError({ code: `HTTP_${status}`, status, message: error.message, serverMessage: false, cause: error });
  }
  if (isTimeoutError(error)) {
    return new ApiError({ code: CLIENT_ERROR_CODE.timeout, status: 0, message: error.message, cause: error });
  }
  if (isNetworkError(error)) {
    return new ApiError({ code: CLIENT_ERROR_CODE.network, status: 0, message: error.message, cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ code: CLIENT_ERROR_CODE.unknown, status: 0, message, serverMessage: false, cause: error });
}

function unwrap<Res>(body: unknown, status: number): Res {
  if (!isEnvelope(body)) {
    throw new ApiError({
      code: CLIENT_ERROR_CODE.invalidResponse,
      status,
      message: 'The gateway answered without an envelope',
      serverMessage: false,
    });
  }
  if (!body.success) {
    throw new ApiError({
      code: body.code ?? CLIENT_ERROR_CODE.unknown,
      status,
      message: body.message ?? '',
      value: body.value,
    });
  }
  return (body as Envelope<Res>).value;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true && (error === signal.reason || (error instanceof Error && error.name === 'AbortError'));
}

/** Runs an app hook; a hook that throws does not replace the call's own error. */
function runHook(hook: () => void): void {
  try {
    hook();
  } catch {
    // the ApiError is what the caller handles
  }
}

/** A typed client of the contract over ky. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const retry = options.retry === false ? { limit: 0 } : (options.retry ?? {});
  const limit = retry.limit ?? DEFAULT_RETRY.limit;
  const backoffMs = retry.backoffMs ?? DEFAULT_RETRY.backoffMs;
  const maxRetryAfterMs = retry.maxRetryAfterMs ?? DEFAULT_RETRY.maxRetryAfterMs;
  const random = retry.random ?? Math.random;
  const cache = options.sessionCache ?? createSessionCache(undefined, { namespace: options.merchantCode });
  const encrypt: PayloadEncrypter | undefined =
    options.encrypt === 'gateway' ? createGatewayEncrypter(() => call(publicKey, {})) : options.encrypt;

  const http: KyInstance = ky.create({
    prefix: options.baseUrl,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    retry: {
      limit,
      // Only idempotent GETs are retried: a POST, PUT or DELETE may have taken effect.
      methods: ['get'],
      statusCodes: [...RETRY_STATUS_CODES],
      afterStatusCodes: [408, 429, 503],
      maxRetryAfter: maxRetryAfterMs,
      // Exponential backoff (backoffMs, 2×, 4×…) with "equal jitter": half fixed, half random.
      delay: (attempt) => backoffMs * 2 ** (attempt - 1),
      jitter: (delay) => delay / 2 + (random() * delay) / 2,
      backoffLimit: retry.maxBackoffMs ?? DEFAULT_RETRY.maxBackoffMs,
      shouldRetry: ({ error }) => {
        if (!isHTTPError(error)) return undefined;
        // Maintenance and region blocks are answers, not hiccups: switch the view at once.
        const code = envelopeCode(error.data);
        if (code !== null && SYSTEM_STATUS_BY_CODE.has(code)) return false;
        // "Try again after 5 minutes" is not worth waiting for inside one call.
        const after = parseRetryAfter(error.response.headers.get('retry-after'));
        if (after !== undefined && after > maxRetryAfterMs) return false;
        return undefined;
      },
    },
    headers: { accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  function handleFailure(definition: CallSpec, error: ApiError, sentWithToken: string | null): void {
    const sessionLost = UNAUTHORIZED_CODES.has(error.code) || (definition.auth && error.status === 401);
    const isCurrentSession = (options.getToken?.() ?? null) === sentWithToken;
    if (sessionLost && isCurrentSession) {
      runHook(() => options.clearToken?.());
      cache.clear();
      if (definition.path !== SESSION_PATH.logout) runHook(() => options.onUnauthorized?.(error));
    }
    const view = SYSTEM_STATUS_BY_CODE.get(error.code);
    if (view !== undefined) runHook(() => options.onSystemStatus?.(view, error));
  }

  async function send<Req, Res>(definition: CallDefinition<Req, Res>, input: Req, callOptions: CallOptions, token: string | null): Promise<Res> {
    const body = sendsBody(definition);
    if (definition.encrypted && (!encrypt || !body)) {
      throw new ApiError({
        code: CLIENT_ERROR_CODE.encryptionUnavailable,
        status: 0,
        message: `Encrypted calls are not supported here: ${definition.method} ${definition.path}`,
        serverMessage: false,
      });
    }

    const headers: Record<string, string> = {};
    if (definition.auth) {
      if (!token) {
        throw new ApiError({ code: CLIENT_ERROR_CODE.loginRequired, status: 401, message: 'Please log in first', serverMessage: false });
      }
      headers.authorization = `Bearer ${token}`;
    } else if (definition.optionalAuth) {
      if (token) headers.authorization = `Bearer ${token}`;
    }

    const common: Record<string, ParamValue> = {
      merchantCode: options.merchantCode,
      language: options.getLanguage(),
      device: DEVICE,
    };

    let json: unknown = input;
    if (body && definition.encrypted && encrypt) {
      try {
        json = await encrypt(input, definition);
      } catch (error) {
        throw new ApiError({
          code: CLIENT_ERROR_CODE.encryptionUnavailable,
          status: 0,
          message: error instanceof Error ? error.message : 'The payload could not be encrypted',
          serverMessage: false,
          cause: error,
        });
      }
    }

    try {
      const response = await http(definition.path, {
        method: definition.method,
        headers,
        searchParams: body ? common : { ...toSearchParams(input), ...common },
        ...(body ? (definition.bodyType === 'form' ? { body: new URLSearchParams(formFields(json)) } : { json }) : {}),
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
      });
      const parsed: unknown = await response.json().catch(() => undefined);
      return unwrap<Res>(parsed, response.status);
    } catch (error) {
      if (isAbort(error, callOptions.signal)) throw error;
      throw toApiError(error);
    }
  }

  /** An encrypted call the gateway refuses for an unknown key (it rotated keys) is encrypted again once, with its new key. */
  async function sendWithCurrentKey<Req, Res>(definition: CallDefinition<Req, Res>, input: Req, callOptions: CallOptions, token: string | null): Promise<Res> {
    try {
      return await send(definition, input, callOptions, token);
    } catch (error) {
      const isKeyUnknown = error instanceof ApiError && error.code === GATEWAY_ERROR_CODE.encryptionKeyUnknown;
      if (!definition.encrypted || !isKeyUnknown || !encrypt?.forgetKey) throw error;
      encrypt.forgetKey();
      return send(definition, input, callOptions, token);
    }
  }

  async function call<Req, Res>(definition: CallDefinition<Req, Res>, input: Req, callOptions: CallOptions = {}): Promise<Res> {
    const isLogout = definition.path === SESSION_PATH.logout;
    // Read once: the call goes out with it, and a refusal ends the session only if it is still held.
    const sentWithToken = options.getToken?.() ?? null;
    try {
      const value = await sendWithCurrentKey(definition, input, callOptions, sentWithToken);
      if (LOGIN_PATHS.has(definition.path)) cache.clear();
      return value;
    } catch (error) {
      if (error instanceof ApiError) handleFailure(definition, error, sentWithToken);
      throw error;
    } finally {
      // The session ends with a logout whatever the gateway answers.
      if (isLogout) cache.clear();
    }
  }

  const inFlight = new Map<SessionCacheKey, { signature: string; promise: Promise<unknown> }>();

  async function cached<Req, Res>(
    key: SessionCacheKey,
    definition: CallDefinition<Req, Res>,
    input: Req,
    cachedOptions: CachedCallOptions = {},
  ): Promise<Res> {
    const signature = JSON.stringify([definition.method, definition.path, input ?? null, options.getLanguage()]);
    const hit = cache.get<Res>(key, signature);
    if (hit !== undefined) return hit;

    // Concurrent reads share one request, except a read with its own abort signal.
    const shared = cachedOptions.signal === undefined;
    const pending = inFlight.get(key);
    if (shared && pending?.signature === signature) return pending.promise as Promise<Res>;

    const generation = cache.generation;
    const promise = call(definition, input, cachedOptions).then((value) => {
      // An answer that was in flight across a login or logout belongs to the old session.
      if (cache.generation === generation) {
        cache.set(key, value, { signature, ...(cachedOptions.ttlMs === undefined ? {} : { ttlMs: cachedOptions.ttlMs }) });
      }
      return value;
    });
    const entry = { signature, promise };
    if (shared) inFlight.set(key, entry);
    try {
      return await promise;
    } finally {
      if (inFlight.get(key) === entry) inFlight.delete(key);
    }
  }

  return { call, cached, cache };
}
