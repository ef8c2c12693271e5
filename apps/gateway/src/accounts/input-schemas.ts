import { CAPTCHA_KEY_PATTERN } from './captcha';

/** The captcha answer a form sends once the captcha shows. */
export const CAPTCHA_INPUT = {
  captcha: { type: 'string', maxLength: 16 },
  captchaKey: { type: 'string', pattern: CAPTCHA_KEY_PATTERN },
} as const;

/**
 * A mobile number: the number itself is checked by the merchant's mobileNum rule (PHONE_MISSING,
 * PHONE_INVALID), so the schema only bounds it.
 */
export const MOBILE_INPUT = {
  mobileNum: { type: 'string', maxLength: 32 },
  countryDialingCode: { type: 'string', pattern: '^[0-9]{1,4}$' },
  countryCode: { type: 'string', pattern: '^[A-Za-z]{2}$' },
} as const;
