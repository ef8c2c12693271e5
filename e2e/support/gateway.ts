import type { APIRequestContext } from '@playwright/test';

/** The demo brands' merchant codes (apps/web/brands/*). */
export const MERCHANT = { royal: 'DEMO_ROYAL', jade: 'DEMO_JADE' } as const;

/**
 * The gateway's dev-mode helpers (apps/gateway, README "Dev mode"): what a real deployment would
 * deliver by SMS or read off a captcha image, and the platform's status switch.
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
