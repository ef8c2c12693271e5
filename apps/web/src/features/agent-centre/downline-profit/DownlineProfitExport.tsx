import { useLingui } from '@lingui/react/macro';
import { agentDownlineProfitLossExport, type AgentDownlineProfitLossExportQuery } from '@platform/api';
import { api } from '../../../lib/api';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { CsvExport } from '../../../components/records/CsvExport';
import { profitCells, profitHeaders, profitTotalCells } from './profit-columns';

export interface DownlineProfitExportProps {
  /** The level and period shown: the file holds every direct downline of it, not just the page. */
  query: AgentDownlineProfitLossExportQuery;
  isDisabled: boolean;
}

/** The name of the file a level and period download as. */
export function exportFileName({ startDate, endDate, account }: AgentDownlineProfitLossExportQuery): string {
  return `downline-profit-loss-${account ?? 'my-team'}-${startDate}-${endDate}.csv`;
}

/**
 * "Export CSV" of the level shown: every direct downline (not just the page), written by the
 * table's own columns, the level's own play first and the team total last.
 */
export function DownlineProfitExport({ query, isDisabled }: DownlineProfitExportProps) {
  const { t, i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const load = async () => {
    const answer = await api.call(agentDownlineProfitLossExport, query);
    const format = { i18n, currencySymbol };
    return {
      headers: profitHeaders(format),
      rows: [
        profitCells({ ...answer.self, isOwn: true }, format),
        ...answer.list.map((row) => profitCells(row, format)),
        profitTotalCells(t`Team total`, answer.totals, format),
      ],
      isTruncated: answer.truncated,
    };
  };
  return <CsvExport fileName={exportFileName(query)} isDisabled={isDisabled} load={load} />;
}
