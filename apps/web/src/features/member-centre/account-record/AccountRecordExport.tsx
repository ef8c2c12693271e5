import { useLingui } from '@lingui/react/macro';
import type { MemberTransactionsExportQuery } from '@platform/api';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { CsvExport } from '../../../components/records/CsvExport';
import { fetchAccountRecordExport } from './queries';
import { accountRecordCells, accountRecordHeaders } from '../../../components/records/record-columns';

export interface AccountRecordExportProps {
  /** The table's filters: the file holds every record they match, not just the page shown. */
  query: MemberTransactionsExportQuery & { startDate: string; endDate: string };
  isDisabled: boolean;
}

/** The name of the file the period downloads as. */
export function exportFileName({ startDate, endDate }: { startDate: string; endDate: string }): string {
  return `account-record-${startDate}-${endDate}.csv`;
}

/** "Export CSV": every record of the table's filters, written by the table's own columns. */
export function AccountRecordExport({ query, isDisabled }: AccountRecordExportProps) {
  const { i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const load = async () => {
    const answer = await fetchAccountRecordExport(query);
    const format = { i18n, currencySymbol };
    return { headers: accountRecordHeaders(format), rows: answer.list.map((row) => accountRecordCells(row, format)), isTruncated: answer.truncated };
  };
  return <CsvExport fileName={exportFileName(query)} isDisabled={isDisabled} load={load} />;
}
