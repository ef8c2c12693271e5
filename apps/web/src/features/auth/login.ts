import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  FEATURE,
  TRIAL_ACCOUNT_TYPE,
  captcha,
  freePlayLogin,
  isApiError,
  login,
  type CallDefinition,
  type Country,
  type LoginRequest,
  type LoginResult,
  type SmsCodeRequest,
  type SmsCodeResult,
} from '@platform/api';
import { dialogs, type LoginValues, type RememberedLogin } from '@platform/ui';
import { brand } from '@brand';
import { api } from '../../lib/api';
import type { FeatureFlags } from '../../brand/feature-flags';
import { errorMessage } from '../../lib/error-message';
import { openAppModal } from '../../lib/app-modals';
import { sessionStore } from '../../lib/session/session';
import { readStored, removeStored, writeStored } from '../../lib/storage';
import { challengeOf, startSecondFactor, type PendingSecondFactor } from './second-factor';

/**
 * The login flow of spec section 4 as plain functions over the site's API client: log in (by
 * username or SMS code), store the session, and ask for a new password when the answer says so;
 * free play; the captcha key; SMS codes; and "Remember me", which keeps the username and mobile
 * number for 24 hours and never a password (DESIGN.md, "Decisions that differ from the spec").
 */

/** A failed login as the LoginForm reads it: the message to show, and whether the captcha must show. */
export class LoginError extends Error {
  override readonly name = 'LoginError';
  readonly captchaRequired: boolean;

  constructor(message: string, captchaRequired: boolean, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.captchaRequired = captchaRequired;
  }
}

/**
 * The password was right but the address is new: the login waits for a second factor (the
 * challenge is stored; the login forms show the step). Not a failure to show in the form.
 */
export class SecondFactorRequired extends Error {
  override readonly name = 'SecondFactorRequired';
  readonly pending: PendingSecondFactor;

  constructor(pending: PendingSecondFactor) {
    super('A second factor is required');
    this.pending = pending;
  }
}

/** An error whose message is fit to show in a form: the catalogue's text for the failure, translated. */
export function formError(error: unknown): Error {
  return new LoginError(errorMessage(error), isApiError(error) && error.captchaRequired, error);
}

// ---------------------------------------------------------------------------------------------
// Captcha

const CAPTCHA_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A captcha key of the client's choosing (`^[A-Za-z0-9_-]{16,64}$`): 32 random characters. */
export function newCaptchaKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => CAPTCHA_KEY_ALPHABET[byte % CAPTCHA_KEY_ALPHABET.length]).join('');
}

/**
 * A source of captcha images for one form: each image is drawn for a new key, and `key()` is the
 * key of the image shown last, which goes with the answer.
 */
export function createCaptchaSource() {
  let current: string | undefined;
  return {
    fetchImage: async (): Promise<string> => {
      const key = newCaptchaKey();
      current = key;
      return api.call(captcha, { captchaKey: key });
    },
    key: (): string | undefined => current,
  };
}

export type CaptchaSource = ReturnType<typeof createCaptchaSource>;

// ---------------------------------------------------------------------------------------------
// Login

/**
 * Whether a login must be followed by a forced password change (spec section 4): the gateway
 * says the password has expired, and either the forced-password-change flag is on or it is the
 * first login with a default password. SMS logins never are.
 */
export function needsPasswordChange(result: LoginResult, type: LoginRequest['type'], flags: FeatureFlags): boolean {
  if (type === 'sms' || !result.passwordExpired) return false;
  return flags[FEATURE.forcedPasswordChange] || result.firstTimeLogin;
}

export interface LoginOptions {
  /** The tenant options in force (useFeatureFlags()). */
  flags: FeatureFlags;
  /** The key of the captcha image shown, when the captcha shows. */
  captchaKey?: string | undefined;
}

export interface LoginOutcome {
  result: LoginResult;
  /** The change-password modal was opened (forced). */
  isPasswordChangeForced: boolean;
}

function loginRequest(values: LoginValues, captchaKey: string | undefined): LoginRequest {
  if (values.type === 'sms') {
    const { mobileNum, countryDialingCode, countryCode, verificationCode } = values;
    return { type: 'sms', mobileNum, countryDialingCode, countryCode, verificationCode };
  }
  const { username, password } = values;
  return values.captcha !== undefined ? { type: 'username', username, password, captcha: values.captcha, captchaKey } : { type: 'username', username, password };
}

/**
 * Logs in with the form's values (the client encrypts the payload) and stores the session. With
 * an expired or default password (not after an SMS login) it opens the change-password modal,
 * forced. A failure rejects with a LoginError: the catalogue's message, and `captchaRequired`
 * when the gateway asks for the captcha. From an address the member has not logged in from it
 * rejects with SecondFactorRequired, the challenge stored for the second-factor step.
 */
export async function logIn(values: LoginValues, { flags, captchaKey }: LoginOptions): Promise<LoginOutcome> {
  const account = values.type === 'username' ? values.username : values.mobileNum;
  let result: LoginResult;
  try {
    result = await api.call(login, loginRequest(values, captchaKey));
  } catch (error) {
    const challenge = challengeOf(error);
    if (challenge) {
      const pending = { challenge, account };
      startSecondFactor(pending);
      throw new SecondFactorRequired(pending);
    }
    throw formError(error);
  }
  sessionStore.signIn({ token: result.token, account, type: null });
  const isPasswordChangeForced = needsPasswordChange(result, values.type, flags);
  if (isPasswordChangeForced) {
    openAppModal('changePassword', { forced: true, reason: result.firstTimeLogin ? 'default' : 'expired' });
  }
  return { result, isPasswordChangeForced };
}

/**
 * Logs in again with a username and the password just set (after a password change or a reset by
 * phone): the player typed it a moment ago, so nothing is kept (DESIGN.md). Rejects as logIn.
 */
export async function logInWithNewPassword(username: string, password: string): Promise<LoginResult> {
  let result: LoginResult;
  try {
    result = await api.call(login, { type: 'username', username, password });
  } catch (error) {
    throw formError(error);
  }
  sessionStore.signIn({ token: result.token, account: username, type: null });
  return result;
}

/** The visitor's operating system, as the browser reports it (the free-play call's `os`). */
function operatingSystem(): string {
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return data?.platform || navigator.platform || 'unknown';
}

/** Logs a guest into a free-play (trial, type 4) account and stores the session. Rejects with a form error. */
export async function logInFreePlay(): Promise<LoginResult> {
  let result: LoginResult;
  try {
    result = await api.call(freePlayLogin, { os: operatingSystem(), platform: 'web', encryption: true, gatewayVersion: 3 });
  } catch (error) {
    throw formError(error);
  }
  // The account's name comes with member info; the type is known already, so trial refusals work at once.
  sessionStore.signIn({ token: result.token, account: '', type: TRIAL_ACCOUNT_TYPE });
  return result;
}

// ---------------------------------------------------------------------------------------------
// SMS codes

/**
 * Sends an SMS code with one of the SMS calls. A failure raises the warning dialog with the
 * server's message (spec section 8) and rejects with that message, so the button does not count down.
 */
export async function requestSmsCode<Req extends SmsCodeRequest>(
  definition: CallDefinition<Req, SmsCodeResult>,
  request: Req,
): Promise<SmsCodeResult> {
  try {
    return await api.call(definition, request);
  } catch (error) {
    const message = errorMessage(error);
    void dialogs.alert({ title: i18n._(msg`Warning`), text: message, buttonLabel: i18n._(msg`Confirm`) });
    throw new LoginError(message, false, error);
  }
}

// ---------------------------------------------------------------------------------------------
// Remember me

/** How long "Remember me" keeps the username and mobile number (spec section 9: 24 hours). */
export const REMEMBER_TTL_MS = 24 * 60 * 60 * 1000;

/** Where "Remember me" keeps them: per merchant, so two brands on one host keep their own. */
export const REMEMBER_STORAGE_KEY = `rememberedLogin:${brand.merchantCode}`;

/** What is stored: identifiers only, never a password. */
interface StoredLogin {
  username?: string;
  mobileNum?: string;
  countryCode?: string;
  countryDialingCode?: string;
  /** Epoch milliseconds after which it is forgotten. */
  expiresAt: number;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The login remembered on this device, unless it has expired (then it is forgotten). */
export function readRememberedLogin(now: number = Date.now()): RememberedLogin | undefined {
  try {
    const raw = readStored(REMEMBER_STORAGE_KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<StoredLogin>;
    if (typeof stored.expiresAt !== 'number' || stored.expiresAt <= now) {
      forgetRememberedLogin();
      return undefined;
    }
    const remembered: RememberedLogin = {};
    const username = text(stored.username);
    const mobileNum = text(stored.mobileNum);
    const countryCode = text(stored.countryCode);
    if (username) remembered.username = username;
    if (mobileNum) remembered.mobileNum = mobileNum;
    if (countryCode) remembered.countryCode = countryCode;
    return username || mobileNum ? remembered : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Remembers the username, mobile number and its country (with the dialling code, from
 * `countries`) for 24 hours; `undefined` (the box unticked) forgets them. Only those fields are
 * written, whatever else the object holds: never a password.
 */
export function rememberLogin(remembered: RememberedLogin | undefined, countries: readonly Country[] = [], now: number = Date.now()): void {
  if (remembered === undefined) {
    forgetRememberedLogin();
    return;
  }
  const stored: StoredLogin = { expiresAt: now + REMEMBER_TTL_MS };
  const username = text(remembered.username);
  const mobileNum = text(remembered.mobileNum);
  const countryCode = text(remembered.countryCode);
  if (username) stored.username = username;
  if (mobileNum) stored.mobileNum = mobileNum;
  if (countryCode) {
    stored.countryCode = countryCode;
    const dialling = countries.find((country) => country.countryCode === countryCode)?.countryDialingCode;
    if (dialling) stored.countryDialingCode = dialling;
  }
  if (!username && !mobileNum) {
    forgetRememberedLogin();
    return;
  }
  // Storage full or denied: nothing is remembered.
  writeStored(REMEMBER_STORAGE_KEY, JSON.stringify(stored));
}

export function forgetRememberedLogin(): void {
  removeStored(REMEMBER_STORAGE_KEY);
}
