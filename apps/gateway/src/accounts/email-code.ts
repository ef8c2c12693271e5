import type { FastifyReply } from 'fastify';
import { EMAIL_MAX_LENGTH } from '@platform/api/schemas';
import { ERROR_CODE } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import type { ContentLocale, LocalizedText } from '../http/locale';
import { localize } from '../http/locale';
import { brandName, deliverMail } from './inbox';
import { enforceCodeSendLimits, issueCode, redeemCode } from './one-time-code';
import type { CodeSendLimits, StoredCode } from './one-time-code';

/*
 * Codes by email for binding an address to an account. There is no mail server: the mail lands
 * in the local inbox, as the SMS do (GET /wps/dev/inbox?email=… in dev mode, or
 * apps/gateway/scripts/dev-inbox.mjs).
 */

/** How long a mailed code is accepted. */
export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes allowed before the code is void. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** The client's resend countdown, in minutes. */
export const EMAIL_RESEND_MINUTES = 1;

/** The limits of every code sent by email (second-factor codes count against the same address). */
export const EMAIL_LIMITS: CodeSendLimits = {
  /** One code per address per minute. */
  resend: { name: 'email-code-resend', limit: 1, windowMs: EMAIL_RESEND_MINUTES * 60_000 },
  /** Five codes per address within an hour; the sixth locks the address for 5 minutes. */
  hourly: { name: 'email-code-hourly', limit: 5, windowMs: 60 * 60_000, lockoutMs: 5 * 60_000 },
  /** Codes one client address may ask for within an hour, whatever the mail addresses. */
  address: { name: 'email-code-ip', limit: 30, windowMs: 60 * 60_000 },
};

/** The key a mail address's code limits count under. */
export function emailKey(merchantCode: string, email: string): string {
  return `${merchantCode}:${email.toLowerCase()}`;
}

/** A name, one "@", and a domain with a dot; no spaces, quotes or angle brackets. */
const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** The typed address, trimmed and with its domain in lower case; BAD_REQUEST when it is not one. */
export function checkEmailAddress(typed: string | undefined): string {
  const email = (typed ?? '').trim();
  if (email === '') throw new RequestError(400, ERROR_CODE.badRequest, 'Please enter your email address');
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'Please enter a valid email address');
  }
  const at = email.lastIndexOf('@');
  return `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`;
}

const CODE_MAIL: { subject: LocalizedText; body: LocalizedText } = {
  subject: {
    ms: '[{brand}] Kod pengesahan e-mel anda',
    en: '[{brand}] Your email verification code',
    zh: '【{brand}】您的邮箱验证码',
  },
  body: {
    ms: 'Kod pengesahan anda ialah {code}. Ia tamat tempoh dalam 10 minit. Jika anda tidak meminta untuk mengikat e-mel ini, abaikan mesej ini.',
    en: 'Your verification code is {code}. It expires in 10 minutes. If you did not ask to bind this email to your account, ignore this message.',
    zh: '您的验证码是 {code}，10 分钟内有效。如果您没有申请绑定此邮箱，请忽略此邮件。',
  },
};

export interface SendEmailCodeRequest {
  merchantCode: string;
  memberId: number;
  email: string;
  locale: ContentLocale;
  now: Date;
  /** The client's address, limited on its own. */
  ip: string;
  reply: FastifyReply;
}

/** Mails a code to an address the member wants to bind (429 past the limits). */
export async function sendEmailCode(db: Queryable, request: SendEmailCodeRequest): Promise<void> {
  const { merchantCode, email, now } = request;
  await enforceCodeSendLimits(db, EMAIL_LIMITS, { destinationKey: emailKey(merchantCode, email), addressKey: `${merchantCode}:${request.ip}`, now, reply: request.reply });
  const { code, salt, hash } = issueCode();
  await db.query(
    `insert into email_code (merchant_code, member_id, email, code_hash, salt, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [merchantCode, request.memberId, email, hash, salt, now, new Date(now.getTime() + EMAIL_CODE_TTL_MS)],
  );
  const brand = await brandName(db, merchantCode);
  await deliverMail(db, {
    merchantCode,
    email,
    subject: localize(CODE_MAIL.subject, request.locale).replace('{brand}', brand),
    body: localize(CODE_MAIL.body, request.locale).replace('{code}', code),
    now,
  });
}

/**
 * Checks the newest code mailed to an address for the member and uses it up: CODE_MISSING,
 * CODE_EXPIRED after 10 minutes, CODE_INVALID when wrong, used, never sent or after 5 wrong tries.
 */
export async function consumeEmailCode(db: Queryable, memberId: number, email: string, typed: string | undefined, now: Date): Promise<void> {
  const code = (typed ?? '').trim();
  if (code === '') throw new RequestError(400, ERROR_CODE.codeMissing, 'Please enter the verification code sent to your email');
  const latest = await db.query<StoredCode>(
    `select id, code_hash, salt, expires_at, consumed_at from email_code
      where member_id = $1 and lower(email) = lower($2)
      order by id desc limit 1`,
    [memberId, email],
  );
  await redeemCode(db, 'email_code', latest.rows[0], code, EMAIL_CODE_MAX_ATTEMPTS, now);
}
