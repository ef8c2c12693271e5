import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatCellValue, type DataTableSummary } from '@platform/ui';
import type { BetRecord, BetTotals } from '@platform/api';
import type { RecordColumn, RecordFormat } from './record-columns';
import { betStatus } from './bet-labels';
import { SignedMoney, signedMoneyText } from './signed-money';

/** What writing a bet needs besides the language and the symbol: a vendor's name as the lobby shows it. */
export interface BetFormat extends RecordFormat {
  vendorName: (code: string) => string;
}

const money = (amount: number | null, { i18n, currencySymbol }: RecordFormat) => formatCellValue(amount, 'money', i18n.locale, currencySymbol);

/**
 * The betting record's columns, the one definition of what a bet shows (the member's and the
 * team's): the table renders these texts and an export writes them. An unsettled bet has no
 * payout nor win/loss yet: those cells are empty.
 */
export const BET_RECORD_COLUMNS: readonly RecordColumn<BetRecord, BetFormat>[] = [
  { key: 'roundNo', header: msg`Round no.`, kind: 'text', card: 'title', text: (row) => row.roundNo },
  { key: 'gameName', header: msg`Game`, kind: 'text', text: (row) => row.gameName },
  { key: 'vendorCode', header: msg`Vendor`, kind: 'text', text: (row, { vendorName }) => vendorName(row.vendorCode) },
  { key: 'betTime', header: msg`Bet time`, kind: 'datetime', text: (row, { i18n }) => formatCellValue(row.betTime, 'datetime', i18n.locale) },
  { key: 'betAmount', header: msg`Stake`, kind: 'money', text: (row, format) => money(row.betAmount, format) },
  { key: 'validBet', header: msg`Valid bet`, kind: 'money', text: (row, format) => money(row.validBet, format) },
  { key: 'payout', header: msg`Payout`, kind: 'money', text: (row, format) => money(row.payout, format) },
  {
    key: 'winLoss',
    header: msg`Win/loss`,
    kind: 'money',
    text: (row, { i18n, currencySymbol }) => (row.winLoss === null ? '' : signedMoneyText(row.winLoss, i18n.locale, currencySymbol)),
    signedAmount: (row) => row.winLoss,
  },
  { key: 'status', header: msg`Status`, kind: 'text', text: (row, { i18n }) => i18n._(betStatus[row.status].label) },
];

/** The summary row of a betting record: how many bets the filters match and their sums, under their columns. */
export function betTotalsSummary(totals: BetTotals, i18n: I18n): DataTableSummary {
  const betCount = totals.betCount;
  return {
    gameName: i18n._(msg({ message: plural(betCount, { one: '# bet', other: '# bets' }), comment: 'Betting record totals: how many bets the period holds' })),
    betAmount: totals.betAmount,
    validBet: totals.validBet,
    payout: totals.payout,
    winLoss: <SignedMoney amount={totals.winLoss} />,
  };
}
