import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, FEATURE, MEMBER_ACCOUNT_TYPE } from '@platform/api/contract';
import type { LoginResult, RegisterRequest } from '@platform/api/contract';
import { findAffiliateAgent } from '../agent/affiliate';
import { isUniqueViolation } from '../db/errors';
import type { GatewayDeps } from '../deps';
import { registerCall } from '../http/call-route';
import type { CallContext } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { enforceRateLimit } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';
import { defaultDialingCode, isFeatureOn, isSettingOn, loadMerchantOptions, requireFeature } from '../shared/merchant-options';
import { identityOf } from '../protection/identity';
import { refuseSelfExcludedRegistration } from '../protection/exclusions';
import { findInviter, recordInvitation } from '../referral/invitation';
import { grantOpeningCredit } from '../wallet/opening-credit';
import { requireCaptcha } from './captcha';
import { recordKnownAddress } from './known-addresses';
import { findMemberByAccount, findMemberByMobile } from './members';
import { hashPassword } from './password';
import { RULE_FIELDS, assertFieldRules, assertPasswordConfirmed, loadRegistrationRules } from './registration-rules';
import type { RuleField } from './registration-rules';
import { loginClientOf } from './login-history';
import { NO_PASSWORD_HASH, openSession } from './open-session';
import { checkMobileNumber, consumeSmsCode } from './sms';
import type { MobileNumber } from './sms';

/** Registrations one address may make within an hour (accounts agents open count too: agent-team/). */
export const REGISTER_LIMIT: RateLimitRule = { name: 'register-ip', limit: 20, windowMs: 60 * 60_000 };

/** Optional fields kept on the member's profile as given. */
const PROFILE_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId', 'referralCode', 'domain', 'registerUrl'] as const;

type Kind = 'username' | 'mobile';

function valueOf(input: RegisterRequest, field: string): string {
  const value = (input as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
}

async function registerMember(deps: GatewayDeps, kind: Kind, input: RegisterRequest, context: CallContext): Promise<LoginResult> {
  const { db } = deps;
  const { merchantCode, now, request } = context;
  const options = await loadMerchantOptions(db, merchantCode);
  if (kind === 'username') requireFeature(options, FEATURE.usernameRegistration, 'Registration by username');
  else requireFeature(options, FEATURE.mobileRegistration, 'Registration by mobile number');
  await enforceRateLimit(db, REGISTER_LIMIT, `${merchantCode}:${request.ip}`, now, context.reply, 'Too many registrations from your network: try again later');

  const rules = await loadRegistrationRules(db, merchantCode, options);
  const smsVerification = isFeatureOn(options, FEATURE.registrationSmsVerification);
  const asksPassword = kind === 'username' || isFeatureOn(options, FEATURE.mobilePasswordOnRegistration);

  // Every field by the rules the validation rules call serves; the form's tab decides a few.
  const skipped = new Set<RuleField>(['captcha', 'mobileNum']);
  if (kind === 'mobile') skipped.add('username');
  if (!asksPassword) skipped.add('password');
  assertFieldRules(rules, RULE_FIELDS.filter((field) => !skipped.has(field)), (field) => valueOf(input, field));
  if (asksPassword) assertPasswordConfirmed(input.password, input.confirmPassword);

  // The number: always on the mobile tab; on the username tab when its rule asks or SMS verification needs it.
  let mobile: MobileNumber | null = null;
  const mobileRule = rules.mobileNum;
  const typedNumber = valueOf(input, 'mobileNum').trim();
  const numberNeeded = kind === 'mobile' || smsVerification || (mobileRule?.enabled === true && mobileRule.required);
  if (numberNeeded || (mobileRule?.enabled === true && typedNumber !== '')) {
    mobile = checkMobileNumber(rules, typedNumber, input.countryDialingCode ?? defaultDialingCode(options));
  }

  const affiliateCode = valueOf(input, 'affiliateCode').trim();
  if (affiliateCode === '' && !isFeatureOn(options, FEATURE.directRegistration)) {
    throw new RequestError(400, ERROR_CODE.affiliateInvalid, 'This site needs an invitation code to register');
  }
  if (isSettingOn(options, 'captchaEnabled')) await requireCaptcha(db, request, merchantCode, input, now);

  const account = kind === 'username' ? valueOf(input, 'username').trim() : `${mobile!.countryDialingCode}${mobile!.mobileNum}`;
  if (await findMemberByAccount(db, merchantCode, account)) throw new RequestError(409, ERROR_CODE.accountExists, 'This username is already taken');
  if (mobile && (await findMemberByMobile(db, merchantCode, mobile))) {
    throw new RequestError(409, ERROR_CODE.accountExists, 'This mobile number is already registered');
  }
  // An agent's affiliate code or one of its affiliate links: the new member joins the agent's downline, as the link's account type.
  const affiliate = affiliateCode === '' ? null : await findAffiliateAgent(db, merchantCode, affiliateCode);
  if (affiliateCode !== '' && affiliate === null) throw new RequestError(400, ERROR_CODE.affiliateInvalid, 'The invitation code is not valid');
  // A member's invitation link (?referralCode=): an unknown code is refused, a known one records the inviter.
  const referralCode = valueOf(input, 'referralCode').trim();
  const inviterId = referralCode === '' ? null : await findInviter(db, merchantCode, referralCode);
  // A person self-excluded on any brand (same phone, email or real name) opens no new account.
  const identity = { country_dialing_code: mobile?.countryDialingCode ?? null, mobile_num: mobile?.mobileNum ?? null, email: valueOf(input, 'email'), payee_name: valueOf(input, 'payeeName') };
  await refuseSelfExcludedRegistration(db, identityOf(identity), now);
  if (mobile && smsVerification) await consumeSmsCode(db, merchantCode, mobile, 'register', input.verificationCode, now);

  const passwordHash = asksPassword ? await hashPassword(valueOf(input, 'password')) : NO_PASSWORD_HASH;
  const paymentPassword = rules.paymentPassword?.enabled ? valueOf(input, 'paymentPassword') : '';
  const paymentPasswordHash = paymentPassword === '' ? null : await hashPassword(paymentPassword);
  const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, valueOf(input, field).trim()]).filter(([, value]) => value !== ''));
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: number }>(
        `insert into member (merchant_code, account, password_hash, password_changed_at, type, parent_id, country_dialing_code, mobile_num,
                             email, payee_name, payment_password_hash, profile, affiliate_link_id, created_at)
         values ($1, $2, $3, $4, $12, $5, $6, $7, $8, $9, $10, $11::jsonb, $13, $4) returning id`,
        [
          merchantCode,
          account,
          passwordHash,
          now,
          affiliate?.memberId ?? null,
          mobile?.countryDialingCode ?? null,
          mobile?.mobileNum ?? null,
          valueOf(input, 'email').trim() || null,
          valueOf(input, 'payeeName').trim() || null,
          paymentPasswordHash,
          JSON.stringify(profile),
          affiliate?.accountType ?? MEMBER_ACCOUNT_TYPE,
          affiliate?.linkId ?? null,
        ],
      );
      const memberId = inserted.rows[0]!.id;
      await grantOpeningCredit(tx, memberId, merchantCode, now);
      if (inviterId !== null) await recordInvitation(tx, memberId, inviterId, now);
      const session = await openSession(tx, memberId, merchantCode, kind === 'mobile' && !asksPassword ? 'sms' : 'username', now, loginClientOf(request));
      // The address the account was made from is its first known one (second-factor.ts).
      await recordKnownAddress(tx, memberId, request.ip, now);
      return session;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RequestError(409, ERROR_CODE.accountExists, 'This account already exists');
    throw error;
  }
}

export function registerRegistrationCalls(app: FastifyInstance, deps: GatewayDeps): void {
  registerCall(app, deps, 'register', { handler: async (input, context) => registerMember(deps, 'username', input, context) });
  registerCall(app, deps, 'registerMobile', {
    handler: async (input, context) => registerMember(deps, 'mobile', input, context),
  });
}
