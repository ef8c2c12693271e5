import type { RewardKind } from '@platform/api/contract';
import type { LocalizedText } from '../http/locale';
import { PROMOTIONAL_TURNOVER_MULTIPLE } from '../wallet/promotional-credit';

/*
 * The demo brands' reward rules. Every reward is promotional credit: the bets of its turnover
 * multiple release it (wallet/promotional-credit.ts).
 */

/** The daily sign-in: one a business day (UTC+8), claimable that day only. */
export const SIGN_IN_CENTS = 200;

/** A new member's tasks, each checked from the member's real state, claimable once, without expiry. */
export const NEWBIE_TASKS = ['BIND_PHONE', 'PAYMENT_PASSWORD', 'FIRST_DEPOSIT'] as const;
export type NewbieTask = (typeof NEWBIE_TASKS)[number];

export const NEWBIE_TASK_CENTS: Record<NewbieTask, number> = { BIND_PHONE: 500, PAYMENT_PASSWORD: 500, FIRST_DEPOSIT: 1_000 };

/** Rescue money: a share of a business day's net loss (bets - payouts) from this loss up, claimable the next day only. */
export const RESCUE_MIN_LOSS_CENTS = 10_000;
export const RESCUE_PERCENT = 5;
export const RESCUE_MAX_CENTS = 50_000;

/** How long an approved application's payout waits in the reward centre. */
export const APPLICATION_PAYOUT_DAYS = 7;

export const TURNOVER_MULTIPLE: Record<RewardKind, number> = {
  SIGN_IN: 1,
  NEWBIE: 1,
  RESCUE: 3,
  PROMOTION: PROMOTIONAL_TURNOVER_MULTIPLE,
};

/** The rescue money of a day's net loss in cents: nothing below the minimum loss, capped at the maximum. */
export function rescueCents(lossCents: number): number {
  if (lossCents < RESCUE_MIN_LOSS_CENTS) return 0;
  return Math.min(Math.floor((lossCents * RESCUE_PERCENT) / 100), RESCUE_MAX_CENTS);
}

export const SIGN_IN_TITLE: LocalizedText = { ms: 'Ganjaran daftar masuk harian', en: 'Daily sign-in reward', zh: '每日签到奖励' };

export const RESCUE_TITLE: LocalizedText = { ms: 'Wang penyelamat hari rugi', en: 'Rescue money for a losing day', zh: '亏损救援金' };

export const NEWBIE_TITLES: Record<NewbieTask, LocalizedText> = {
  BIND_PHONE: { ms: 'Tugasan baharu: sahkan nombor telefon', en: 'New member task: bind your phone', zh: '新手任务：绑定手机' },
  PAYMENT_PASSWORD: { ms: 'Tugasan baharu: tetapkan kata laluan pembayaran', en: 'New member task: set a payment password', zh: '新手任务：设置支付密码' },
  FIRST_DEPOSIT: { ms: 'Tugasan baharu: deposit pertama', en: 'New member task: make a first deposit', zh: '新手任务：首次存款' },
};

export function isNewbieTask(task: string): task is NewbieTask {
  return (NEWBIE_TASKS as readonly string[]).includes(task);
}
