import type { Static } from 'typebox';
import { Type } from 'typebox';
import { CAPTCHA_ANSWER_PROPERTIES, MOBILE_NUMBER_PROPERTIES } from './entities';
import { boundedText, passwordField } from './input-fields';
import { integerEnum, nullable, stringEnum } from './schema-builders';
import { SECOND_FACTOR_METHODS } from '../contract/protection-limits';

/**
 * The login call's payload (spec section 3, "Login payloads"): `username` with a username and a
 * password (and the captcha answer once the captcha shows), or `sms` with a mobile number and the
 * SMS code sent to it. One flat object rather than a union, so that Ajv's removeAdditional keeps
 * every field; the gateway says which field a payload lacks.
 */
export const LoginRequestSchema = Type.Object(
  {
    type: stringEnum(['username', 'sms']),
    username: Type.Optional(boundedText(64)),
    password: Type.Optional(passwordField()),
    mobileNum: Type.Optional(MOBILE_NUMBER_PROPERTIES.mobileNum),
    countryDialingCode: Type.Optional(MOBILE_NUMBER_PROPERTIES.countryDialingCode),
    countryCode: MOBILE_NUMBER_PROPERTIES.countryCode,
    verificationCode: Type.Optional(boundedText(255, { description: 'The SMS code of an `sms` login.' })),
    ...CAPTCHA_ANSWER_PROPERTIES,
  },
  { additionalProperties: false, description: 'The login call\'s payload (spec section 3, "Login payloads"): a username and password, or a mobile number and its SMS code.' },
);
/** The login call's payload (spec section 3, "Login payloads"): one object, `type` says which fields count. */
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** The free-play (trial) login's payload (spec section 7: os, platform, encryption, gateway version 3). */
export const FreePlayLoginRequestSchema = Type.Object(
  {
    os: Type.String({ maxLength: 64, description: "The visitor's operating system, as the browser reports it." }),
    platform: Type.String({ maxLength: 32, description: "The brand's platform: `web`." }),
    encryption: Type.Optional(Type.Boolean({ description: 'Whether the client can send encrypted payloads (the call itself is not encrypted).' })),
    gatewayVersion: Type.Optional(integerEnum([3], { description: 'The gateway protocol version: 3.' })),
  },
  { additionalProperties: false, description: "The free-play (trial) login's payload." },
);
export type FreePlayLoginRequest = Static<typeof FreePlayLoginRequestSchema>;

export const SecondFactorMethodSchema = stringEnum(SECOND_FACTOR_METHODS, {
  description: 'SMS: a code to the bound phone; EMAIL: a code to the bound email; REAL_NAME: the bank account\'s real name; TOTP: an authenticator code.',
});

/** An opaque, single-use challenge id (base64url). */
export const ChallengeField = Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/**
 * The value of a VERIFICATION_REQUIRED login failure: the password was right, but the address is
 * not one the member has logged in from, so a second factor is asked for before a session is issued.
 */
export const SecondFactorChallengeSchema = Type.Object(
  {
    challenge: ChallengeField,
    methods: Type.Array(SecondFactorMethodSchema, { description: 'The factors this member has: a bound phone, a bound email, a real name, an authenticator.' }),
    maskedPhone: nullable(Type.String()),
    maskedEmail: nullable(Type.String()),
    expiresAt: Type.Number({ description: 'When the challenge stops being accepted (epoch milliseconds): 10 minutes after the login.' }),
  },
  { description: 'The value of a VERIFICATION_REQUIRED login failure: how the player may prove it is them.' },
);
export type SecondFactorChallenge = Static<typeof SecondFactorChallengeSchema>;

export const SecondFactorCodeRequestSchema = Type.Object(
  { challenge: ChallengeField, method: stringEnum(['SMS', 'EMAIL'] as const) },
  { additionalProperties: false, description: 'Sends a code for a second-factor challenge to the bound phone or email.' },
);
export type SecondFactorCodeRequest = Static<typeof SecondFactorCodeRequestSchema>;

export const SecondFactorCodeResultSchema = Type.Object(
  {
    validMinutes: Type.Number({ description: 'Minutes the code is accepted (at most 10).' }),
    expiredMinutes: Type.Number({ description: 'Minutes before another code may be asked for (the resend countdown).' }),
  },
  { description: 'The answer of a second-factor code request.' },
);
export type SecondFactorCodeResult = Static<typeof SecondFactorCodeResultSchema>;

export const VerifySecondFactorRequestSchema = Type.Object(
  {
    challenge: ChallengeField,
    method: SecondFactorMethodSchema,
    answer: boundedText(100, { minLength: 1, description: 'The SMS, email or authenticator code, or the real name.' }),
  },
  { additionalProperties: false, description: 'Answers a second-factor challenge; a right answer issues the session and records the address.' },
);
export type VerifySecondFactorRequest = Static<typeof VerifySecondFactorRequestSchema>;

/**
 * The value of a failed verifySecondFactor or secondFactorCode (CODE_INVALID, CODE_EXPIRED,
 * CODE_MISSING): how many answers the challenge still takes. 0: the challenge is spent, expired or
 * unknown, and the player must log in again.
 */
export const SecondFactorFailureValueSchema = Type.Object(
  { attemptsLeft: Type.Integer({ minimum: 0, description: 'Answers the challenge still takes; 0: log in again.' }) },
  { description: 'The value of a failed second-factor answer or code request.' },
);
export type SecondFactorFailureValue = Static<typeof SecondFactorFailureValueSchema>;
