import { defineCall } from './define-call';
import type { LoginResult, NoInput } from './entities';
import type { LoginRequest, FreePlayLoginRequest } from '../schemas/session';
export type { LoginRequest, FreePlayLoginRequest } from '../schemas/session';

/** Login with a username and a password; the captcha answer once the captcha shows. */
export type UsernameLoginRequest = LoginRequest & { type: 'username' };

/** Login with a mobile number and the SMS code sent to it (mobile code login). No captcha. */
export type SmsLoginRequest = LoginRequest & { type: 'sms' };

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
