import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, FEATURE } from '@platform/api/contract';
import type { SmsCodeResult } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { registerCall } from '../http/call-route';
import type { CallContext } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { enforceRateLimit } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';
import { PHONE_RESET_SETTING, defaultDialingCode, isFeatureOn, isSettingOn, loadMerchantOptions, requireFeature } from '../shared/merchant-options';
import type { MerchantOptions } from '../shared/merchant-options';
import { issueCaptcha } from './captcha';
import { findMemberByAccount, findMemberByMobile } from './members';
import { loadRegistrationRules } from './registration-rules';
import { SMS_RESEND_MINUTES, checkMobileNumber, sendSmsCode } from './sms';
import type { MobileNumber, SmsPurpose } from './sms';

/** Captcha images one address may draw per minute. */
const CAPTCHA_LIMIT: RateLimitRule = { name: 'captcha-ip', limit: 60, windowMs: 60_000 };

const ANSWER: SmsCodeResult = { expiredMinutes: SMS_RESEND_MINUTES };

async function checkedNumber(deps: GatewayDeps, options: MerchantOptions, context: CallContext, input: { mobileNum?: string; countryDialingCode?: string }) {
  const rules = await loadRegistrationRules(deps.db, context.merchantCode, options);
  return checkMobileNumber(rules, input.mobileNum, input.countryDialingCode ?? defaultDialingCode(options));
}

async function refuseTakenNumber(deps: GatewayDeps, merchantCode: string, mobile: MobileNumber): Promise<void> {
  if (await findMemberByMobile(deps.db, merchantCode, mobile)) {
    throw new RequestError(409, ERROR_CODE.accountExists, 'This mobile number is already registered');
  }
}

async function send(deps: GatewayDeps, context: CallContext, mobile: MobileNumber, purpose: SmsPurpose, hasAccount?: boolean): Promise<SmsCodeResult> {
  await sendSmsCode(deps.db, {
    merchantCode: context.merchantCode,
    mobile,
    purpose,
    locale: context.locale,
    now: context.now,
    ip: context.request.ip,
    reply: context.reply,
    ...(hasAccount === undefined ? {} : { hasAccount }),
  });
  return ANSWER;
}

/**
 * The captcha, the SMS-code calls and the registration settings. SMS sends are guarded by the
 * per-number and per-address limits, not by the captcha (the login form's SMS mode has none).
 */
export function registerVerificationCalls(app: FastifyInstance, deps: GatewayDeps): void {
  registerCall(app, deps, 'captcha', {
    handler: async (input, context) => {
      await enforceRateLimit(deps.db, CAPTCHA_LIMIT, `${context.merchantCode}:${context.request.ip}`, context.now, context.reply);
      return issueCaptcha(deps.db, context.merchantCode, input.captchaKey!, context.now);
    },
  });

  // Mobile code login and reset by phone. An unknown number gets the same answer and counts
  // against the same limits, so the call does not tell which numbers have accounts; its SMS says
  // that no account uses the number, and no code is kept.
  registerCall(app, deps, 'smsNoLogin', {
    handler: async (input, context) => {
      const options = await loadMerchantOptions(deps.db, context.merchantCode);
      if (!isFeatureOn(options, FEATURE.mobileCodeLogin) && !isSettingOn(options, PHONE_RESET_SETTING)) {
        throw new RequestError(403, ERROR_CODE.operationNotAllowed, 'SMS codes are not offered by this site');
      }
      const mobile = await checkedNumber(deps, options, context, input);
      const member = await findMemberByMobile(deps.db, context.merchantCode, mobile);
      return send(deps, context, mobile, 'noLogin', member !== undefined);
    },
  });

  registerCall(app, deps, 'registerSms', {
    handler: async (input, context) => {
      const options = await loadMerchantOptions(deps.db, context.merchantCode);
      requireFeature(options, FEATURE.usernameRegistration, 'Registration by username');
      requireFeature(options, FEATURE.registrationSmsVerification, 'SMS verification');
      const mobile = await checkedNumber(deps, options, context, input);
      const username = input.username?.trim() ?? '';
      if (username !== '' && (await findMemberByAccount(deps.db, context.merchantCode, username))) {
        throw new RequestError(409, ERROR_CODE.accountExists, 'This username is already taken');
      }
      await refuseTakenNumber(deps, context.merchantCode, mobile);
      return send(deps, context, mobile, 'register');
    },
  });

  registerCall(app, deps, 'registerMobileSms', {
    handler: async (input, context) => {
      const options = await loadMerchantOptions(deps.db, context.merchantCode);
      requireFeature(options, FEATURE.mobileRegistration, 'Registration by mobile number');
      requireFeature(options, FEATURE.registrationSmsVerification, 'SMS verification');
      const mobile = await checkedNumber(deps, options, context, input);
      await refuseTakenNumber(deps, context.merchantCode, mobile);
      return send(deps, context, mobile, 'register');
    },
  });

  registerCall(app, deps, 'registerSettings', {
    handler: async (_input, context) => (await loadMerchantOptions(deps.db, context.merchantCode)).register,
  });

  registerCall(app, deps, 'validationRules', {
    handler: async (_input, context) =>
      loadRegistrationRules(deps.db, context.merchantCode, await loadMerchantOptions(deps.db, context.merchantCode)),
  });
}
