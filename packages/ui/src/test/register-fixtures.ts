import type { Country } from '../CountryCodePicker/country';
import { CAPTCHA_IMAGE_0375, CAPTCHA_IMAGE_4821 } from './captcha-images';
import { DEMO_COUNTRIES, DEMO_IMAGE_HOST } from './countries';
import type { ServerFieldRules } from '../validation/server-rule';

/** The first seven demo countries, Malaysia first. */
export const COUNTRIES: Country[] = DEMO_COUNTRIES.slice(0, 7);

export const IMAGE_HOST = DEMO_IMAGE_HOST;

/** The captcha images a fetcher hands out in turn: 4821 first, then 0375, then 4821 again… */
export const CAPTCHA_IMAGES = [CAPTCHA_IMAGE_4821, CAPTCHA_IMAGE_0375] as const;

/** A captcha fetcher body that alternates between the two fixture images. */
export function alternatingCaptcha(): () => Promise<string> {
  let calls = 0;
  return () => Promise.resolve(CAPTCHA_IMAGES[calls++ % CAPTCHA_IMAGES.length]!);
}

/** Values that pass REGISTER_RULES (and STRICT_REGISTER_RULES). */
export const VALID = {
  username: 'player01',
  password: 'secret88',
  mobileNum: '0123456789',
  payeeName: 'Siti Aminah',
  email: 'siti@example.my',
  qqNum: '123456',
  line: 'siti.line',
  whatsapp: '60123456789',
  facebook: 'siti.aminah',
  wechat: 'sitiwechat',
  idNumber: '900101145678',
  recommenderId: 'REF2024',
  affiliateCode: 'AFF88',
  paymentPassword: '246810',
  captcha: '4821',
  verificationCode: '135790',
} as const;

/** The optional profile fields of REGISTER_RULES as a registration sends them when left blank. */
export const BLANK_PROFILE = { payeeName: '', email: '', line: '', whatsapp: '', recommenderId: '' } as const;

/** A mobile registration's fields under REGISTER_RULES: the number in Malaysia, the profile left blank. */
export const MOBILE_PAYLOAD = {
  registerMethod: 'mobile',
  mobileNum: VALID.mobileNum,
  countryCode: 'MY',
  countryDialingCode: '60',
  ...BLANK_PROFILE,
  captcha: VALID.captcha,
} as const;

/** A username registration's fields under REGISTER_RULES with only the required ones filled. */
export const USERNAME_PAYLOAD = {
  ...MOBILE_PAYLOAD,
  registerMethod: 'username',
  username: VALID.username,
  password: VALID.password,
  confirmPassword: VALID.password,
} as const;

/** The fields a mobile registration in Singapore adds with SMS verification and a password. */
export const SMS_MOBILE_PAYLOAD = {
  registerMethod: 'mobile',
  mobileNum: VALID.mobileNum,
  countryCode: 'SG',
  countryDialingCode: '65',
  verificationCode: VALID.verificationCode,
  password: VALID.password,
  confirmPassword: VALID.password,
} as const;

/** REGISTER_RULES without a captcha: for stories and tests that are not about it. */
export function withoutCaptcha(rules: ServerFieldRules): ServerFieldRules {
  const { captcha: _captcha, ...rest } = rules;
  return rest;
}


/** The text of a field's error message (after the hidden "Ralat:" that screen readers hear first). */
export function errorOf(input: HTMLElement): string | undefined {
  const id = input.getAttribute('aria-describedby')?.split(' ').find((part) => part.endsWith('-error'));
  return id ? (input.ownerDocument.getElementById(id)?.textContent ?? undefined) : undefined;
}
