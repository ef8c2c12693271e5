import { useLingui } from '@lingui/react/macro';
import type { AgentDownlineTransactionsExportQuery } from '@platform/api';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { CsvExport } from '../../../components/records/CsvExport';
import { recordCells, recordHeaders } from '../../../components/records/record-columns';
import { DOWNLINE_TRANSACTION_COLUMNS } from './downline-transaction-columns';
import { fetchDownlineTransactionsExport } from './queries';

export interface DownlineTransactionsExportProps {
  /** The table's filters: the file holds every record they match, not just the page shown. */
  query: AgentDownlineTransactionsExportQuery;
  isDisabled: boolean;
}

/** "Export CSV" of the downline transaction details: every record of the table's filters, written by the table's own columns. */
export function DownlineTransactionsExport({ query, isDisabled }: DownlineTransactionsExportProps) {
  const { i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const load = async () => {
    const answer = await fetchDownlineTransactionsExport(query);
    const format = { i18n, currencySymbol };
    return {
      headers: recordHeaders(DOWNLINE_TRANSACTION_COLUMNS, format),
      rows: answer.list.map((row) => recordCells(row, DOWNLINE_TRANSACTION_COLUMNS, format)),
      isTruncated: answer.truncated,
    };
  };
  return <CsvExport fileName={`downline-transactions-${query.startDate}-${query.endDate}.csv`} isDisabled={isDisabled} load={load} />;
}
