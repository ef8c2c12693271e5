import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { ContactCodeResult } from '@platform/api/contract';
import { isUniqueViolation } from '../db/errors';
import type { GatewayDeps } from '../deps';
import { registerCall } from '../http/call-route';
import type { CallContext } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { enforceRateLimit } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';
import { maskEmail, maskPhone } from '../shared/mask-contact';
import { defaultDialingCode, loadMerchantOptions } from '../shared/merchant-options';
import { EMAIL_CODE_TTL_MS, EMAIL_RESEND_MINUTES, checkEmailAddress, consumeEmailCode, sendEmailCode } from './email-code';
import { findMemberByMobile, sessionMember } from './members';
import type { MemberRow } from './members';
import { checkLoginPassword } from './password-policy';
import { loadRegistrationRules } from './registration-rules';
import { SMS_CODE_TTL_MS, SMS_RESEND_MINUTES, checkMobileNumber, consumeSmsCode, sendSmsCode } from './sms';
import type { MobileNumber, SmsPurpose } from './sms';

/*
 * Binding or changing the member's phone and email. Each takes a code sent to the new number or
 * address (proving it is the member's) and the login password (proving the person, not only the
 * session: a stolen token must not bind the thief's phone or email, through which the password
 * could then be reset). We ask for the password rather than a code to the old phone, which the
 * member may have lost, and which an account without a phone does not have.
 */

/** Codes one member may ask for within an hour, to numbers and addresses together. */
const MEMBER_CODE_LIMIT: RateLimitRule = { name: 'contact-code-member', limit: 10, windowMs: 60 * 60_000 };
const MEMBER_CODE_MESSAGE = 'Too many verification codes for your account: try again later';

const PHONE_CODE_ANSWER: ContactCodeResult = { expiredMinutes: SMS_RESEND_MINUTES, validMinutes: SMS_CODE_TTL_MS / 60_000 };
const EMAIL_CODE_ANSWER: ContactCodeResult = { expiredMinutes: EMAIL_RESEND_MINUTES, validMinutes: EMAIL_CODE_TTL_MS / 60_000 };

function bindPhonePurpose(member: MemberRow): SmsPurpose {
  return `bindPhone:${member.id}`;
}

/** The typed number, by the merchant's mobileNum rule; refused when it is the member's already or another account's. */
async function checkNewNumber(deps: GatewayDeps, context: CallContext, member: MemberRow, input: { mobileNum: string; countryDialingCode?: string }): Promise<MobileNumber> {
  const options = await loadMerchantOptions(deps.db, context.merchantCode);
  const rules = await loadRegistrationRules(deps.db, context.merchantCode, options);
  const mobile = checkMobileNumber(rules, input.mobileNum, input.countryDialingCode ?? defaultDialingCode(options));
  if (member.mobile_num === mobile.mobileNum && member.country_dialing_code === mobile.countryDialingCode) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'This number is already bound to your account');
  }
  if (await findMemberByMobile(deps.db, context.merchantCode, mobile)) {
    throw new RequestError(409, ERROR_CODE.accountExists, 'This mobile number is already registered');
  }
  return mobile;
}

/** The typed address; refused when it is the member's already. */
function checkNewEmail(member: MemberRow, typed: string): string {
  const email = checkEmailAddress(typed);
  if (member.email !== null && member.email.toLowerCase() === email.toLowerCase()) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'This email is already bound to your account');
  }
  return email;
}

export function registerContactCalls(app: FastifyInstance, deps: GatewayDeps): void {
  const { db } = deps;

  registerCall(app, deps, 'bindPhoneCode', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const member = await sessionMember(db, context);
      const mobile = await checkNewNumber(deps, context, member, input);
      await enforceRateLimit(db, MEMBER_CODE_LIMIT, String(member.id), context.now, context.reply, MEMBER_CODE_MESSAGE);
      await sendSmsCode(db, {
        merchantCode: context.merchantCode,
        mobile,
        purpose: bindPhonePurpose(member),
        locale: context.locale,
        now: context.now,
        ip: context.request.ip,
        reply: context.reply,
      });
      return PHONE_CODE_ANSWER;
    },
  });

  registerCall(app, deps, 'bindPhone', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const member = await sessionMember(db, context);
      const mobile = await checkNewNumber(deps, context, member, input);
      // The password first: a wrong one does not use up the code.
      await checkLoginPassword(deps, context, member, input.password);
      await consumeSmsCode(db, context.merchantCode, mobile, bindPhonePurpose(member), input.verificationCode, context.now);
      try {
        await db.query('update member set country_dialing_code = $2, mobile_num = $3 where id = $1', [member.id, mobile.countryDialingCode, mobile.mobileNum]);
      } catch (error) {
        // Another account bound the number meanwhile.
        if (isUniqueViolation(error)) throw new RequestError(409, ERROR_CODE.accountExists, 'This mobile number is already registered');
        throw error;
      }
      return { masked: maskPhone(mobile.countryDialingCode, mobile.mobileNum) };
    },
  });

  registerCall(app, deps, 'bindEmailCode', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const member = await sessionMember(db, context);
      const email = checkNewEmail(member, input.email);
      await enforceRateLimit(db, MEMBER_CODE_LIMIT, String(member.id), context.now, context.reply, MEMBER_CODE_MESSAGE);
      await sendEmailCode(db, {
        merchantCode: context.merchantCode,
        memberId: member.id,
        email,
        locale: context.locale,
        now: context.now,
        ip: context.request.ip,
        reply: context.reply,
      });
      return EMAIL_CODE_ANSWER;
    },
  });

  registerCall(app, deps, 'bindEmail', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const member = await sessionMember(db, context);
      const email = checkNewEmail(member, input.email);
      await checkLoginPassword(deps, context, member, input.password);
      await consumeEmailCode(db, member.id, email, input.verificationCode, context.now);
      await db.query('update member set email = $2 where id = $1', [member.id, email]);
      return { masked: maskEmail(email) };
    },
  });
}
