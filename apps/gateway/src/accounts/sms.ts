import type { FastifyReply } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { ValidationRules } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import type { ContentLocale, LocalizedText } from '../http/locale';
import { localize } from '../http/locale';
import type { RateLimitRule } from '../http/rate-limit';
import { brandName, deliverSms } from './inbox';
import { CODE_LOCKOUT_MESSAGE, enforceCodeSendLimits, issueCode, redeemCode } from './one-time-code';
import type { CodeSendLimits, StoredCode } from './one-time-code';
import { checkRule } from './registration-rules';

/** How long a code is accepted. */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes allowed before the code is void. */
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** The answer of every send: the client's resend countdown, in minutes (60 s). */
export const SMS_RESEND_MINUTES = 1;
export const SMS_LOCKOUT_MESSAGE = CODE_LOCKOUT_MESSAGE;

/** One code per number per 60 s. */
export const SMS_RESEND_LIMIT: RateLimitRule = { name: 'sms-resend', limit: 1, windowMs: SMS_RESEND_MINUTES * 60_000 };
/** Five codes per number within an hour; the sixth locks the number for 5 minutes. */
export const SMS_HOURLY_LIMIT: RateLimitRule = { name: 'sms-hourly', limit: 5, windowMs: 60 * 60_000, lockoutMs: 5 * 60_000 };
/** Codes one address may ask for within an hour, whatever the numbers. */
export const SMS_ADDRESS_LIMIT: RateLimitRule = { name: 'sms-ip', limit: 30, windowMs: 60 * 60_000 };
/** The limits of every code sent by SMS (second-factor codes count against the same number). */
export const SMS_LIMITS: CodeSendLimits = { resend: SMS_RESEND_LIMIT, hourly: SMS_HOURLY_LIMIT, address: SMS_ADDRESS_LIMIT };

/**
 * What a code is for: mobile login and reset by phone share one; registration has its own; a
 * member binding a number has one of its own (`bindPhone:<member id>`), so no one else's request
 * replaces it.
 */
export type SmsPurpose = 'noLogin' | 'register' | `bindPhone:${number}`;

export interface MobileNumber {
  countryDialingCode: string;
  mobileNum: string;
}

const FALLBACK_MOBILE_RULE = { enabled: true, required: true, acceptedPattern: '[0-9]+', minLength: 6, maxLength: 15 };

/**
 * A mobile number checked with the merchant's mobileNum rule: PHONE_MISSING when empty,
 * PHONE_INVALID when it breaks the rule.
 */
export function checkMobileNumber(rules: ValidationRules, mobileNum: string | undefined, countryDialingCode: string): MobileNumber {
  const number = (mobileNum ?? '').trim();
  if (number === '') throw new RequestError(400, ERROR_CODE.phoneMissing, 'Please enter your mobile number');
  const rule = { ...(rules.mobileNum ?? FALLBACK_MOBILE_RULE), enabled: true, required: true };
  if (checkRule(rule, number) !== undefined) {
    const length = rule.minLength === rule.maxLength ? `${rule.minLength}` : `${rule.minLength} to ${rule.maxLength}`;
    throw new RequestError(400, ERROR_CODE.phoneInvalid, `Please enter a valid mobile number (${length} digits)`);
  }
  return { countryDialingCode, mobileNum: number };
}

/** The key a number's code limits count under. */
export function numberKey(merchantCode: string, mobile: MobileNumber): string {
  return `${merchantCode}:${mobile.countryDialingCode}:${mobile.mobileNum}`;
}

const CODE_TEXT: LocalizedText = {
  ms: '[{brand}] Kod pengesahan anda ialah {code}. Kod ini tamat tempoh dalam 5 minit. Jangan kongsikan dengan sesiapa.',
  en: '[{brand}] Your verification code is {code}. It expires in 5 minutes. Do not share it with anyone.',
  zh: '【{brand}】您的验证码是 {code}，5 分钟内有效。请勿告诉任何人。',
};

const NO_ACCOUNT_TEXT: LocalizedText = {
  ms: '[{brand}] Seseorang telah meminta kod pengesahan untuk nombor ini, tetapi tiada akaun yang menggunakannya. Jika bukan anda, abaikan mesej ini.',
  en: '[{brand}] Someone asked for a verification code for this number, but no account uses it. If it was not you, ignore this message.',
  zh: '【{brand}】有人为此号码申请了验证码，但没有账户使用此号码。如果不是您本人操作，请忽略此信息。',
};

export interface SendCodeRequest {
  merchantCode: string;
  mobile: MobileNumber;
  purpose: SmsPurpose;
  locale: ContentLocale;
  now: Date;
  /** The client's address, limited on its own. */
  ip: string;
  reply: FastifyReply;
  /**
   * False when the number has no account for a code that needs one: the limits count the same
   * and the answer is the same, but the SMS says no account uses the number and no code is kept.
   */
  hasAccount?: boolean;
}

/** Sends a code to a number (the local inbox stands in for the SMS provider). */
export async function sendSmsCode(db: Queryable, request: SendCodeRequest): Promise<void> {
  const { merchantCode, mobile, now } = request;
  await enforceCodeSendLimits(db, SMS_LIMITS, { destinationKey: numberKey(merchantCode, mobile), addressKey: `${merchantCode}:${request.ip}`, now, reply: request.reply });
  const brand = await brandName(db, merchantCode);
  let body: string;
  if (request.hasAccount === false) {
    body = localize(NO_ACCOUNT_TEXT, request.locale).replace('{brand}', brand);
  } else {
    const { code, salt, hash } = issueCode();
    await db.query(
      `insert into sms_code (merchant_code, country_dialing_code, mobile_num, purpose, code_hash, salt, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [merchantCode, mobile.countryDialingCode, mobile.mobileNum, request.purpose, hash, salt, now, new Date(now.getTime() + SMS_CODE_TTL_MS)],
    );
    body = localize(CODE_TEXT, request.locale).replace('{brand}', brand).replace('{code}', code);
  }
  await deliverSms(db, { merchantCode, countryDialingCode: mobile.countryDialingCode, mobileNum: mobile.mobileNum, body, now });
}

/**
 * Checks the newest code sent to a number for a purpose and uses it up. CODE_MISSING when none
 * is typed, CODE_EXPIRED after 5 minutes, CODE_INVALID when wrong, used, never sent, or after
 * SMS_CODE_MAX_ATTEMPTS wrong tries.
 */
export async function consumeSmsCode(
  db: Queryable,
  merchantCode: string,
  mobile: MobileNumber,
  purpose: SmsPurpose,
  typed: string | undefined,
  now: Date,
): Promise<void> {
  const code = (typed ?? '').trim();
  if (code === '') throw new RequestError(400, ERROR_CODE.codeMissing, 'Please enter the verification code sent to your phone');
  const latest = await db.query<StoredCode>(
    `select id, code_hash, salt, expires_at, consumed_at from sms_code
      where merchant_code = $1 and country_dialing_code = $2 and mobile_num = $3 and purpose = $4
      order by id desc limit 1`,
    [merchantCode, mobile.countryDialingCode, mobile.mobileNum, purpose],
  );
  await redeemCode(db, 'sms_code', latest.rows[0], code, SMS_CODE_MAX_ATTEMPTS, now);
}
