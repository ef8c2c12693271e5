import { defineCall } from './define-call';
import type { MemberInfo, NoInput } from './entities';
import type { MemberIcon, PlayerAvatar, ChangePasswordRequest, ForgotPasswordByEmailRequest, SetPasswordByPhoneRequest, SetPasswordByPhoneResult, UpdateLanguageRequest, UnreadCount } from '../schemas/member';
export type { MemberIcon, PlayerAvatar, ChangePasswordRequest, ForgotPasswordByEmailRequest, SetPasswordByPhoneRequest, SetPasswordByPhoneResult, UpdateLanguageRequest, UnreadCount } from '../schemas/member';

/** The logged-in member: account, type (agent, trial), club rank and labels; member-only. */
export const memberInfo = defineCall<NoInput, MemberInfo>({
  method: 'GET',
  path: '/wps/member/info',
  auth: true,
  encrypted: false,
});

/** The member's icon; member-only. */
export const memberIcon = defineCall<NoInput, MemberIcon>({
  method: 'GET',
  path: '/wps/member/info/icon',
  auth: true,
  encrypted: false,
});

/** The member's avatar through the member-centre relay; member-only. */
export const playerAvatar = defineCall<NoInput, PlayerAvatar>({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  auth: true,
  encrypted: false,
});

/** Changes the password (expired, default or by choice); member-only, encrypted. */
export const changePassword = defineCall<ChangePasswordRequest, null>({
  method: 'POST',
  path: '/wps/member/password',
  auth: true,
  encrypted: true,
});

/** Mails a password reset to the account's email; public; the body is form-urlencoded ("POST form"). */
export const forgotPasswordByEmail = defineCall<ForgotPasswordByEmailRequest, null>({
  method: 'POST',
  path: '/wps/member/password/email',
  auth: false,
  encrypted: false,
  bodyType: 'form',
});

/**
 * Sets a new password with an SMS code (white-label setting CHNGPASSVERIF3); public, encrypted.
 * Answers the account, which the site then logs in with the new password.
 */
export const setPasswordByPhone = defineCall<SetPasswordByPhoneRequest, SetPasswordByPhoneResult>({
  method: 'POST',
  path: '/wps/member/password/verification',
  auth: false,
  encrypted: true,
});

/** Stores the member's interface language; member-only. */
export const updateLanguage = defineCall<UpdateLanguageRequest, null>({
  method: 'POST',
  path: '/wps/member/language',
  auth: true,
  encrypted: false,
});

/** Unread messages (and claimable promotions) for the header's badge; member-only. */
export const unreadCount = defineCall<NoInput, UnreadCount>({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  auth: true,
  encrypted: false,
});
