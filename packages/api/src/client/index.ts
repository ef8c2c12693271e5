export { ApiError, CLIENT_ERROR_CODE, isApiError, messageKeyFor } from './api-error';
export type { ApiErrorInit, ApiErrorMessageKey } from './api-error';
export { createApiClient, DEFAULT_TIMEOUT_MS, DEVICE } from './create-api-client';
export type { ApiClient, ApiClientOptions } from './create-api-client';
