import { Type } from 'typebox';
import { CAPTCHA_ANSWER_PROPERTIES, MOBILE_NUMBER_PROPERTIES } from './entities';
import { boundedText, passwordField } from './input-fields';
import { integerEnum } from './schema-builders';

/** Login with a username and a password; the captcha answer once the captcha shows. */
export const UsernameLoginRequestSchema = Type.Object(
  {
    type: Type.Literal('username'),
    username: boundedText(64),
    password: passwordField(),
    ...CAPTCHA_ANSWER_PROPERTIES,
  },
  { additionalProperties: false, description: 'Login with a username and a password; the captcha answer once the captcha shows.' },
);

/** Login with a mobile number and the SMS code sent to it (mobile code login). No captcha. */
export const SmsLoginRequestSchema = Type.Object(
  {
    type: Type.Literal('sms'),
    ...MOBILE_NUMBER_PROPERTIES,
    verificationCode: boundedText(255),
  },
  { additionalProperties: false, description: 'Login with a mobile number and the SMS code sent to it (mobile code login). No captcha.' },
);

/** The login call's two payloads (spec section 3, "Login payloads"). */
export const LoginRequestSchema = Type.Union([UsernameLoginRequestSchema, SmsLoginRequestSchema], {
  description: 'The login call\'s two payloads (spec section 3, "Login payloads").',
});

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
