import type { APIRequestContext } from '@playwright/test';

/** The demo brands' merchant codes (apps/web/brands/*). */
export const MERCHANT = { royal: 'DEMO_ROYAL', jade: 'DEMO_JADE' } as const;

/**
 * The gateway's dev-mode helpers (apps/gateway, README "Dev mode"): what a real deployment would
 * deliver by SMS or read off a captcha image, the platform's status switch, and the clock and the
 * settlement sweep for journeys that let time pass.
 */
export async function captchaAnswer(request: APIRequestContext, captchaKey: string, merchantCode: string = MERCHANT.royal): Promise<string> {
  const response = await request.get('/wps/dev/captcha', { params: { merchantCode, captchaKey } });
  if (!response.ok()) throw new Error(`captcha answer: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { value: { answer: string } }).value.answer;
}

export type PlatformStatus = 'normal' | 'maintenance' | 'region';

export async function setPlatformStatus(
  request: APIRequestContext,
  status: PlatformStatus,
  { merchantCode = MERCHANT.jade, message, endTime }: { merchantCode?: string; message?: string; endTime?: string } = {},
): Promise<void> {
  const response = await request.post('/wps/dev/system-status', { data: { merchantCode, status, message, endTime } });
  if (!response.ok()) throw new Error(`system status: ${response.status()} ${await response.text()}`);
}

/** The dev payout desk (POST /wps/dev/withdrawals): the newest withdrawal of `account` waiting for a payout. */
export async function pendingWithdrawalOf(request: APIRequestContext, account: string): Promise<string> {
  const response = await request.get('/wps/dev/withdrawals');
  if (!response.ok()) throw new Error(`pending withdrawals: ${response.status()} ${await response.text()}`);
  const waiting = ((await response.json()) as { value: { withdrawalNo: string; account: string }[] }).value.filter((entry) => entry.account === account);
  if (waiting.length === 0) throw new Error(`No withdrawal of ${account} waits for a payout`);
  return waiting[waiting.length - 1]!.withdrawalNo;
}

/** The dev payout desk pays a withdrawal, in full or (with `amount`) in part. */
export async function payWithdrawal(request: APIRequestContext, withdrawalNo: string, amount?: number): Promise<void> {
  const response = await request.post('/wps/dev/withdrawals', { data: { withdrawalNo, action: 'pay', ...(amount === undefined ? {} : { amount }) } });
  if (!response.ok()) throw new Error(`pay ${withdrawalNo}: ${response.status()} ${await response.text()}`);
}

/**
 * The dev clock (POST /wps/dev/clock): moves the gateway's clock forward by `minutes` (1 to 40
 * days' worth) and answers its new time. Sessions last 8 hours: log in again after a longer step.
 */
export async function advanceClock(request: APIRequestContext, minutes: number): Promise<Date> {
  const response = await request.post('/wps/dev/clock', { data: { advanceMinutes: minutes } });
  if (!response.ok()) throw new Error(`advance the clock: ${response.status()} ${await response.text()}`);
  return new Date(((await response.json()) as { value: { now: string } }).value.now);
}

/**
 * Runs the settlement sweep now, at the gateway's clock (POST /wps/dev/settlement-sweep), until it
 * has nothing more to do; answers how many periods it settled (paid, unpaid or owing nothing).
 */
export async function runSettlementSweep(request: APIRequestContext): Promise<number> {
  let settled = 0;
  for (let sweeps = 0; sweeps < 100; sweeps += 1) {
    const response = await request.post('/wps/dev/settlement-sweep', { data: {} });
    if (!response.ok()) throw new Error(`settlement sweep: ${response.status()} ${await response.text()}`);
    const result = ((await response.json()) as { value: { settled: number; more: boolean } }).value;
    settled += result.settled;
    if (!result.more) return settled;
  }
  throw new Error('The settlement sweep still had work after 100 runs');
}
