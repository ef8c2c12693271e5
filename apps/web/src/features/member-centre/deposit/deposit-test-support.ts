import { vi } from 'vitest';
import {
  balance,
  createDeposit,
  declineDepositLimitPrompt,
  depositChannels,
  depositOrder,
  depositRecords,
  protectionSettings,
  setLimit,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type DepositChannels,
  type DepositOrder,
  type ProtectionSettings,
  type SetLimitRequest,
} from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';

/** For the deposit page's tests: the demo royal brand's channels and orders, and the mocked client's answers. */

export const TOKEN = 'member-token';

export const CHANNELS: DepositChannels = {
  depositOffered: true,
  maxOpenOrders: 3,
  channels: [
    { channelCode: 'BANK_MAYBANK', type: 'BANK_TRANSFER', name: 'Maybank', minAmount: 30, maxAmount: 50_000, quickAmounts: [50, 100, 300], needsReview: true, expiryMinutes: 120 },
    { channelCode: 'QR_TNG', type: 'QR_EWALLET', name: "Touch 'n Go eWallet", minAmount: 10, maxAmount: 5_000, quickAmounts: [10, 50, 100], needsReview: false, expiryMinutes: 30 },
    { channelCode: 'USDT_TRC20', type: 'USDT', name: 'USDT (TRC20)', minAmount: 50, maxAmount: 100_000, quickAmounts: [100, 500], needsReview: false, expiryMinutes: 30 },
  ],
  firstDepositPromotion: { promotionId: 7, title: 'Welcome bonus', bonusPercent: 100, maxBonus: 1_000, minDeposit: 50, turnoverMultiple: 3 },
};

const NO_INSTRUCTIONS: DepositOrder['instructions'] = {
  bankName: null,
  accountName: null,
  accountNumber: null,
  network: null,
  address: null,
  qrPayload: null,
  cashierUrl: null,
};

export function order(type: DepositOrder['channelType'], extra: Partial<DepositOrder> = {}): DepositOrder {
  const now = Date.now();
  const base = { orderNo: 'DP000123', status: 'PENDING' as const, amount: 100, reference: 'K7QF2M9X', bonusAmount: null, remark: null, createTime: now, settleTime: null };
  switch (type) {
    case 'BANK_TRANSFER':
      return {
        ...base,
        channelCode: 'BANK_MAYBANK',
        channelType: type,
        channelName: 'Maybank',
        expireTime: now + 120 * 60_000,
        instructions: { ...NO_INSTRUCTIONS, bankName: 'Maybank', accountName: 'Royal Lotto Sdn Bhd', accountNumber: '514011223344' },
        ...extra,
      };
    case 'QR_EWALLET':
      return {
        ...base,
        channelCode: 'QR_TNG',
        channelType: type,
        channelName: "Touch 'n Go eWallet",
        expireTime: now + 30 * 60_000,
        instructions: { ...NO_INSTRUCTIONS, qrPayload: 'DEMOPAY:TNG-ROYAL-0001:DP000123:100.00:K7QF2M9X', cashierUrl: '/lgw/demo/cashier?token=abc' },
        ...extra,
      };
    case 'USDT':
      return {
        ...base,
        channelCode: 'USDT_TRC20',
        channelType: type,
        channelName: 'USDT (TRC20)',
        expireTime: now + 30 * 60_000,
        instructions: {
          ...NO_INSTRUCTIONS,
          network: 'TRC20',
          address: 'TDEMOroyaLotto0000000000000000000001',
          qrPayload: 'TDEMOroyaLotto0000000000000000000001',
          cashierUrl: '/lgw/demo/cashier?token=usdt',
        },
        ...extra,
      };
  }
}

export interface Answers {
  channels?: DepositChannels | Error;
  created?: DepositOrder;
  /** What depositOrder answers, in turn; the last one repeats. */
  orders?: DepositOrder[];
  records?: DepositOrder[] | Error;
  balance?: number;
  /** Whether the player is asked for a deposit limit before the deposit form (protectionSettings). */
  isLimitPromptDue?: boolean;
}

/** The player-protection settings: no limit set, the prompt before the first deposit as asked. */
export function protection(isLimitPromptDue = false): ProtectionSettings {
  return {
    limits: LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => ({ kind, period, amount: null, used: 0, pending: null }))),
    realityCheckMinutes: 0,
    depositLimitPromptDue: isLimitPromptDue,
    exclusionAsksPassword: true,
  };
}

/** Answers the deposit calls (and the balance) from `answers`. */
export function answer(answers: Answers = {}) {
  const call = vi.mocked(api.call);
  const orders = [...(answers.orders ?? [])];
  let isLimitPromptDue = answers.isLimitPromptDue ?? false;
  call.mockImplementation(async (definition, input) => {
    if (definition === depositChannels) {
      if (answers.channels instanceof Error) throw answers.channels;
      return answers.channels ?? CHANNELS;
    }
    if (definition === createDeposit) return answers.created ?? order('QR_EWALLET');
    if (definition === depositOrder) return orders.length > 1 ? orders.shift() : (orders[0] ?? answers.created ?? order('QR_EWALLET'));
    if (definition === depositRecords) {
      if (answers.records instanceof Error) throw answers.records;
      return { list: answers.records ?? [], totalPages: 1 };
    }
    if (definition === balance) return { sumBalance: answers.balance ?? 1_100 };
    if (definition === protectionSettings) return protection(isLimitPromptDue);
    if (definition === setLimit) {
      isLimitPromptDue = false;
      return { ...(input as SetLimitRequest), used: 0, pending: null };
    }
    if (definition === declineDepositLimitPrompt) {
      isLimitPromptDue = false;
      return null;
    }
    return null;
  });
}

export function signInMember() {
  sessionStore.signIn({ token: TOKEN, account: 'player01', type: 0 });
}
