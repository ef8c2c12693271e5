import { randomBytes } from 'node:crypto';
import { captcha } from '@platform/api/contract';
import type { TestGateway } from '../test/test-gateway';
import { callGateway } from '../test/test-gateway';
import { revealCaptchaAnswer } from './captcha';
import { hashPassword } from './password';

/** A fresh captcha key, as the client makes one up. */
export function newCaptchaKey(): string {
  return randomBytes(18).toString('base64url');
}

/** Draws a captcha image and reads its answer from the database (tests only). */
export async function solvedCaptcha(gateway: TestGateway, merchantCode = 'DEMO_ROYAL', remoteAddress = '10.9.9.9'): Promise<{ captchaKey: string; captcha: string; image: string }> {
  const captchaKey = newCaptchaKey();
  const answer = await callGateway(gateway.app, captcha, { captchaKey }, { merchantCode, remoteAddress });
  if (answer.statusCode !== 200) throw new Error(`captcha answered ${answer.statusCode}: ${answer.body.message}`);
  const solution = await revealCaptchaAnswer(gateway.db, merchantCode, captchaKey, gateway.clock.now());
  if (solution === null) throw new Error('no captcha stored');
  return { captchaKey, captcha: solution, image: answer.body.value };
}

/** The code of the newest SMS delivered to a number (read straight from the inbox table). */
export async function latestSmsCode(gateway: TestGateway, mobileNum: string, countryDialingCode = '60', merchantCode = 'DEMO_ROYAL'): Promise<string | null> {
  const result = await gateway.db.query<{ body: string }>(
    "select body from dev_inbox where merchant_code = $1 and channel = 'sms' and country_dialing_code = $2 and mobile_num = $3 order by id desc limit 1",
    [merchantCode, countryDialingCode, mobileNum],
  );
  const body = result.rows[0]?.body;
  return body === undefined ? null : (/\b(\d{6})\b/.exec(body)?.[1] ?? null);
}

/** Sets a register setting of a merchant (tests switch features on and off). */
export async function setRegisterSetting(gateway: TestGateway, merchantCode: string, name: string, value: unknown): Promise<void> {
  await gateway.db.query(
    "update system_setting set value = value || jsonb_build_object($2::text, $3::jsonb) where merchant_code = $1 and key = 'register'",
    [merchantCode, name, JSON.stringify(value)],
  );
}

export interface PasswordMemberOptions {
  account: string;
  password: string;
  merchantCode?: string;
  type?: number;
  email?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  payeeName?: string;
}

/** Inserts a member who logs in with a password (tests of the login and the security centre). */
export async function createMemberWithPassword(gateway: TestGateway, options: PasswordMemberOptions): Promise<number> {
  const inserted = await gateway.db.query<{ id: number }>(
    `insert into member (merchant_code, account, password_hash, password_changed_at, type, email, mobile_num, country_dialing_code, payee_name, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $4) returning id`,
    [
      options.merchantCode ?? 'DEMO_ROYAL',
      options.account,
      await hashPassword(options.password),
      gateway.clock.now(),
      options.type ?? 0,
      options.email ?? null,
      options.mobileNum ?? null,
      options.mobileNum === undefined ? null : (options.countryDialingCode ?? '60'),
      options.payeeName ?? null,
    ],
  );
  return inserted.rows[0]!.id;
}

/**
 * A series of distinct client addresses in 10.<subnet>.x.y, a new one each call: requests from
 * their own address meet their own per-address rate limits (logins, codes, registrations).
 */
export function addressSeries(subnet: number): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `10.${subnet}.${Math.floor(count / 250)}.${count % 250}`;
  };
}
