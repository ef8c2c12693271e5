import { vi } from 'vitest';
import type { BankCard, BankCards, Withdrawal, WithdrawalForm } from '@platform/api';
import { sessionStore } from '../../../lib/session/session';

/** Test data of the withdrawal page, as the gateway answers it. */

export const MAYBANK: BankCard = { cardId: 7, bankCode: 'MAYBANK', bankName: 'Maybank', accountNumber: '********1234', payeeName: 'Ali Bin Abu', addTime: 1_700_000_000_000 };
export const CIMB: BankCard = { cardId: 8, bankCode: 'CIMB', bankName: 'CIMB Bank', accountNumber: '******5678', payeeName: 'Ali Bin Abu', addTime: 1_700_000_100_000 };

export const BANKS = [
  { bankCode: 'MAYBANK', bankName: 'Maybank' },
  { bankCode: 'CIMB', bankName: 'CIMB Bank' },
  { bankCode: 'PBB', bankName: 'Public Bank' },
];

export function bankCardsAnswer(extra: Partial<BankCards> = {}): BankCards {
  return { cards: [MAYBANK, CIMB], maxCards: 5, payeeName: 'Ali Bin Abu', banks: BANKS, ...extra };
}

export function formAnswer(extra: Partial<WithdrawalForm> = {}): WithdrawalForm {
  return {
    withdrawableBalance: 800,
    promotionalBalance: 120,
    frozenBalance: 0,
    turnoverRequired: 2400,
    minAmount: 50,
    maxAmount: 50000,
    dailyCount: { used: 2, allowed: 5 },
    paymentPasswordSet: true,
    cards: [MAYBANK, CIMB],
    pendingWithdrawalNo: null,
    ...extra,
  };
}

const T0 = Date.UTC(2026, 10, 20, 2, 0, 0);

export function withdrawal(withdrawalNo: string, status: Withdrawal['status'], extra: Partial<Withdrawal> = {}): Withdrawal {
  return {
    withdrawalNo,
    amount: 300,
    paidAmount: 0,
    returnedAmount: 0,
    status,
    bankName: 'Maybank',
    accountNumber: '********1234',
    payeeName: 'Ali Bin Abu',
    requestTime: T0,
    paidTime: null,
    confirmDeadline: null,
    rejectReason: null,
    amountReceived: null,
    remainder: null,
    remark: null,
    proofImages: [],
    history: [{ status: 'REQUESTED', time: T0, detail: 'Requested 300.00 to Maybank ********1234: the amount is frozen until paid' }],
    ...extra,
  };
}

/** A withdrawal of 300 paid 200 (100 returned), waiting for the player until `deadline`. */
export function partlyPaid(withdrawalNo: string, deadline: number): Withdrawal {
  return withdrawal(withdrawalNo, 'PARTLY_PAID', {
    paidAmount: 200,
    returnedAmount: 100,
    paidTime: T0 + 60_000,
    confirmDeadline: deadline,
    history: [
      { status: 'REQUESTED', time: T0, detail: 'Requested 300.00' },
      { status: 'PARTLY_PAID', time: T0 + 60_000, detail: 'Paid 200.00 of 300.00; 100.00 returned to your main wallet' },
    ],
  });
}

export const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];

/** A PNG file and the base64 the page must send for it. */
export function pngFile(name: string): { file: File; base64: string } {
  const bytes = new Uint8Array(PNG_BYTES);
  return { file: new File([bytes], name, { type: 'image/png' }), base64: btoa(String.fromCharCode(...bytes)) };
}

export function signInMember() {
  sessionStore.signIn({ token: 'member-token', account: 'player01', type: 0 });
}

/** jsdom has no object URLs: previews and proof images get fake ones, whose revocation is recorded. */
export function stubObjectUrls() {
  let next = 0;
  const created = vi.fn(() => `blob:test/${(next += 1)}`);
  const revoked = vi.fn();
  URL.createObjectURL = created;
  URL.revokeObjectURL = revoked;
  return { created, revoked };
}
