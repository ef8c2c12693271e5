export { API_ERROR_MESSAGE_KEYS, ApiError, CLIENT_ERROR_CODE, ERROR_MESSAGE_KEY, isApiError, messageKeyFor } from './api-error';
export type { ApiErrorInit, ApiErrorMessageKey } from './api-error';
export {
  createApiClient,
  DEFAULT_RETRY,
  DEFAULT_TIMEOUT_MS,
  DEVICE,
  parseRetryAfter,
  RETRY_STATUS_CODES,
  SESSION_PATH,
} from './create-api-client';
export type {
  ApiClient,
  ApiClientOptions,
  CachedCallOptions,
  CallOptions,
  PayloadEncrypter,
  RetryOptions,
  SystemStatusSwitch,
} from './create-api-client';
export { createMemoryStorage, createSessionCache, SESSION_CACHE_KEY } from './session-cache';
export type { SessionCache, SessionCacheKey, SessionCacheOptions, SessionCacheSetOptions, StorageLike } from './session-cache';
