import type { Static } from 'typebox';
import { Type } from 'typebox';
import { MOBILE_NUMBER_PROPERTIES } from './entities';
import { boundedText, passwordField } from './input-fields';
import { checkedOpenEnum, nullable } from './schema-builders';

/** The member's icon (chosen avatar image). */
export const MemberIconSchema = Type.Object(
  {
    iconId: Type.Optional(nullable(Type.Union([Type.String(), Type.Number()]), { description: "The icon's id among the brand's icons, when it is one of them." })),
    url: nullable(Type.String(), { description: 'The image; null when the member has none and the default shows.' }),
  },
  { description: "The member's icon (chosen avatar image)." },
);
export type MemberIcon = Static<typeof MemberIconSchema>;

/** The member's avatar from the member-centre service. */
export const PlayerAvatarSchema = Type.Object(
  { avatarUrl: nullable(Type.String(), { description: 'The image; null (or a failing image) falls back to the default avatar.' }) },
  { description: "The member's avatar from the member-centre service." },
);
export type PlayerAvatar = Static<typeof PlayerAvatarSchema>;

/** Changes the logged-in member's password (spec section 3, "Change password"). */
export const ChangePasswordRequestSchema = Type.Object(
  {
    oldPassword: Type.Optional(passwordField({ description: 'Left out when the form hides it (the stored password is known).' })),
    newPassword: passwordField(),
    confirmNewPassword: passwordField(),
  },
  { additionalProperties: false, description: 'Changes the logged-in member\'s password (spec section 3, "Change password").' },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

/** Asks for a password-reset mail (spec section 3, "Forgot by email"); sent form-urlencoded. */
export const ForgotPasswordByEmailRequestSchema = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    email: Type.String({ minLength: 1, maxLength: 254 }),
  },
  { additionalProperties: false, description: 'Asks for a password-reset mail (spec section 3, "Forgot by email"); sent form-urlencoded.' },
);
export type ForgotPasswordByEmailRequest = Static<typeof ForgotPasswordByEmailRequestSchema>;

/** Sets a new password with an SMS code sent to the member's phone (spec section 3, "Forgot by phone"). */
export const SetPasswordByPhoneRequestSchema = Type.Object(
  {
    mobileNum: Type.Optional(MOBILE_NUMBER_PROPERTIES.mobileNum),
    countryDialingCode: Type.Optional(MOBILE_NUMBER_PROPERTIES.countryDialingCode),
    countryCode: MOBILE_NUMBER_PROPERTIES.countryCode,
    verificationCode: Type.Optional(boundedText(255)),
    newPassword: passwordField(),
  },
  { additionalProperties: false, description: 'Sets a new password with an SMS code sent to the member\'s phone (spec section 3, "Forgot by phone").' },
);
export type SetPasswordByPhoneRequest = Static<typeof SetPasswordByPhoneRequestSchema>;

/** The account whose password was set, so the site can log it in with the new password (spec section 4). */
export const SetPasswordByPhoneResultSchema = Type.Object(
  { account: Type.String() },
  { description: 'The account whose password was set, so the site can log it in with the new password (spec section 4).' },
);
export type SetPasswordByPhoneResult = Static<typeof SetPasswordByPhoneResultSchema>;

/** The member's interface languages. */
export const MEMBER_LANGUAGES = ['MS', 'EN', 'CN'] as const;

export const UpdateLanguageRequestSchema = Type.Object(
  { language: checkedOpenEnum<string>(MEMBER_LANGUAGES, { description: 'MS, EN or CN.' }) },
  { additionalProperties: false },
);
export type UpdateLanguageRequest = Static<typeof UpdateLanguageRequestSchema>;

/** Counts behind the header's unclaimed badge. */
export const UnreadCountSchema = Type.Object(
  {
    unreadMessage: Type.Number({ description: 'Unread inbox messages.' }),
    availablePromo: Type.Optional(Type.Number({ description: 'Promotions the member can claim now, when the gateway counts them here.' })),
  },
  { description: "Counts behind the header's unclaimed badge." },
);
export type UnreadCount = Static<typeof UnreadCountSchema>;
