import { afterEach, describe, expect, it } from 'vitest';
import { defineCall } from '../contract/define-call';
import type { HttpMethod } from '../contract/define-call';
import { API_ERROR_MESSAGE_KEYS, ApiError, CLIENT_ERROR_CODE, ERROR_MESSAGE_KEY } from './api-error';
import type { ApiErrorMessageKey } from './api-error';
import { createApiClient } from './create-api-client';
import type { SystemStatusSwitch } from './create-api-client';
import { GATEWAY_ERROR_CODE } from '../contract/error-codes';
import { closeServers, loadRecordings, replayServer } from './test-support';
import type { Recording } from './test-support';

// Each recorded failure of fixtures/*.json is served over real HTTP and must come out as the
// catalogue's error (spec section 8), with the app's hooks called when the error calls for them.

afterEach(closeServers);

/** Calls of spec section 7 that need the token, and those whose payload is encrypted. */
const TOKEN_PATHS = new Set(['/wps/member/info', '/wps/v2/wallets/balance', '/wps/relay/GCS_walletTransfer', '/wps/game/launchGame']);
const ENCRYPTED_PATHS = new Set(['/wps/session/login', '/wps/member/password/verification']);

function callOf(recorded: Recording) {
  const { method, path } = recorded.request;
  return defineCall<Record<string, unknown>, unknown>({
    method: method as HttpMethod,
    path,
    auth: TOKEN_PATHS.has(path),
    encrypted: ENCRYPTED_PATHS.has(path),
  });
}

interface Expected {
  code: string;
  status: number;
  messageKey: ApiErrorMessageKey;
  captchaRequired?: boolean;
  /** The session is lost: clearToken, then onUnauthorized. */
  unauthorized?: boolean;
  /** The system status view the error switches to. */
  view?: SystemStatusSwitch;
  /** Requests sent (GETs are retried after 5xx). */
  attempts?: number;
  /** The message the app may show as is (error.server). */
  message?: string;
}

const C = GATEWAY_ERROR_CODE;

const EXPECTED: Record<string, Expected> = {
  // Login and account.
  'login/badCredentials': { code: C.badCredentials, status: 200, messageKey: 'error.badCredentials' },
  'login/badCredentialsWithCaptcha': { code: C.badCredentials, status: 200, messageKey: 'error.badCredentials', captchaRequired: true },
  'login/badCredentialsHttp401': { code: C.badCredentials, status: 401, messageKey: 'error.badCredentials' },
  'login/captchaRequired': { code: C.captchaRequired, status: 400, messageKey: 'error.captchaRequired', captchaRequired: true },
  'login/captchaFailed': { code: C.captchaFailed, status: 400, messageKey: 'error.captchaFailed', captchaRequired: true },
  'login/passwordExpired': { code: C.passwordExpired, status: 200, messageKey: 'error.passwordExpired' },
  'login/verificationRequired': { code: C.verificationRequired, status: 200, messageKey: 'error.verificationRequired' },
  'login/notAgent': { code: C.notAgent, status: 403, messageKey: 'error.notAgent' },
  'login/notMember': { code: C.notMember, status: 403, messageKey: 'error.notMember' },
  'login/usernameOrEmailUnknown': { code: C.usernameOrEmailUnknown, status: 200, messageKey: 'error.usernameOrEmailUnknown' },
  // Session.
  'session/tokenExpired': { code: C.tokenExpired, status: 401, messageKey: 'error.loginRequired', unauthorized: true },
  'session/loginRequired': { code: C.loginRequired, status: 401, messageKey: 'error.loginRequired', unauthorized: true },
  'session/realAccountRequired': { code: C.realAccountRequired, status: 403, messageKey: 'error.realAccountRequired' },
  // Whole site and games.
  'system/maintenance': { code: C.maintenance, status: 503, messageKey: 'error.maintenance', view: 1 },
  'system/ipBlocked': { code: C.ipBlocked, status: 403, messageKey: 'error.ipBlocked', view: 2 },
  'system/regionRestricted': { code: C.regionRestricted, status: 403, messageKey: 'error.ipBlocked', view: 2 },
  'system/gameMaintenance': { code: C.gameMaintenance, status: 200, messageKey: 'error.gameMaintenance' },
  'system/domainInvalid': { code: C.domainInvalid, status: 400, messageKey: 'error.domainInvalid' },
  'system/merchantUnknown': { code: C.merchantUnknown, status: 400, messageKey: 'error.domainInvalid' },
  'system/systemError': { code: C.systemError, status: 500, messageKey: 'error.system', attempts: 3 },
  'system/unknownError': { code: C.unknown, status: 200, messageKey: 'error.unknown' },
  'system/badGatewayHtml': { code: 'HTTP_502', status: 502, messageKey: 'error.system', attempts: 3 },
  'system/notEnvelope': { code: CLIENT_ERROR_CODE.invalidResponse, status: 200, messageKey: 'error.system' },
  // Registration.
  'registration/affiliateInvalid': { code: C.affiliateInvalid, status: 200, messageKey: 'error.affiliateInvalid' },
  'registration/smsSendFailed': {
    code: C.smsSendFailed,
    status: 200,
    messageKey: 'error.server',
    message: 'SMS provider unavailable, please try later',
  },
  // Phone verification.
  'phone-verification/phoneInvalid': { code: C.phoneInvalid, status: 400, messageKey: 'error.phoneInvalid' },
  'phone-verification/phoneMissing': { code: C.phoneMissing, status: 400, messageKey: 'error.phoneMissing' },
  'phone-verification/tooManyRequests': { code: C.tooManyRequests, status: 429, messageKey: 'error.tooManyRequests' },
  'phone-verification/codeInvalid': { code: C.codeInvalid, status: 400, messageKey: 'error.codeInvalid' },
  'phone-verification/codeMissing': { code: C.codeMissing, status: 400, messageKey: 'error.codeMissing' },
  'phone-verification/codeExpired': { code: C.codeExpired, status: 400, messageKey: 'error.codeExpired' },
  'phone-verification/captchaFailed': { code: C.captchaFailed, status: 400, messageKey: 'error.captchaFailed', captchaRequired: true },
  'phone-verification/quotaExceeded': { code: C.quotaExceeded, status: 429, messageKey: 'error.quotaExceeded' },
  'phone-verification/operationNotAllowed': { code: C.operationNotAllowed, status: 403, messageKey: 'error.operationNotAllowed' },
  'phone-verification/unknown': { code: C.unknown, status: 200, messageKey: 'error.unknown' },
};

const recordings = loadRecordings();

describe('error mapping of recorded gateway answers', () => {
  it('has an expectation for every recording, and a recording for every expectation', () => {
    expect([...recordings.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s', async (name, expected) => {
    const recorded = recordings.get(name) as Recording;
    const { baseUrl, seen } = await replayServer(recorded);
    const events: string[] = [];
    const views: SystemStatusSwitch[] = [];
    const api = createApiClient({
      baseUrl,
      merchantCode: 'DEMO_ROYAL',
      getLanguage: () => 'en',
      getToken: () => 'tok-1',
      clearToken: () => events.push('clearToken'),
      onUnauthorized: (error) => events.push(`onUnauthorized:${error.code}`),
      onSystemStatus: (view) => views.push(view),
      encrypt: async (body) => ({ sealed: JSON.stringify(body) }),
      retry: { backoffMs: 1 },
    });

    const error = await api.call(callOf(recorded), { probe: 1 }).then(
      () => undefined,
      (reason: unknown) => reason,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error); // what the UI's LoginForm checks before captchaRequired
    const apiError = error as ApiError;
    expect({ code: apiError.code, status: apiError.status, messageKey: apiError.messageKey }).toEqual({
      code: expected.code,
      status: expected.status,
      messageKey: expected.messageKey,
    });
    expect(apiError.captchaRequired).toBe(expected.captchaRequired ?? false);
    const body = recorded.response.body as { value?: unknown; message?: string | null };
    if (typeof body === 'object' && 'value' in body) expect(apiError.value).toEqual(body.value ?? null);
    if (expected.message !== undefined) expect(apiError.message).toBe(expected.message);

    expect(seen).toHaveLength(expected.attempts ?? 1);
    expect(seen[0]?.method).toBe(recorded.request.method);
    expect(seen[0]?.url.pathname).toBe(recorded.request.path);
    expect(events).toEqual(expected.unauthorized ? ['clearToken', `onUnauthorized:${expected.code}`] : []);
    expect(views).toEqual(expected.view === undefined ? [] : [expected.view]);
  });
});

describe('the catalogue', () => {
  it('gives every gateway code of the catalogue a message key the app translates', () => {
    const requestErrors: string[] = [C.badRequest, C.notFound];
    for (const code of Object.values(GATEWAY_ERROR_CODE)) {
      if (requestErrors.includes(code)) continue;
      expect(ERROR_MESSAGE_KEY[code], code).toBeDefined();
      expect(Object.keys(API_ERROR_MESSAGE_KEYS)).toContain(ERROR_MESSAGE_KEY[code]);
    }
  });

  it('gives every client code a message key', () => {
    for (const code of Object.values(CLIENT_ERROR_CODE)) expect(ERROR_MESSAGE_KEY[code], code).toBeDefined();
  });

  it("shows the gateway's message for a code outside the catalogue, and unknown error when there is none", () => {
    expect(new ApiError({ code: 'BAD_REQUEST', status: 400, message: 'nickname too long' }).messageKey).toBe('error.server');
    expect(new ApiError({ code: 'SOMETHING_NEW', status: 200, message: '' }).messageKey).toBe('error.unknown');
    expect(new ApiError({ code: 'HTTP_404', status: 404, message: 'Not Found', serverMessage: false }).messageKey).toBe('error.unknown');
  });

  it('asks for the captcha on CAPTCHA_REQUIRED or a value with captcha === true, and only then', () => {
    expect(new ApiError({ code: C.captchaRequired, status: 400, message: 'Captcha required' }).captchaRequired).toBe(true);
    expect(new ApiError({ code: C.badCredentials, status: 200, message: 'x', value: { captcha: true } }).captchaRequired).toBe(true);
    expect(new ApiError({ code: C.badCredentials, status: 200, message: 'x', value: { captcha: 'true' } }).captchaRequired).toBe(false);
    expect(new ApiError({ code: C.badCredentials, status: 200, message: 'x', value: null }).captchaRequired).toBe(false);
  });
});
