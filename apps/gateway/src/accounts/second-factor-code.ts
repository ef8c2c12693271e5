import type { FastifyReply } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { SecondFactorCodeResult } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import type { ContentLocale, LocalizedText } from '../http/locale';
import { localize } from '../http/locale';
import { EMAIL_CODE_MAX_ATTEMPTS, EMAIL_LIMITS, EMAIL_RESEND_MINUTES, emailKey } from './email-code';
import { brandName, deliverMail, deliverSms } from './inbox';
import type { MemberRow } from './members';
import { enforceCodeSendLimits, issueCode, redeemCode } from './one-time-code';
import type { StoredCode } from './one-time-code';
import type { ChallengeRow } from './second-factor';
import { SECOND_FACTOR_TTL_MS } from './second-factor';
import { SMS_CODE_MAX_ATTEMPTS, SMS_LIMITS, SMS_RESEND_MINUTES, numberKey } from './sms';

/*
 * The codes of a second-factor challenge, sent to the member's bound phone or email. They count
 * against the same per-number, per-address and per-client limits as every other code sent there,
 * are kept hashed, answer once, and expire 10 minutes after sending or with their challenge,
 * whichever is first. Only the newest code of a challenge and a method counts.
 */

export type CodeMethod = 'SMS' | 'EMAIL';

const LOGIN_SMS: LocalizedText = {
  ms: '[{brand}] Kod pengesahan log masuk anda ialah {code}. Sah selama {minutes} minit. Jika anda tidak cuba log masuk, tukar kata laluan anda segera.',
  en: '[{brand}] Your login verification code is {code}. It expires in {minutes} minutes. If you did not just try to log in, change your password now.',
  zh: '【{brand}】您的登录验证码是 {code}，{minutes} 分钟内有效。如果不是您本人登录，请立即修改密码。',
};

const LOGIN_MAIL: { subject: LocalizedText; body: LocalizedText } = {
  subject: {
    ms: '[{brand}] Kod pengesahan log masuk anda',
    en: '[{brand}] Your login verification code',
    zh: '【{brand}】您的登录验证码',
  },
  body: {
    ms: 'Seseorang telah log masuk ke akaun anda dengan kata laluan yang betul dari peranti atau rangkaian baharu. Jika itu anda, kod pengesahan anda ialah {code} dan ia tamat tempoh dalam {minutes} minit. Jika bukan anda, jangan kongsikan kod ini dan tukar kata laluan anda segera.',
    en: 'Someone logged in to your account with the right password from a new device or network. If it was you, your verification code is {code}; it expires in {minutes} minutes. If it was not you, do not share this code and change your password now.',
    zh: '有人使用正确的密码从新的设备或网络登录您的账户。如果是您本人，验证码为 {code}，{minutes} 分钟内有效。如果不是您本人，请勿透露此验证码，并立即修改密码。',
  },
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export interface SendSecondFactorCode {
  merchantCode: string;
  member: MemberRow;
  challenge: ChallengeRow;
  method: CodeMethod;
  locale: ContentLocale;
  now: Date;
  ip: string;
  reply: FastifyReply;
}

/** Sends a code for the challenge to the member's phone or email (429 past the limits). */
export async function sendSecondFactorCode(db: Queryable, request: SendSecondFactorCode): Promise<SecondFactorCodeResult> {
  const { merchantCode, member, challenge, method, now } = request;
  const addressKey = `${merchantCode}:${request.ip}`;
  if (method === 'SMS') {
    if (!member.mobile_num || !member.country_dialing_code) throw new RequestError(400, ERROR_CODE.badRequest, 'This account has no bound phone: choose another way to verify');
    const mobile = { countryDialingCode: member.country_dialing_code, mobileNum: member.mobile_num };
    await enforceCodeSendLimits(db, SMS_LIMITS, { destinationKey: numberKey(merchantCode, mobile), addressKey, now, reply: request.reply });
  } else {
    if (!member.email) throw new RequestError(400, ERROR_CODE.badRequest, 'This account has no bound email: choose another way to verify');
    await enforceCodeSendLimits(db, EMAIL_LIMITS, { destinationKey: emailKey(merchantCode, member.email), addressKey, now, reply: request.reply });
  }

  const expiresAt = new Date(Math.min(now.getTime() + SECOND_FACTOR_TTL_MS, challenge.expires_at.getTime()));
  const { code, salt, hash } = issueCode();
  await db.query(
    `insert into second_factor_code (challenge_id, method, code_hash, salt, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)`,
    [challenge.id, method, hash, salt, now, expiresAt],
  );
  const validMinutes = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000));
  const values = { brand: await brandName(db, merchantCode), code, minutes: String(validMinutes) };
  if (method === 'SMS') {
    const body = fill(localize(LOGIN_SMS, request.locale), values);
    await deliverSms(db, { merchantCode, countryDialingCode: member.country_dialing_code!, mobileNum: member.mobile_num!, body, now });
    return { validMinutes, expiredMinutes: SMS_RESEND_MINUTES };
  }
  await deliverMail(db, {
    merchantCode,
    email: member.email!,
    subject: fill(localize(LOGIN_MAIL.subject, request.locale), values),
    body: fill(localize(LOGIN_MAIL.body, request.locale), values),
    now,
  });
  return { validMinutes, expiredMinutes: EMAIL_RESEND_MINUTES };
}

/**
 * Checks a typed code against the newest one sent for the challenge by the method and uses it up:
 * CODE_MISSING when empty, CODE_EXPIRED, CODE_INVALID when wrong, used, never sent or after the
 * code's own limit of wrong tries.
 */
export async function redeemSecondFactorCode(db: Queryable, challenge: ChallengeRow, method: CodeMethod, typed: string, now: Date): Promise<void> {
  const code = typed.trim();
  if (code === '') throw new RequestError(400, ERROR_CODE.codeMissing, 'Please enter the verification code');
  const latest = await db.query<StoredCode>(
    `select id, code_hash, salt, expires_at, consumed_at from second_factor_code
      where challenge_id = $1 and method = $2 order by id desc limit 1`,
    [challenge.id, method],
  );
  if (!latest.rows[0]) {
    throw new RequestError(400, ERROR_CODE.codeInvalid, method === 'SMS' ? 'Ask for a code to your phone first' : 'Ask for a code to your email first');
  }
  await redeemCode(db, 'second_factor_code', latest.rows[0], code, method === 'SMS' ? SMS_CODE_MAX_ATTEMPTS : EMAIL_CODE_MAX_ATTEMPTS, now);
}
