import { defineCall } from './define-call';
import type { SmsCodeResult } from './entities';
import type { CaptchaQuery, SmsCodeRequest, RegisterSmsRequest } from '../schemas/verification';
export type { CaptchaQuery, SmsCodeRequest, RegisterSmsRequest } from '../schemas/verification';

/** A captcha image; the value is the image as base64. Public. */
export const captcha = defineCall<CaptchaQuery, string>({
  method: 'GET',
  path: '/wps/captcha',
  auth: false,
  encrypted: false,
});

/** Sends an SMS code without a session (mobile code login, reset by phone); public. */
export const smsNoLogin = defineCall<SmsCodeRequest, SmsCodeResult>({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  auth: false,
  encrypted: false,
});

/** Sends the SMS code of a username registration; public. */
export const registerSms = defineCall<RegisterSmsRequest, SmsCodeResult>({
  method: 'POST',
  path: '/wps/verification/sms/register',
  auth: false,
  encrypted: false,
});

/** Sends the SMS code of a mobile registration; public. */
export const registerMobileSms = defineCall<SmsCodeRequest, SmsCodeResult>({
  method: 'POST',
  path: '/wps/verification/sms/register/mobile',
  auth: false,
  encrypted: false,
});
