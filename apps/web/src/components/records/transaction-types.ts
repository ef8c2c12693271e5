import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The account record's type filter: the contract's TransactionType values, in the order. */
export const TRANSACTION_TYPE_FILTERS = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'BET', 'BONUS', 'REBATE', 'POINTS', 'SALARY', 'DIVIDEND'] as const;
export type TransactionTypeFilter = (typeof TRANSACTION_TYPE_FILTERS)[number];

/** The filter's options: "Bets" also lists what each round paid back (the gateway's BET filter matches both). */
export const TRANSACTION_FILTER_LABELS: Readonly<Record<TransactionTypeFilter, MessageDescriptor>> = {
  DEPOSIT: msg({ message: 'Deposits', comment: 'Account record type filter' }),
  WITHDRAWAL: msg({ message: 'Withdrawals', comment: 'Account record type filter' }),
  TRANSFER: msg({ message: 'Transfers', comment: 'Account record type filter' }),
  BET: msg({ message: 'Bets and payouts', comment: 'Account record type filter: stakes and what the rounds paid back' }),
  BONUS: msg({ message: 'Bonuses', comment: 'Account record type filter' }),
  REBATE: msg({ message: 'Rebates', comment: 'Account record type filter' }),
  POINTS: msg({ message: 'Points', comment: 'Account record type filter: points converted to balance' }),
  SALARY: msg({ message: 'Salary', comment: 'Account record type filter: an agent contract salary' }),
  DIVIDEND: msg({ message: 'Dividends', comment: 'Account record type filter: an agent contract dividend' }),
};

/** One record's type; WIN is the ledger's payout of a round (listed under the Bets filter). */
const TYPE_LABELS: Readonly<Record<TransactionTypeFilter | 'WIN', MessageDescriptor>> = {
  DEPOSIT: msg({ message: 'Deposit', comment: 'Account record type of one row' }),
  WITHDRAWAL: msg({ message: 'Withdrawal', comment: 'Account record type of one row' }),
  TRANSFER: msg({ message: 'Transfer', comment: 'Account record type of one row' }),
  BET: msg({ message: 'Bet', comment: 'Account record type of one row: a stake' }),
  WIN: msg({ message: 'Payout', comment: 'Account record type of one row: what a round paid back' }),
  BONUS: msg({ message: 'Bonus', comment: 'Account record type of one row' }),
  REBATE: msg({ message: 'Rebate', comment: 'Account record type of one row' }),
  POINTS: msg({ message: 'Points conversion', comment: 'Account record type of one row: points converted to balance' }),
  SALARY: msg({ message: 'Salary', comment: 'Account record type of one row' }),
  DIVIDEND: msg({ message: 'Dividend', comment: 'Account record type of one row' }),
};

/** A record's type in the running language; a type this site does not know yet shows its code. */
export function transactionTypeLabel(type: string, i18n: I18n): string {
  const label = (TYPE_LABELS as Partial<Record<string, MessageDescriptor>>)[type];
  return label ? i18n._(label) : type;
}

/** Whether a value from the address is one of the filter's types. */
export function isTransactionTypeFilter(value: string | null): value is TransactionTypeFilter {
  return (TRANSACTION_TYPE_FILTERS as readonly (string | null)[]).includes(value);
}

/** The address's search param of the account record's type filter (next to the shared `from`, `to` and `page`). */
export const TRANSACTION_TYPE_PARAM = 'type';

/** The type filter the address names, or none ("all types") when it names none or an unknown one. */
export function readTransactionType(params: URLSearchParams): TransactionTypeFilter | undefined {
  const value = params.get(TRANSACTION_TYPE_PARAM);
  return isTransactionTypeFilter(value) ? value : undefined;
}
