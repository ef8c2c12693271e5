import type { Static } from 'typebox';
import { Type } from 'typebox';
import { CAPTCHA_ANSWER_PROPERTIES, MOBILE_NUMBER_PROPERTIES } from './entities';
import { boundedText, passwordField } from './input-fields';
import { integerEnum, stringEnum } from './schema-builders';

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
