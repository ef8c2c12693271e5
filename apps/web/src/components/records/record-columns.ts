import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatCellValue, type ColumnKind } from '@platform/ui';
import type { MemberTransaction } from '@platform/api';
import { signedMoneyText } from './signed-money';
import { transactionTypeLabel } from './transaction-types';

/** What writing a record needs: the running language and the brand's currency symbol. */
export interface RecordFormat {
  i18n: I18n;
  currencySymbol: string;
}

/** One column of a record (a member's or a team's): the table shows `text`, and the CSV export holds the same text. */
export interface RecordColumn<Row, Format extends RecordFormat = RecordFormat> {
  key: string;
  header: MessageDescriptor;
  /** Where the table puts the values (money at the end). */
  kind: ColumnKind;
  /** Heads the row's card on a phone. */
  card?: 'title';
  text: (row: Row, format: Format) => string;
  /** For a signed amount (money in or out, a win or a loss): the amount the table tints the text by; null leaves it plain. */
  signedAmount?: (row: Row) => number | null;
}

/** One column of the account record. */
export interface AccountRecordColumn extends RecordColumn<MemberTransaction> {
  key: 'createTime' | 'referenceNo' | 'type' | 'amount' | 'balance' | 'remark';
}

/**
 * The account record's columns, the one definition of what a record shows: the table renders
 * these texts and the export writes them, so the CSV holds exactly what the table shows.
 */
export const ACCOUNT_RECORD_COLUMNS: readonly AccountRecordColumn[] = [
  {
    key: 'createTime',
    header: msg`Time`,
    kind: 'datetime',
    card: 'title',
    text: (row, { i18n }) => formatCellValue(row.createTime, 'datetime', i18n.locale),
  },
  { key: 'referenceNo', header: msg`Reference no.`, kind: 'text', text: (row) => row.referenceNo },
  { key: 'type', header: msg({ message: 'Type', comment: 'Column of the account record: deposit, bet, bonus…' }), kind: 'text', text: (row, { i18n }) => transactionTypeLabel(row.type, i18n) },
  {
    key: 'amount',
    header: msg`Amount`,
    kind: 'money',
    text: (row, { i18n, currencySymbol }) => signedMoneyText(row.amount, i18n.locale, currencySymbol),
    signedAmount: (row) => row.amount,
  },
  {
    key: 'balance',
    header: msg`Balance after`,
    kind: 'money',
    text: (row, { i18n, currencySymbol }) => formatCellValue(row.balance, 'money', i18n.locale, currencySymbol),
  },
  { key: 'remark', header: msg`Remark`, kind: 'text', text: (row) => row.remark ?? '' },
];

/** The downline a record of the agent's team belongs to (the agent centre's reports). */
export const MEMBER_COLUMN: RecordColumn<{ account: string }> = {
  key: 'account',
  header: msg({ message: 'Member', comment: "Column of the agent's team reports: the downline's account the row belongs to" }),
  kind: 'text',
  text: (row) => row.account,
};

/** A record's columns for the agent's team: the member right after the first column (the title of a phone's card). */
export function withMemberColumn<Row, Format extends RecordFormat>(columns: readonly RecordColumn<Row, Format>[]): RecordColumn<Row & { account: string }, Format>[] {
  const [first, ...rest] = columns;
  return first ? [first, MEMBER_COLUMN, ...rest] : [MEMBER_COLUMN];
}

/** Record columns' headers in the running language: a CSV file's first row. */
export function recordHeaders<Row, Format extends RecordFormat>(columns: readonly RecordColumn<Row, Format>[], { i18n }: Format): string[] {
  return columns.map((column) => i18n._(column.header));
}

/** A record's cells as the table shows them: a CSV file's row. */
export function recordCells<Row, Format extends RecordFormat>(row: Row, columns: readonly RecordColumn<Row, Format>[], format: Format): string[] {
  return columns.map((column) => column.text(row, format));
}

/** The account record's headers in the running language. */
export function accountRecordHeaders(format: RecordFormat): string[] {
  return recordHeaders(ACCOUNT_RECORD_COLUMNS, format);
}

/** An account record's cells as the table shows them. */
export function accountRecordCells(row: MemberTransaction, format: RecordFormat): string[] {
  return recordCells(row, ACCOUNT_RECORD_COLUMNS, format);
}
