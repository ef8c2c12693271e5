import { GATEWAY_ERROR_CODE } from '../contract/error-codes';

/** Codes the client (or the app) raises itself, when there is no envelope from the gateway to read. */
export const CLIENT_ERROR_CODE = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  invalidResponse: 'INVALID_RESPONSE',
  loginRequired: GATEWAY_ERROR_CODE.loginRequired,
  encryptionUnavailable: 'ENCRYPTION_UNAVAILABLE',
  /** The phone-auth popup of the third-party SMS service was closed: login failed. Raised by the app. */
  popupClosed: 'POPUP_CLOSED',
  unknown: GATEWAY_ERROR_CODE.unknown,
} as const;

/**
 * The message keys of the error catalogue (spec section 8) that the app translates, with the
 * text each stands for. `error.server` means "show the gateway's own message" (SMS send failure
 * and any code outside the catalogue).
 */
export const API_ERROR_MESSAGE_KEYS = {
  'error.network': 'Network connection abnormal, please retry',
  'error.timeout': 'The page is slow to open',
  'error.system': 'System error',
  'error.unknown': 'Unknown error',
  'error.server': "(the gateway's message)",
  'error.domainInvalid': 'Domain check invalid, contact support',
  'error.ipBlocked': 'Your IP or region is blocked',
  'error.maintenance': 'The platform is being upgraded (maintenance)',
  'error.gameMaintenance': 'This game is under maintenance; try a hot game',
  'error.badCredentials': 'Incorrect account or password',
  'error.loginRequired': 'Please log in first',
  'error.passwordExpired': 'Password expired: change it (also on first login)',
  'error.captchaRequired': 'Please enter the captcha',
  'error.verificationRequired': 'Please complete verification first',
  'error.usernameOrEmailUnknown': 'Username or email does not exist',
  'error.notAgent': 'Non-agents cannot log in',
  'error.notMember': 'Non-member account unable to log in',
  'error.realAccountRequired': 'Please register or log in to a real account',
  'error.affiliateInvalid': 'Invalid invitation code',
  'error.accountExists': 'This account already exists',
  'error.passwordIncorrect': 'Incorrect password',
  'error.insufficientBalance': 'Insufficient balance',
  'error.outOfStock': 'This item is out of stock',
  'error.promotionalCreditLocked': 'Only withdrawable money can be transferred or withdrawn; promotional credit is withdrawable once its turnover is met',
  'error.phoneInvalid': 'Invalid phone number',
  'error.phoneMissing': 'Missing phone number',
  'error.tooManyRequests': 'Too many requests, try again after 5 minutes',
  'error.codeInvalid': 'Invalid verification code',
  'error.codeMissing': 'Missing verification code',
  'error.codeExpired': 'Verification code expired, please resend',
  'error.captchaFailed': 'Captcha failed',
  'error.quotaExceeded': 'Quota exceeded, contact support',
  'error.operationNotAllowed': 'Operation not allowed, contact support',
  'error.popupClosed': 'Popup closed by user: login failed',
  'error.limitReached': 'This would go over one of your limits',
  'error.excluded': 'Your account is on a break or self-excluded',
} as const;

/** A message key of the error catalogue that the app translates. */
export type ApiErrorMessageKey = keyof typeof API_ERROR_MESSAGE_KEYS;

const C = GATEWAY_ERROR_CODE;

/** The catalogue's message key for each code the gateway or the client raises. */
export const ERROR_MESSAGE_KEY: Readonly<Record<string, ApiErrorMessageKey>> = {
  [CLIENT_ERROR_CODE.network]: 'error.network',
  [CLIENT_ERROR_CODE.timeout]: 'error.timeout',
  [CLIENT_ERROR_CODE.invalidResponse]: 'error.system',
  [CLIENT_ERROR_CODE.encryptionUnavailable]: 'error.system',
  [CLIENT_ERROR_CODE.popupClosed]: 'error.popupClosed',
  [C.systemError]: 'error.system',
  [C.encryptionKeyUnknown]: 'error.system',
  [C.unknown]: 'error.unknown',
  [C.merchantUnknown]: 'error.domainInvalid',
  [C.domainInvalid]: 'error.domainInvalid',
  [C.ipBlocked]: 'error.ipBlocked',
  [C.regionRestricted]: 'error.ipBlocked',
  [C.maintenance]: 'error.maintenance',
  [C.gameMaintenance]: 'error.gameMaintenance',
  [C.badCredentials]: 'error.badCredentials',
  [C.loginRequired]: 'error.loginRequired',
  [C.tokenExpired]: 'error.loginRequired',
  [C.passwordExpired]: 'error.passwordExpired',
  [C.captchaRequired]: 'error.captchaRequired',
  [C.verificationRequired]: 'error.verificationRequired',
  [C.usernameOrEmailUnknown]: 'error.usernameOrEmailUnknown',
  [C.notAgent]: 'error.notAgent',
  [C.notMember]: 'error.notMember',
  [C.realAccountRequired]: 'error.realAccountRequired',
  [C.accountExists]: 'error.accountExists',
  [C.passwordIncorrect]: 'error.passwordIncorrect',
  [C.insufficientBalance]: 'error.insufficientBalance',
  [C.outOfStock]: 'error.outOfStock',
  [C.promotionalCreditLocked]: 'error.promotionalCreditLocked',
  [C.affiliateInvalid]: 'error.affiliateInvalid',
  [C.smsSendFailed]: 'error.server',
  [C.phoneInvalid]: 'error.phoneInvalid',
  [C.phoneMissing]: 'error.phoneMissing',
  [C.tooManyRequests]: 'error.tooManyRequests',
  [C.codeInvalid]: 'error.codeInvalid',
  [C.codeMissing]: 'error.codeMissing',
  [C.codeExpired]: 'error.codeExpired',
  [C.captchaFailed]: 'error.captchaFailed',
  [C.quotaExceeded]: 'error.quotaExceeded',
  [C.operationNotAllowed]: 'error.operationNotAllowed',
  [C.limitReached]: 'error.limitReached',
  [C.excluded]: 'error.excluded',
};

/** The key for an HTTP status when the code is outside the catalogue (an answer without an envelope). */
function messageKeyForStatus(status: number): ApiErrorMessageKey | undefined {
  if (status === 401) return 'error.loginRequired';
  if (status === 408) return 'error.timeout';
  if (status === 429) return 'error.tooManyRequests';
  if (status >= 500) return 'error.system';
  return undefined;
}

/**
 * The catalogue key for an error: by its code first, then (for a code outside the catalogue) by
 * its HTTP status; otherwise the gateway's own message when there is one, else unknown error.
 */
export function messageKeyFor(code: string, hasServerMessage: boolean, status = 0): ApiErrorMessageKey {
  return (
    ERROR_MESSAGE_KEY[code] ??
    messageKeyForStatus(status) ??
    (hasServerMessage ? 'error.server' : 'error.unknown')
  );
}

export interface ApiErrorInit {
  code: string;
  /** HTTP status of the answer; 0 when no answer arrived (network failure, timeout). */
  status: number;
  message: string;
  /**
   * Whether `message` is the gateway's own text, fit to show (`error.server`) for a code outside
   * the catalogue. Defaults to whether the message is non-empty.
   */
  serverMessage?: boolean;
  /** The failed envelope's value, when the gateway sent one (a login failure's captcha flag). */
  value?: unknown;
  cause?: unknown;
}

function carriesCaptchaFlag(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;
}

/** The one error the client throws: a failed envelope, a non-OK status, a timeout or a network failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The gateway's code (`GATEWAY_ERROR_CODE`), a client code (`CLIENT_ERROR_CODE`) or `HTTP_<status>`. */
  readonly code: string;
  readonly status: number;
  /** The catalogue key the app translates (see `API_ERROR_MESSAGE_KEYS`). */
  readonly messageKey: ApiErrorMessageKey;
  readonly value: unknown;
  /**
   * Whether the failure asks for the captcha: its value carries `captcha: true`, or its code is
   * CAPTCHA_REQUIRED. The UI's LoginForm shows the captcha for an error with `captchaRequired === true`.
   */
  readonly captchaRequired: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.value = init.value ?? null;
    this.messageKey = messageKeyFor(init.code, init.serverMessage ?? init.message.length > 0, init.status);
    this.captchaRequired = carriesCaptchaFlag(this.value) || init.code === GATEWAY_ERROR_CODE.captchaRequired;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
