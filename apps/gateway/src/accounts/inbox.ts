import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, successEnvelope } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { GatewayDeps } from '../deps';
import { RequestError } from '../http/envelope-errors';
import { localRequestsOnly } from '../http/local-only';
import { revealCaptchaAnswer } from './captcha';
import { CAPTCHA_KEY_PATTERN } from '@platform/api/schemas';

/** The local inbox stands in for an SMS provider and a mail server: nothing leaves the machine. */
export const DEV_INBOX_PATH = '/wps/dev/inbox';
/** The answer of a captcha image, for end-to-end tests that must get past it (dev mode only). */
export const DEV_CAPTCHA_PATH = '/wps/dev/captcha';
const INBOX_PAGE = 20;

export interface SmsMessage {
  merchantCode: string;
  countryDialingCode: string;
  mobileNum: string;
  body: string;
  now: Date;
}

export interface MailMessage {
  merchantCode: string;
  email: string;
  subject: string;
  body: string;
  now: Date;
}

/** The merchant's name, as the messages sign them. */
export async function brandName(db: Queryable, merchantCode: string): Promise<string> {
  return (await db.query<{ name: string }>('select name from merchant where code = $1', [merchantCode])).rows[0]?.name ?? merchantCode;
}

export async function deliverSms(db: Queryable, message: SmsMessage): Promise<void> {
  await db.query(
    "insert into dev_inbox (merchant_code, channel, country_dialing_code, mobile_num, body, created_at) values ($1, 'sms', $2, $3, $4, $5)",
    [message.merchantCode, message.countryDialingCode, message.mobileNum, message.body, message.now],
  );
}

export async function deliverMail(db: Queryable, message: MailMessage): Promise<void> {
  await db.query(
    "insert into dev_inbox (merchant_code, channel, email, subject, body, created_at) values ($1, 'mail', $2, $3, $4, $5)",
    [message.merchantCode, message.email, message.subject, message.body, message.now],
  );
}

/** One message of the dev inbox, newest first. */
export interface InboxMessage {
  id: number;
  channel: 'sms' | 'mail';
  /** `+60123456789` or the mail address. */
  to: string;
  subject: string | null;
  body: string;
  /** The verification code in an SMS or a mail (six digits), for scripts and end-to-end tests. */
  code: string | null;
  createdAt: string;
}

interface InboxRow {
  id: number;
  channel: 'sms' | 'mail';
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  subject: string | null;
  body: string;
  created_at: Date;
}

interface InboxQuery {
  merchantCode: string;
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
}

const querystring = {
  type: 'object',
  properties: {
    merchantCode: { type: 'string', minLength: 1, maxLength: 64 },
    mobileNum: { type: 'string', pattern: '^[0-9]{1,20}$' },
    countryDialingCode: { type: 'string', pattern: '^[0-9]{1,4}$' },
    email: { type: 'string', minLength: 3, maxLength: 254 },
    language: { type: 'string', maxLength: 16 },
    device: { type: 'string', maxLength: 16 },
  },
  required: ['merchantCode'],
  additionalProperties: false,
} as const;

const captchaQuerystring = {
  type: 'object',
  properties: {
    merchantCode: { type: 'string', minLength: 1, maxLength: 64 },
    captchaKey: { type: 'string', pattern: CAPTCHA_KEY_PATTERN },
    language: { type: 'string', maxLength: 16 },
    device: { type: 'string', maxLength: 16 },
  },
  required: ['merchantCode', 'captchaKey'],
  additionalProperties: false,
} as const;

/**
 * GET /wps/dev/inbox: the latest messages "sent" to a number (`mobileNum`, `countryDialingCode`)
 * or a mail address (`email`). Registered only in dev mode; a production gateway answers the
 * path with the 404 envelope, like any unknown path. GET /wps/dev/captcha answers a captcha
 * image's code (`{ answer }`, null when the key has no live image), on the same terms.
 */
export function registerDevInbox(app: FastifyInstance, deps: GatewayDeps): void {
  if (!deps.devMode) return;
  app.get<{ Querystring: InboxQuery }>(DEV_INBOX_PATH, { onRequest: localRequestsOnly, schema: { querystring } }, async (request) => {
    const { merchantCode, mobileNum, countryDialingCode, email } = request.query;
    if (!(await app.merchantExists(merchantCode))) throw new RequestError(400, ERROR_CODE.merchantUnknown, 'Unknown merchant code');
    let rows: InboxRow[];
    if (mobileNum !== undefined) {
      const result = await deps.db.query<InboxRow>(
        `select * from dev_inbox where merchant_code = $1 and mobile_num = $2 and ($3::text is null or country_dialing_code = $3)
          order by id desc limit ${INBOX_PAGE}`,
        [merchantCode, mobileNum, countryDialingCode ?? null],
      );
      rows = result.rows;
    } else if (email !== undefined) {
      const result = await deps.db.query<InboxRow>(
        `select * from dev_inbox where merchant_code = $1 and lower(email) = lower($2) order by id desc limit ${INBOX_PAGE}`,
        [merchantCode, email],
      );
      rows = result.rows;
    } else {
      throw new RequestError(400, ERROR_CODE.badRequest, 'Give mobileNum (and countryDialingCode) or email');
    }
    const messages: InboxMessage[] = rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.channel === 'sms' ? `+${row.country_dialing_code ?? ''}${row.mobile_num ?? ''}` : (row.email ?? ''),
      subject: row.subject,
      body: row.body,
      code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? null,
      createdAt: row.created_at.toISOString(),
    }));
    return successEnvelope({ messages });
  });

  app.get<{ Querystring: { merchantCode: string; captchaKey: string } }>(DEV_CAPTCHA_PATH, { onRequest: localRequestsOnly, schema: { querystring: captchaQuerystring } }, async (request) => {
    const { merchantCode, captchaKey } = request.query;
    if (!(await app.merchantExists(merchantCode))) throw new RequestError(400, ERROR_CODE.merchantUnknown, 'Unknown merchant code');
    return successEnvelope({ answer: await revealCaptchaAnswer(deps.db, merchantCode, captchaKey, deps.now()) });
  });
}
