import { defineCall } from './define-call';
import type { MemberInfo, NoInput } from './entities';

/** The member's icon (chosen avatar image). */
export interface MemberIcon {
  /** The icon's id among the brand's icons, when it is one of them. */
  iconId?: string | number | null;
  /** The image; null when the member has none and the default shows. */
  url: string | null;
}

/** The member's avatar from the member-centre service. */
export interface PlayerAvatar {
  /** The image; null (or a failing image) falls back to the default avatar. */
  avatarUrl: string | null;
}

/** Changes the logged-in member's password (spec section 3, "Change password"). */
export interface ChangePasswordRequest {
  /** Left out when the form hides it (the stored password is known). */
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Asks for a password-reset mail (spec section 3, "Forgot by email"); sent form-urlencoded. */
export interface ForgotPasswordByEmailRequest {
  username: string;
  email: string;
}

/** Sets a new password with an SMS code sent to the member's phone (spec section 3, "Forgot by phone"). */
export interface SetPasswordByPhoneRequest {
  mobileNum: string;
  /** Digits without "+": `60`. */
  countryDialingCode?: string;
  verificationCode: string;
  newPassword: string;
}

/** The account whose password was set, so the site can log it in with the new password (spec section 4). */
export interface SetPasswordByPhoneResult {
  account: string;
}

export interface UpdateLanguageRequest {
  /** MS, EN or CN (or another of the platform's language codes). */
  language: string;
}

/** Counts behind the header's unclaimed badge. */
export interface UnreadCount {
  /** Unread inbox messages. */
  unreadMessage: number;
  /** Promotions the member can claim now, when the gateway counts them here. */
  availablePromo?: number;
}

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
