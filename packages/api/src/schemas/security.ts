import type { Static } from 'typebox';
import { Type } from 'typebox';
import { MOBILE_NUMBER_PROPERTIES } from './entities';
import { DefaultedPageNoField, DefaultedPageSizeField, RecordIdField, boundedText, passwordField, singleLineText } from './input-fields';
import { nullable, stringEnum } from './schema-builders';

/*
 * The security centre of the member centre (spec section 2, "securityCenter"): the profile with
 * its masked contacts, binding a phone or an email with a code, the login history and the
 * signed-in sessions. Every call is member-only and refused to a trial account.
 */

/** The longest nickname, in characters. */
export const NICKNAME_MAX_LENGTH = 20;
/** The shortest nickname, in characters. */
export const NICKNAME_MIN_LENGTH = 2;
/** The longest email address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** The member's profile as the security centre shows it; contacts only ever masked. */
export const SecurityProfileSchema = Type.Object(
  {
    account: Type.String(),
    nickname: nullable(Type.String()),
    avatarUrl: Type.String({ description: "The member's icon when one is chosen, else the generated avatar." }),
    realName: nullable(Type.String(), { description: 'The real name (payee name) as registered; read-only.' }),
    maskedEmail: nullable(Type.String({ description: 'The bound email, masked: `a***@example.com`.' })),
    maskedPhone: nullable(Type.String({ description: 'The bound mobile number with its dialling code, masked: `+60 12****678`.' })),
    countryDialingCode: nullable(Type.String({ description: "The bound number's dialling code (digits without +)." })),
    hasPassword: Type.Boolean({ description: 'Whether the account has a login password (binding a phone or an email asks for it).' }),
    totpEnabled: Type.Boolean({ description: 'Whether an authenticator app is set up as a second factor.' }),
  },
  { description: 'The member\'s profile as the security centre shows it; the email and the phone only ever masked.' },
);
export type SecurityProfile = Static<typeof SecurityProfileSchema>;

/** Sets the member's nickname; the gateway trims it, folds inner spaces and checks its rule. */
export const UpdateNicknameRequestSchema = Type.Object(
  { nickname: singleLineText(64, { description: `${NICKNAME_MIN_LENGTH} to ${NICKNAME_MAX_LENGTH} letters, digits, spaces, "_", "-" or "." after trimming.` }) },
  { additionalProperties: false, description: 'Sets the member\'s nickname.' },
);
export type UpdateNicknameRequest = Static<typeof UpdateNicknameRequestSchema>;

export const UpdateNicknameResultSchema = Type.Object(
  { nickname: Type.String({ description: 'The nickname as stored (trimmed, inner spaces folded).' }) },
  { description: 'The nickname as stored.' },
);
export type UpdateNicknameResult = Static<typeof UpdateNicknameResultSchema>;

/** Asks for an SMS code to the number the member wants to bind. */
export const BindPhoneCodeRequestSchema = Type.Object(
  {
    mobileNum: MOBILE_NUMBER_PROPERTIES.mobileNum,
    countryDialingCode: Type.Optional(MOBILE_NUMBER_PROPERTIES.countryDialingCode),
    countryCode: MOBILE_NUMBER_PROPERTIES.countryCode,
  },
  { additionalProperties: false, description: 'Asks for an SMS code to the number the member wants to bind.' },
);
export type BindPhoneCodeRequest = Static<typeof BindPhoneCodeRequestSchema>;

/**
 * Binds (or changes) the member's phone: the SMS code sent to the new number and the login
 * password, which proves the person and not only the session.
 */
export const BindPhoneRequestSchema = Type.Object(
  {
    mobileNum: MOBILE_NUMBER_PROPERTIES.mobileNum,
    countryDialingCode: Type.Optional(MOBILE_NUMBER_PROPERTIES.countryDialingCode),
    countryCode: MOBILE_NUMBER_PROPERTIES.countryCode,
    verificationCode: boundedText(255, { description: 'The code sent to the new number.' }),
    password: passwordField({ description: "The member's login password." }),
  },
  { additionalProperties: false, description: 'Binds or changes the member\'s phone with the new number\'s SMS code and the login password.' },
);
export type BindPhoneRequest = Static<typeof BindPhoneRequestSchema>;

/** Asks for a code by email to the address the member wants to bind. */
export const BindEmailCodeRequestSchema = Type.Object(
  { email: singleLineText(EMAIL_MAX_LENGTH) },
  { additionalProperties: false, description: 'Asks for a code by email to the address the member wants to bind.' },
);
export type BindEmailCodeRequest = Static<typeof BindEmailCodeRequestSchema>;

/** Binds (or changes) the member's email: the code mailed to the new address and the login password. */
export const BindEmailRequestSchema = Type.Object(
  {
    email: singleLineText(EMAIL_MAX_LENGTH),
    verificationCode: boundedText(255, { description: 'The code mailed to the new address.' }),
    password: passwordField({ description: "The member's login password." }),
  },
  { additionalProperties: false, description: 'Binds or changes the member\'s email with the new address\'s code and the login password.' },
);
export type BindEmailRequest = Static<typeof BindEmailRequestSchema>;

/** The answer of a bind: the contact as the profile now shows it (masked). */
export const BoundContactSchema = Type.Object(
  { masked: Type.String({ description: 'The bound phone or email, masked.' }) },
  { description: 'The contact just bound, masked.' },
);
export type BoundContact = Static<typeof BoundContactSchema>;

/** The answer of a code request: how long the code works and when another may be asked for. */
export const ContactCodeResultSchema = Type.Object(
  {
    expiredMinutes: Type.Number({ description: 'Minutes before another code may be asked for (the resend countdown).' }),
    validMinutes: Type.Number({ description: 'Minutes the code is accepted.' }),
  },
  { description: 'The answer of a code request.' },
);
export type ContactCodeResult = Static<typeof ContactCodeResultSchema>;

/** How a session was opened. */
export const LoginMethodSchema = stringEnum(['username', 'sms', 'freeplay'], { description: 'How the login was made: password, SMS code or free play.' });
export type LoginMethod = Static<typeof LoginMethodSchema>;

export const LoginHistoryQuerySchema = Type.Object({ pageNo: DefaultedPageNoField, pageSize: DefaultedPageSizeField }, { additionalProperties: false });
export type LoginHistoryQuery = Static<typeof LoginHistoryQuerySchema>;

const DEVICE_PROPERTIES = {
  browser: nullable(Type.String(), { description: 'The browser from the User-Agent (`Chrome`, `Safari`…); null when not recognised.' }),
  os: nullable(Type.String(), { description: 'The operating system from the User-Agent (`Android`, `Windows`…); null when not recognised.' }),
};

/** One login of the member (or one failed attempt at its account). */
export const LoginRecordSchema = Type.Object(
  {
    loginTime: Type.String({ description: 'ISO date-time.' }),
    ip: Type.String({ description: 'The address the gateway saw (through the trusted proxies, TRUST_PROXY).' }),
    ...DEVICE_PROPERTIES,
    loginType: LoginMethodSchema,
    success: Type.Boolean({ description: 'False for a failed password attempt at the account.' }),
  },
  { description: 'One login of the member, or one failed attempt at its account.' },
);
export type LoginRecord = Static<typeof LoginRecordSchema>;

export const LoginHistoryPageSchema = Type.Object(
  { list: Type.Array(LoginRecordSchema), totalPages: Type.Number() },
  { description: "The member's logins, newest first." },
);
export type LoginHistoryPage = Static<typeof LoginHistoryPageSchema>;

/** A session of the member that is still signed in. */
export const MemberSessionSchema = Type.Object(
  {
    sessionId: Type.Number({ description: 'Names the session for signOutSession (never its token).' }),
    ...DEVICE_PROPERTIES,
    ip: nullable(Type.String(), { description: 'The address it was signed in from; null for a session older than the security centre.' }),
    lastSeenIp: nullable(Type.String(), { description: 'The address of its latest use.' }),
    loginType: LoginMethodSchema,
    signedInAt: Type.String({ description: 'ISO date-time.' }),
    lastSeenAt: Type.String({ description: 'ISO date-time of its latest use (within a minute).' }),
    isCurrent: Type.Boolean({ description: 'The session of this very request.' }),
  },
  { description: 'A session of the member that is still signed in.' },
);
export type MemberSession = Static<typeof MemberSessionSchema>;

/** Signs out one of the member's sessions; its token stops working at once. */
export const SignOutSessionQuerySchema = Type.Object({ sessionId: RecordIdField }, { additionalProperties: false });
export type SignOutSessionQuery = Static<typeof SignOutSessionQuerySchema>;

export const SignedOutSchema = Type.Object(
  { signedOut: Type.Number({ description: 'How many sessions were signed out.' }) },
  { description: 'How many sessions were signed out.' },
);
export type SignedOut = Static<typeof SignedOutSchema>;

/** A new authenticator secret, not yet in use until confirmed with a code from the app. */
export const TotpSetupSchema = Type.Object(
  {
    secret: Type.String({ description: 'The base32 secret, for typing into the app by hand.' }),
    uri: Type.String({ description: 'The otpauth:// URI the QR code carries.' }),
  },
  { description: 'A new authenticator secret, waiting for a code from the app to confirm it.' },
);
export type TotpSetup = Static<typeof TotpSetupSchema>;

/** A six-digit authenticator code. */
export const TotpCodeField = Type.String({ minLength: 6, maxLength: 6, pattern: '^[0-9]{6}$', description: 'Six digits from the authenticator app.' });

export const EnableTotpRequestSchema = Type.Object(
  { code: TotpCodeField },
  { additionalProperties: false, description: 'Confirms the secret of totpSetup with a code from the app; from then on it is a second factor.' },
);
export type EnableTotpRequest = Static<typeof EnableTotpRequestSchema>;

export const DisableTotpRequestSchema = Type.Object(
  { password: passwordField({ minLength: 1, description: "The member's login password." }) },
  { additionalProperties: false, description: 'Removes the authenticator as a second factor, with the login password.' },
);
export type DisableTotpRequest = Static<typeof DisableTotpRequestSchema>;

export const TotpStatusSchema = Type.Object({ enabled: Type.Boolean() }, { description: 'Whether the authenticator is a second factor now.' });
export type TotpStatus = Static<typeof TotpStatusSchema>;
