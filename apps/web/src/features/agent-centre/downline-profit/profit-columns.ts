import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatCellValue } from '@platform/ui';
import { AGENT_TYPES, type ProfitFigures, type ProfitLossRow } from '@platform/api';
import type { RecordColumn, RecordFormat } from '../../../components/records/record-columns';
import { signedMoneyText } from '../../../components/records/signed-money';

/** Whether an account type is an agent's (spec section 6: 1, 2, 41, 42). */
export function isAgentType(type: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(type);
}

/** A row of a level: a direct downline's team, or (`isOwn`) the level's agent with its own play alone. */
export type LevelRow = ProfitLossRow & { isOwn?: boolean };

/** A downline with a team below it can be opened: its team counts more members than itself. */
export function hasTeam(row: LevelRow): boolean {
  return !row.isOwn && row.teamSize > 1;
}

type MoneyKey = 'bets' | 'validBets' | 'payouts' | 'bonuses' | 'rebates' | 'net';

/** One column of the report: the table shows `text`, and the CSV export writes the same text. */
export interface ProfitColumn extends RecordColumn<LevelRow> {
  key: 'account' | 'type' | 'teamSize' | MoneyKey;
  /** The column's figure in the level's totals (money columns only). */
  total?: (totals: ProfitFigures, format: RecordFormat) => string;
}

const money = (key: Exclude<MoneyKey, 'net'>, header: MessageDescriptor): ProfitColumn => ({
  key,
  header,
  kind: 'money',
  text: (row, { i18n, currencySymbol }) => formatCellValue(row[key], 'money', i18n.locale, currencySymbol),
  total: (totals, { i18n, currencySymbol }) => formatCellValue(totals[key], 'money', i18n.locale, currencySymbol),
});

/**
 * The report's columns, the one definition of what a row shows: the table renders these texts and
 * the export writes them, so the CSV holds exactly what the table shows.
 */
export const PROFIT_COLUMNS: readonly ProfitColumn[] = [
  {
    key: 'account',
    header: msg`Account`,
    kind: 'text',
    card: 'title',
    text: (row, { i18n }) => {
      const account = row.account;
      return row.isOwn ? i18n._(msg({ message: `${account} (own play)`, comment: "The level's agent's row: its own bets, without its team" })) : account;
    },
  },
  {
    key: 'type',
    header: msg({ message: 'Type', comment: 'Downline profit and loss column: agent or member' }),
    kind: 'text',
    text: (row, { i18n }) => i18n._(isAgentType(row.type) ? msg`Agent` : msg`Member`),
  },
  { key: 'teamSize', header: msg`Team size`, kind: 'number', text: (row, { i18n }) => formatCellValue(row.teamSize, 'number', i18n.locale) },
  money('bets', msg`Bets`),
  money('validBets', msg`Valid bets`),
  money('payouts', msg`Payouts`),
  money('bonuses', msg`Bonuses`),
  money('rebates', msg`Rebates`),
  {
    key: 'net',
    header: msg`Net result`,
    kind: 'money',
    text: (row, { i18n, currencySymbol }) => signedMoneyText(row.net, i18n.locale, currencySymbol),
    signedAmount: (row) => row.net,
    total: (totals, { i18n, currencySymbol }) => signedMoneyText(totals.net, i18n.locale, currencySymbol),
  },
];

/** The columns' headers in the running language. */
export function profitHeaders({ i18n }: RecordFormat): string[] {
  return PROFIT_COLUMNS.map((column) => i18n._(column.header));
}

/** A row's cells as the table shows them. */
export function profitCells(row: LevelRow, format: RecordFormat): string[] {
  return PROFIT_COLUMNS.map((column) => column.text(row, format));
}

/** The totals row's cells: its label first, then the money columns' totals. */
export function profitTotalCells(label: string, totals: ProfitFigures, format: RecordFormat): string[] {
  return PROFIT_COLUMNS.map((column, index) => (index === 0 ? label : (column.total?.(totals, format) ?? '')));
}
