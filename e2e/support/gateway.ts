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
