import type { Static } from 'typebox';
import { Type } from 'typebox';
import { CAPTCHA_ANSWER_PROPERTIES, MOBILE_NUMBER_PROPERTIES } from './entities';
import { CAPTCHA_KEY_PATTERN } from './input-fields';

/**
 * The number of an SMS-code call: the merchant's mobileNum rule checks it (PHONE_MISSING), and the
 * merchant's default dialling code applies when none is sent.
 */
const OPTIONAL_MOBILE_NUMBER_PROPERTIES = {
  mobileNum: Type.Optional(MOBILE_NUMBER_PROPERTIES.mobileNum),
  countryDialingCode: Type.Optional(MOBILE_NUMBER_PROPERTIES.countryDialingCode),
  countryCode: MOBILE_NUMBER_PROPERTIES.countryCode,
};

/** Which captcha image to draw: a key the client makes up and sends back with the answer. */
export const CaptchaQuerySchema = Type.Object(
  { captchaKey: Type.String({ pattern: CAPTCHA_KEY_PATTERN }) },
  { additionalProperties: false, description: 'Which captcha image to draw: a key the client makes up and sends back with the answer.' },
);
export type CaptchaQuery = Static<typeof CaptchaQuerySchema>;

/** The value of the captcha call: the image as a data URL. */
export const CaptchaImageSchema = Type.String({ description: 'The captcha image (an SVG data URL).' });

/** An SMS code for a mobile number, with the captcha answer when the form shows one. */
export const SmsCodeRequestSchema = Type.Object(
  { ...OPTIONAL_MOBILE_NUMBER_PROPERTIES, ...CAPTCHA_ANSWER_PROPERTIES },
  { additionalProperties: false, description: 'An SMS code for a mobile number, with the captcha answer when the form shows one.' },
);
export type SmsCodeRequest = Static<typeof SmsCodeRequestSchema>;

/** An SMS code for a username registration (registration SMS verification on the username tab). */
export const RegisterSmsRequestSchema = Type.Object(
  { ...OPTIONAL_MOBILE_NUMBER_PROPERTIES, ...CAPTCHA_ANSWER_PROPERTIES, username: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false, description: 'An SMS code for a username registration (registration SMS verification on the username tab).' },
);
export type RegisterSmsRequest = Static<typeof RegisterSmsRequestSchema>;
