import type { InjectOptions } from 'fastify';
import { DEV_CAPTCHA_PATH, DEV_INBOX_PATH } from '../accounts/inbox';
import { DEV_FEEDBACK_PATH } from '../feedback/dev-reply-route';
import { DEV_DEPOSITS_PATH } from '../payments/dev-review-route';
import { DEV_SYSTEM_STATUS_PATH } from '../system/dev-status-route';
import { DEV_WITHDRAWALS_PATH } from '../withdrawals/dev-payout-route';

/** The dev routes, each with a request that they answer (not 404) when it comes from this machine. */
export const DEV_REQUESTS: InjectOptions[] = [
  { method: 'GET', url: `${DEV_INBOX_PATH}?merchantCode=DEMO_ROYAL&countryDialingCode=60&mobileNum=123456789` },
  { method: 'GET', url: `${DEV_CAPTCHA_PATH}?merchantCode=DEMO_ROYAL&captchaKey=abcdefghijklmnop` },
  { method: 'POST', url: DEV_SYSTEM_STATUS_PATH, payload: { merchantCode: 'DEMO_ROYAL', status: 'normal' } },
  { method: 'GET', url: DEV_WITHDRAWALS_PATH },
  { method: 'GET', url: DEV_DEPOSITS_PATH },
  { method: 'GET', url: DEV_FEEDBACK_PATH },
];
