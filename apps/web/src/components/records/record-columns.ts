import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatCellValue, type ColumnKind } from '@platform/ui';
import type { MemberTransaction } from '@platform/api';
import { signedMoneyText } from '../records-shared/signed-money';
import { transactionTypeLabel } from './transaction-types';

/** What writing a record needs: the running language and the brand's currency symbol. */
export interface RecordFormat {
  i18n: I18n;
  currencySymbol: string;
}

/** One column of the account record: the table shows `text`, and the CSV export holds the same text. */
export interface AccountRecordColumn {
  key: 'createTime' | 'referenceNo' | 'type' | 'amount' | 'balance' | 'remark';
  header: MessageDescriptor;
  /** Where the table puts the values (money at the end). */
  kind: ColumnKind;
  /** Heads the row's card on a phone. */
  card?: 'title';
  text: (row: MemberTransaction, format: RecordFormat) => string;
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
  },
  {
    key: 'balance',
    header: msg`Balance after`,
    kind: 'money',
    text: (row, { i18n, currencySymbol }) => formatCellValue(row.balance, 'money', i18n.locale, currencySymbol),
  },
  { key: 'remark', header: msg`Remark`, kind: 'text', text: (row) => row.remark ?? '' },
];

/** The columns' headers in the running language. */
export function accountRecordHeaders({ i18n }: RecordFormat): string[] {
  return ACCOUNT_RECORD_COLUMNS.map((column) => i18n._(column.header));
}

/** A record's cells as the table shows them. */
export function accountRecordCells(row: MemberTransaction, format: RecordFormat): string[] {
  return ACCOUNT_RECORD_COLUMNS.map((column) => column.text(row, format));
}
