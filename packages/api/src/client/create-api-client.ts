import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import type { KyInstance } from 'ky';
import type { CallDefinition } from '../contract/define-call';
import { isEnvelope } from '../contract/envelope';
import type { Envelope } from '../contract/envelope';
import { ApiError, CLIENT_ERROR_CODE } from './api-error';

/** The device the web site reports to the gateway. */
export const DEVICE = 'WEB';

/** Per-attempt time limit of a call, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface ApiClientOptions {
  /** Origin (and optional path) of the gateway, such as `https://example.com` or `/api`. */
  baseUrl: string;
  merchantCode: string;
  getLanguage: () => string;
  getToken?: () => string | null;
  fetch?: typeof fetch;
  /** Per-attempt time limit in milliseconds; defaults to 10 s. */
  timeout?: number;
}

export interface ApiClient {
  /** Sends a call of the contract and resolves with the envelope's value, or throws ApiError. */
  call<Req, Res>(definition: CallDefinition<Req, Res>, input: Req): Promise<Res>;
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

function sendsBody(definition: CallDefinition<unknown, unknown>): boolean {
  return definition.method === 'POST' || definition.method === 'PUT';
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
        value: body.value,
        cause: error,
      });
    }
    return new ApiError({ code: `HTTP_${status}`, status, message: error.message, cause: error });
  }
  if (isTimeoutError(error)) {
    return new ApiError({ code: CLIENT_ERROR_CODE.timeout, status: 0, message: error.message, cause: error });
  }
  if (isNetworkError(error)) {
    return new ApiError({ code: CLIENT_ERROR_CODE.network, status: 0, message: error.message, cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ code: CLIENT_ERROR_CODE.unknown, status: 0, message, cause: error });
}

function unwrap<Res>(body: unknown, status: number): Res {
  if (!isEnvelope(body)) {
    throw new ApiError({
      code: CLIENT_ERROR_CODE.invalidResponse,
      status,
      message: 'The gateway answered without an envelope',
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

/** A typed client of the contract over ky. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    prefix: options.baseUrl,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    // Only idempotent GETs are retried; ky's default backoff is 300 ms, then 600 ms.
    retry: { limit: 2, methods: ['get'] },
    headers: { accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function call<Req, Res>(definition: CallDefinition<Req, Res>, input: Req): Promise<Res> {
    if (definition.encrypted) {
      throw new ApiError({
        code: CLIENT_ERROR_CODE.encryptionUnavailable,
        status: 0,
        message: `Encrypted calls are not supported yet: ${definition.method} ${definition.path}`,
      });
    }

    const headers: Record<string, string> = {};
    if (definition.auth) {
      const token = options.getToken?.() ?? null;
      if (!token) {
        throw new ApiError({ code: CLIENT_ERROR_CODE.loginRequired, status: 401, message: 'Please log in first' });
      }
      headers.authorization = `Bearer ${token}`;
    }

    const common: Record<string, ParamValue> = {
      merchantCode: options.merchantCode,
      language: options.getLanguage(),
      device: DEVICE,
    };
    const body = sendsBody(definition);

    try {
      const response = await http(definition.path, {
        method: definition.method,
        headers,
        searchParams: body ? common : { ...toSearchParams(input), ...common },
        ...(body ? { json: input } : {}),
      });
      const parsed: unknown = await response.json().catch(() => undefined);
      return unwrap<Res>(parsed, response.status);
    } catch (error) {
      throw toApiError(error);
    }
  }

  return { call };
}
