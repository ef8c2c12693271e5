import { defineCall } from './define-call';
import type { LoginResult, NoInput } from './entities';
import type { LoginRequest, FreePlayLoginRequest, SecondFactorCodeRequest, SecondFactorCodeResult, VerifySecondFactorRequest } from '../schemas/session';
export type {
  LoginRequest,
  FreePlayLoginRequest,
  SecondFactorChallenge,
  SecondFactorCodeRequest,
  SecondFactorCodeResult,
  SecondFactorFailureValue,
  VerifySecondFactorRequest,
} from '../schemas/session';

/** Login with a username and a password; the captcha answer once the captcha shows. */
export type UsernameLoginRequest = LoginRequest & { type: 'username' };

/** Login with a mobile number and the SMS code sent to it (mobile code login). No captcha. */
export type SmsLoginRequest = LoginRequest & { type: 'sms' };

/**
 * Logs in by username and password or by mobile number and SMS code; public, encrypted. A failed
 * login's envelope value may carry `{ captcha: true }` (see LoginFailureValue). A right password
 * from an address the member has not logged in from fails with VERIFICATION_REQUIRED, whose value
 * is a SecondFactorChallenge: answer it with verifySecondFactor. During a time-out or a
 * self-exclusion it fails with EXCLUDED (value: ExcludedValue, with the end date).
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

/** Sends a code for a secondFactor challenge to the bound phone (SMS) or email; public. */
export const secondFactorCode = defineCall<SecondFactorCodeRequest, SecondFactorCodeResult>({
  method: 'POST',
  path: '/wps/session/secondFactor/code',
  auth: false,
  encrypted: false,
});

/**
 * Answers a secondFactor challenge (single use, 10 minutes, 5 wrong answers); a right answer
 * records the address and issues the session, as the login would have. Public. A wrong answer
 * fails with CODE_INVALID (or CODE_EXPIRED, CODE_MISSING) and the value SecondFactorFailureValue:
 * `attemptsLeft: 0` means the challenge is over and the player must log in again. Answers are
 * also limited per member and per address across challenges (TOO_MANY_REQUESTS, 429).
 */
export const verifySecondFactor = defineCall<VerifySecondFactorRequest, LoginResult>({
  method: 'POST',
  path: '/wps/session/secondFactor',
  auth: false,
  encrypted: false,
});
