import { defineCall } from './define-call';
import type { CaptchaAnswer, LoginResult, NoInput } from './entities';

/** Login with a username and a password; the captcha answer once the captcha shows. */
export interface UsernameLoginRequest extends CaptchaAnswer {
  type: 'username';
  username: string;
  password: string;
}

/** Login with a mobile number and the SMS code sent to it (mobile code login). No captcha. */
export interface SmsLoginRequest {
  type: 'sms';
  mobileNum: string;
  /** Digits without "+": `60`. */
  countryDialingCode: string;
  verificationCode: string;
  /** The picked country (`MY`), when the form knows it. */
  countryCode?: string;
}

/** The login call's two payloads (spec section 3, "Login payloads"). */
export type LoginRequest = UsernameLoginRequest | SmsLoginRequest;

/** The free-play (trial) login's payload (spec section 7: os, platform, encryption, gateway version 3). */
export interface FreePlayLoginRequest {
  /** The visitor's operating system, as the browser reports it. */
  os: string;
  /** The brand's platform: `web`. */
  platform: string;
  /** Whether the client can send encrypted payloads (the call itself is not encrypted). */
  encryption?: boolean;
  /** The gateway protocol version: 3. */
  gatewayVersion?: 3;
}

/**
 * Logs in by username and password or by mobile number and SMS code; public, encrypted. A failed
 * login's envelope value may carry `{ captcha: true }` (see LoginFailureValue).
 */
export const login = defineCall<LoginRequest, LoginResult>({
  method: 'POST',
  path: '/wps/session/login',
  auth: false,
  encrypted: true,
});

/** Logs a guest into a free-play (trial, type 4) account when the brand allows it; public. */
export const freePlayLogin = defineCall<FreePlayLoginRequest, LoginResult>({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  auth: false,
  encrypted: false,
});

/** Ends the session and revokes its token; member-only. */
export const logout = defineCall<NoInput, null>({
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: true,
  encrypted: false,
});
