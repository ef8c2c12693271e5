/**
 * The codes the gateway answers with in a failed envelope's `code`: its own request errors and
 * one code per case of the error catalogue (spec section 8). The gateway answers with exactly
 * these and the client maps each to a message key (see `ERROR_MESSAGE_KEY` in api-error.ts).
 *
 * HTTP statuses the gateway pairs with them: MAINTENANCE 503; IP_BLOCKED and REGION_RESTRICTED
 * 403; LOGIN_REQUIRED and TOKEN_EXPIRED 401; TOO_MANY_REQUESTS 429 (with Retry-After); a
 * catalogue refusal of a well-formed request (BAD_CREDENTIALS, NOT_AGENT, …) may come with 200
 * or 4xx, as the platform's envelope carries the outcome either way.
 *
 */
export const GATEWAY_ERROR_CODE = {
  // The request and the tenant.
  badRequest: 'BAD_REQUEST',
  notFound: 'NOT_FOUND',
  merchantUnknown: 'MERCHANT_UNKNOWN',
  /** Domain check invalid, contact support. */
  domainInvalid: 'DOMAIN_INVALID',
  systemError: 'SYSTEM_ERROR',
  unknown: 'UNKNOWN_ERROR',
  /** An encrypted payload names a gateway key the gateway does not have: fetch the key again. */
  encryptionKeyUnknown: 'ENCRYPTION_KEY_UNKNOWN',

  // Access to the whole site or a game.
  /** The visitor's IP is blocked (system status view 2). */
  ipBlocked: 'IP_BLOCKED',
  /** The visitor's region is restricted (system status view 2). */
  regionRestricted: 'REGION_RESTRICTED',
  /** Platform upgrade in progress (system status view 1). */
  maintenance: 'MAINTENANCE',
  /** This game is under maintenance; the app suggests hot games. */
  gameMaintenance: 'GAME_MAINTENANCE',

  // Session, login and account.
  /** Incorrect account or password. */
  badCredentials: 'BAD_CREDENTIALS',
  /** Please log in first: the call needs a session token. */
  loginRequired: 'LOGIN_REQUIRED',
  /** The session token is no longer valid. */
  tokenExpired: 'TOKEN_EXPIRED',
  /** Password expired, or first login must change the password. */
  passwordExpired: 'PASSWORD_EXPIRED',
  /** The login needs the captcha (the failure's value carries `captcha: true`). */
  captchaRequired: 'CAPTCHA_REQUIRED',
  /** Please complete verification first (two-factor login for an unrecorded IP). */
  verificationRequired: 'VERIFICATION_REQUIRED',
  /** Username or email does not exist. */
  usernameOrEmailUnknown: 'USERNAME_OR_EMAIL_UNKNOWN',
  /** Non-agents cannot log in to the agent centre. */
  notAgent: 'NOT_AGENT',
  /** Non-member account unable to log in to the member area. */
  notMember: 'NOT_MEMBER',
  /** A trial account is refused a real-account action. */
  realAccountRequired: 'REAL_ACCOUNT_REQUIRED',
  /** Wrong affiliate (invitation) code. */
  affiliateInvalid: 'AFFILIATE_INVALID',
  /** Registration: the username or mobile number is taken. */
  accountExists: 'ACCOUNT_EXISTS',
  /** A password check of an action (payment password, old password) failed. */
  passwordIncorrect: 'PASSWORD_INCORRECT',

  // Wallet and points.
  /** The wallet or the points balance does not cover the amount. */
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  /** A points-mall item has no units left. */
  outOfStock: 'OUT_OF_STOCK',
  /**
   * Money leaving the account (a transfer to another account, a withdrawal) is more than the
   * withdrawable money: the rest is promotional credit until its turnover is met.
   */
  promotionalCreditLocked: 'PROMOTIONAL_CREDIT_LOCKED',

  // Player protection.
  /** A deposit, bet or transfer into a game wallet would break one of the player's own limits (value: LimitReachedValue). */
  limitReached: 'LIMIT_REACHED',
  /** The player is on a time-out or self-excluded: no login, deposit or bet until it ends (value: ExcludedValue). */
  excluded: 'EXCLUDED',

  /** The SMS could not be sent; the app shows the gateway's message. */
  smsSendFailed: 'SMS_SEND_FAILED',

  // Phone verification.
  phoneInvalid: 'PHONE_INVALID',
  phoneMissing: 'PHONE_MISSING',
  /** Too many requests, try again after 5 minutes. */
  tooManyRequests: 'TOO_MANY_REQUESTS',
  codeInvalid: 'CODE_INVALID',
  codeMissing: 'CODE_MISSING',
  /** Verification code expired, resend. */
  codeExpired: 'CODE_EXPIRED',
  captchaFailed: 'CAPTCHA_FAILED',
  /** Quota exceeded, contact support. */
  quotaExceeded: 'QUOTA_EXCEEDED',
  /** Operation not allowed, contact support. */
  operationNotAllowed: 'OPERATION_NOT_ALLOWED',
} as const;

export type GatewayErrorCode = (typeof GATEWAY_ERROR_CODE)[keyof typeof GATEWAY_ERROR_CODE];

/** The gateway's error codes under the name the gateway's own modules use. */
export const ERROR_CODE = GATEWAY_ERROR_CODE;
export type ErrorCode = GatewayErrorCode;
