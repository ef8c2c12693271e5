import type { Bank } from '@platform/api/contract';

/** The banks a card may be of: the demo brands pay out in Malaysia. */
export const BANKS: readonly Bank[] = [
  { bankCode: 'MAYBANK', bankName: 'Maybank' },
  { bankCode: 'CIMB', bankName: 'CIMB Bank' },
  { bankCode: 'PBB', bankName: 'Public Bank' },
  { bankCode: 'RHB', bankName: 'RHB Bank' },
  { bankCode: 'HLB', bankName: 'Hong Leong Bank' },
  { bankCode: 'AMBANK', bankName: 'AmBank' },
  { bankCode: 'BIMB', bankName: 'Bank Islam' },
  { bankCode: 'BSN', bankName: 'Bank Simpanan Nasional' },
];

/** A bank's name by its code; the code itself for a bank no longer offered. */
export function bankName(bankCode: string): string {
  return BANKS.find((bank) => bank.bankCode === bankCode)?.bankName ?? bankCode;
}

/** An account number as answers show it: every digit but the last 4 hidden (`********1234`). */
export function maskAccountNumber(accountNumber: string): string {
  const shown = accountNumber.slice(-4);
  return `${'*'.repeat(Math.max(accountNumber.length - shown.length, 0))}${shown}`;
}
