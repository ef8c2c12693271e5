import { defineCall } from './define-call';
import type { NoInput } from './entities';
import type {
  SecurityProfile,
  UpdateNicknameRequest,
  UpdateNicknameResult,
  BindPhoneCodeRequest,
  BindPhoneRequest,
  BindEmailCodeRequest,
  BindEmailRequest,
  BoundContact,
  ContactCodeResult,
  LoginHistoryQuery,
  LoginHistoryPage,
  MemberSession,
  SignOutSessionQuery,
  SignedOut,
  TotpSetup,
  EnableTotpRequest,
  DisableTotpRequest,
  TotpStatus,
} from '../schemas/security';
export type {
  TotpSetup,
  EnableTotpRequest,
  DisableTotpRequest,
  TotpStatus,
  SecurityProfile,
  UpdateNicknameRequest,
  UpdateNicknameResult,
  BindPhoneCodeRequest,
  BindPhoneRequest,
  BindEmailCodeRequest,
  BindEmailRequest,
  BoundContact,
  ContactCodeResult,
  LoginMethod,
  LoginHistoryQuery,
  LoginRecord,
  LoginHistoryPage,
  MemberSession,
  SignOutSessionQuery,
  SignedOut,
} from '../schemas/security';

/*
 * The security centre (member centre, securityCenter). Member-only; a trial account is refused
 * (REAL_ACCOUNT_REQUIRED, spec section 6). The password change is `changePassword`; the payment
 * password belongs to the withdrawal calls.
 */

/** The profile: nickname, avatar, real name, and the email and phone masked. */
export const securityProfile = defineCall<NoInput, SecurityProfile>({
  method: 'GET',
  path: '/wps/member/security/profile',
  auth: true,
  encrypted: false,
});

/** Sets the nickname (trimmed, 2 to 20 letters, digits, spaces, "_", "-", "."). */
export const updateNickname = defineCall<UpdateNicknameRequest, UpdateNicknameResult>({
  method: 'POST',
  path: '/wps/member/security/nickname',
  auth: true,
  encrypted: false,
});

/** Sends an SMS code to the number to bind (the SMS limits: 60 s between codes, 5 an hour). */
export const bindPhoneCode = defineCall<BindPhoneCodeRequest, ContactCodeResult>({
  method: 'POST',
  path: '/wps/member/security/phone/code',
  auth: true,
  encrypted: false,
});

/** Binds or changes the phone: the new number's SMS code and the login password. */
export const bindPhone = defineCall<BindPhoneRequest, BoundContact>({
  method: 'POST',
  path: '/wps/member/security/phone',
  auth: true,
  encrypted: false,
});

/** Mails a code to the address to bind (60 s between codes, 5 an hour). */
export const bindEmailCode = defineCall<BindEmailCodeRequest, ContactCodeResult>({
  method: 'POST',
  path: '/wps/member/security/email/code',
  auth: true,
  encrypted: false,
});

/** Binds or changes the email: the new address's code and the login password. */
export const bindEmail = defineCall<BindEmailRequest, BoundContact>({
  method: 'POST',
  path: '/wps/member/security/email',
  auth: true,
  encrypted: false,
});

/** The member's logins (time, address, device, success), newest first, paged. */
export const loginHistory = defineCall<LoginHistoryQuery, LoginHistoryPage>({
  method: 'GET',
  path: '/wps/member/security/logins',
  auth: true,
  encrypted: false,
});

/** The member's signed-in sessions: this one first (`isCurrent`), then the latest used. */
export const memberSessions = defineCall<NoInput, MemberSession[]>({
  method: 'GET',
  path: '/wps/member/security/sessions',
  auth: true,
  encrypted: false,
});

/** Signs out one of the member's own sessions: its token is refused from the next request. */
export const signOutSession = defineCall<SignOutSessionQuery, SignedOut>({
  method: 'DELETE',
  path: '/wps/member/security/sessions',
  auth: true,
  encrypted: false,
});

/** Signs out every session of the member but this one. */
export const signOutOtherSessions = defineCall<NoInput, SignedOut>({
  method: 'DELETE',
  path: '/wps/member/security/sessions/others',
  auth: true,
  encrypted: false,
});

/** A new authenticator secret and its otpauth:// URI (for the QR code); not a factor until enableTotp. */
export const totpSetup = defineCall<NoInput, TotpSetup>({
  method: 'POST',
  path: '/wps/member/security/totp/setup',
  auth: true,
  encrypted: false,
});

/** Confirms the secret of totpSetup with a code from the app: from now on it is a second factor. */
export const enableTotp = defineCall<EnableTotpRequest, TotpStatus>({
  method: 'POST',
  path: '/wps/member/security/totp',
  auth: true,
  encrypted: false,
});

/** Removes the authenticator, with the login password. */
export const disableTotp = defineCall<DisableTotpRequest, TotpStatus>({
  method: 'POST',
  path: '/wps/member/security/totp/disable',
  auth: true,
  encrypted: false,
});
