import { defineCall } from './define-call';
import type { CaptchaAnswer, LoginResult } from './entities';

/**
 * A registration (spec section 3, "Registration user"). Which optional fields are asked and
 * required comes from the registration validation rules; hidden fields are left out.
 */
export interface RegisterRequest extends CaptchaAnswer {
  username?: string;
  password?: string;
  confirmPassword?: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  /** Digits without "+": `60`. */
  countryDialingCode?: string;
  /** The picked country (`MY`), when the form knows it. */
  countryCode?: string;
  /** The SMS code, when registration SMS verification is on. */
  verificationCode?: string;
  recommenderId?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  referralCode?: string;
  /** The site's host the player registered on. */
  domain?: string;
  firebaseChannel?: string;
  firebaseIdToken?: string;
  /** Log the new member in: the answer then carries the session token. Always true from the site. */
  login?: boolean;
  /** The page's URL at registration. */
  registerUrl?: string;
  /** Always `WEB` from the site. */
  registerMethod?: 'WEB' | (string & {});
}

/** A registration by mobile number: the number is required, the username is not asked. */
export interface MobileRegisterRequest extends RegisterRequest {
  mobileNum: string;
  countryDialingCode: string;
}

/** Registers by username (the "register" tab) and logs in; public, encrypted. */
export const register = defineCall<RegisterRequest, LoginResult>({
  method: 'PUT',
  path: '/wps/member/register',
  auth: false,
  encrypted: true,
});

/** Registers by mobile number (the "registerMobile" tab) and logs in; public, encrypted. */
export const registerMobile = defineCall<MobileRegisterRequest, LoginResult>({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  auth: false,
  encrypted: true,
});
