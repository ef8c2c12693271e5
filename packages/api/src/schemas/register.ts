import type { Static } from 'typebox';
import { Type } from 'typebox';
import { CAPTCHA_ANSWER_PROPERTIES, MOBILE_NUMBER_PROPERTIES } from './entities';
import { boundedText } from './input-fields';
import { openStringEnum } from './schema-builders';

const optionalText = (maxLength: number, description?: string) => Type.Optional(boundedText(maxLength, description ? { description } : {}));

/** The fields of a registration: which are asked and required comes from the registration validation rules. */
const REGISTER_PROPERTIES = {
  username: optionalText(64),
  password: optionalText(128),
  confirmPassword: optionalText(128),
  payeeName: optionalText(100),
  email: optionalText(254),
  qqNum: optionalText(32),
  mobileNum: Type.Optional(MOBILE_NUMBER_PROPERTIES.mobileNum),
  countryDialingCode: Type.Optional(MOBILE_NUMBER_PROPERTIES.countryDialingCode),
  countryCode: MOBILE_NUMBER_PROPERTIES.countryCode,
  verificationCode: optionalText(255, 'The SMS code, when registration SMS verification is on.'),
  recommenderId: optionalText(64),
  affiliateCode: optionalText(64),
  paymentPassword: optionalText(64),
  line: optionalText(100),
  whatsapp: optionalText(32),
  facebook: optionalText(100),
  wechat: optionalText(64),
  idNumber: optionalText(32),
  referralCode: optionalText(64),
  domain: optionalText(253, 'The site\'s host the player registered on.'),
  firebaseChannel: optionalText(64),
  firebaseIdToken: optionalText(4096),
  login: Type.Optional(Type.Boolean({ description: 'Log the new member in: the answer then carries the session token. Always true from the site.' })),
  registerUrl: optionalText(2048, "The page's URL at registration."),
  registerMethod: Type.Optional(openStringEnum(['WEB'], { maxLength: 16, description: 'Always `WEB` from the site.' })),
  ...CAPTCHA_ANSWER_PROPERTIES,
};

/**
 * A registration (spec section 3, "Registration user"). Which optional fields are asked and
 * required comes from the registration validation rules; hidden fields are left out.
 */
export const RegisterRequestSchema = Type.Object(REGISTER_PROPERTIES, {
  additionalProperties: false,
  description: 'A registration (spec section 3, "Registration user"); the registration validation rules say which fields are asked and required.',
});
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

/**
 * A registration by mobile number: the username is not asked. The number is needed, but checked
 * by the merchant's mobileNum rule (PHONE_MISSING) rather than by the schema.
 */
export const MobileRegisterRequestSchema = Type.Object(REGISTER_PROPERTIES, {
  additionalProperties: false,
  description: "A registration by mobile number: the number is needed (the merchant's mobileNum rule says so), the username is not asked.",
});
/** A registration by mobile number: the number is required, the username is not asked. */
export type MobileRegisterRequest = Static<typeof MobileRegisterRequestSchema>;
