import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatCellValue } from '@platform/ui';
import type { AgentIncome, IncomeFigures } from '@platform/api';
import type { RecordColumn, RecordFormat } from '../../../components/records/record-columns';
import { signedMoneyText } from '../../../components/records/signed-money';

/** One business day of the agent's income. */
export type IncomeDay = AgentIncome['days'][number];

type MoneyKey = Exclude<keyof IncomeFigures, 'net'>;

/** One column of the income by day: the table shows `text`, and the CSV export writes the same text. */
export interface IncomeColumn extends RecordColumn<IncomeDay> {
  key: 'day' | keyof IncomeFigures;
  /** The column's figure in the period's totals. */
  total?: (totals: IncomeFigures, format: RecordFormat) => string;
}

const money = (key: MoneyKey, header: MessageDescriptor): IncomeColumn => ({
  key,
  header,
  kind: 'money',
  text: (day, { i18n, currencySymbol }) => formatCellValue(day[key], 'money', i18n.locale, currencySymbol),
  total: (totals, { i18n, currencySymbol }) => formatCellValue(totals[key], 'money', i18n.locale, currencySymbol),
});

/** The figures' names, shared by the cards, the table and the file. */
export const INCOME_LABELS: Record<keyof IncomeFigures, MessageDescriptor> = {
  salary: msg({ message: 'Salary', comment: "Agent's income: real-time, hourly and daily wages received" }),
  dividends: msg({ message: 'Dividends', comment: "Agent's income: dividends received from the upline" }),
  rebates: msg`Rebates`,
  income: msg({ message: 'Income', comment: "Agent's income: salary + dividends + rebates" }),
  paidOut: msg({ message: 'Paid to downlines', comment: 'Salary and dividends the agent paid its downlines' }),
  net: msg({ message: 'Net income', comment: "Agent's income minus what it paid its downlines" }),
};

/**
 * The income by day's columns, the one definition of what a day shows: the table renders these
 * texts and the export writes them, so the CSV holds exactly what the table shows.
 */
export const INCOME_DAY_COLUMNS: readonly IncomeColumn[] = [
  { key: 'day', header: msg`Day`, kind: 'date', card: 'title', text: (day, { i18n }) => formatCellValue(day.day, 'date', i18n.locale) },
  money('salary', INCOME_LABELS.salary),
  money('dividends', INCOME_LABELS.dividends),
  money('rebates', INCOME_LABELS.rebates),
  money('income', INCOME_LABELS.income),
  money('paidOut', INCOME_LABELS.paidOut),
  {
    key: 'net',
    header: INCOME_LABELS.net,
    kind: 'money',
    text: (day, { i18n, currencySymbol }) => signedMoneyText(day.net, i18n.locale, currencySymbol),
    signedAmount: (day) => day.net,
    total: (totals, { i18n, currencySymbol }) => signedMoneyText(totals.net, i18n.locale, currencySymbol),
  },
];

/** The columns' headers in the running language. */
export function incomeDayHeaders({ i18n }: RecordFormat): string[] {
  return INCOME_DAY_COLUMNS.map((column) => i18n._(column.header));
}

/** A day's cells as the table shows them. */
export function incomeDayCells(day: IncomeDay, format: RecordFormat): string[] {
  return INCOME_DAY_COLUMNS.map((column) => column.text(day, format));
}

/** The period total's cells: its label first, then each figure's total. */
export function incomeTotalCells(label: string, totals: IncomeFigures, format: RecordFormat): string[] {
  return INCOME_DAY_COLUMNS.map((column, index) => (index === 0 ? label : (column.total?.(totals, format) ?? '')));
}
