/** Codes the client raises itself, when there is no envelope from the gateway to read. */
export const CLIENT_ERROR_CODE = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  invalidResponse: 'INVALID_RESPONSE',
  loginRequired: 'LOGIN_REQUIRED',
  encryptionUnavailable: 'ENCRYPTION_UNAVAILABLE',
  unknown: 'UNKNOWN_ERROR',
} as const;

/**
 * Message keys of the error catalogue (spec section 8) that the app translates. `server` means
 * "show the gateway's own message".
 */
export type ApiErrorMessageKey =
  | 'error.network'
  | 'error.timeout'
  | 'error.system'
  | 'error.unknown'
  | 'error.domainInvalid'
  | 'error.loginRequired'
  | 'error.server';

const MESSAGE_KEY_BY_CODE: Readonly<Record<string, ApiErrorMessageKey>> = {
  NETWORK_ERROR: 'error.network',
  TIMEOUT: 'error.timeout',
  INVALID_RESPONSE: 'error.system',
  ENCRYPTION_UNAVAILABLE: 'error.system',
  SYSTEM_ERROR: 'error.system',
  MERCHANT_UNKNOWN: 'error.domainInvalid',
  LOGIN_REQUIRED: 'error.loginRequired',
  UNKNOWN_ERROR: 'error.unknown',
};

/** The catalogue key for an error code; codes it does not know show the gateway's message. */
export function messageKeyFor(code: string, hasServerMessage: boolean): ApiErrorMessageKey {
  return MESSAGE_KEY_BY_CODE[code] ?? (hasServerMessage ? 'error.server' : 'error.unknown');
}

export interface ApiErrorInit {
  code: string;
  /** HTTP status of the answer; 0 when no answer arrived (network failure, timeout). */
  status: number;
  message: string;
  /** The failed envelope's value, when the gateway sent one (a login failure's captcha flag). */
  value?: unknown;
  cause?: unknown;
}

/** The one error the client throws: a failed envelope, a non-OK status, a timeout or a network failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly status: number;
  readonly messageKey: ApiErrorMessageKey;
  readonly value: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.value = init.value ?? null;
    this.messageKey = messageKeyFor(init.code, init.message.length > 0);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
