import { randomBytes } from 'node:crypto';
import { captcha } from '@platform/api/contract';
import type { TestGateway } from '../test/test-gateway';
import { callGateway } from '../test/test-gateway';
import { revealCaptchaAnswer } from './captcha';

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
