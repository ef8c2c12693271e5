import { useLingui } from '@lingui/react/macro';
import type { AgentTeamBetsExportQuery } from '@platform/api';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { CsvExport } from '../../../components/records/CsvExport';
import { recordCells, recordHeaders } from '../../../components/records/record-columns';
import type { GameNames } from '../../../components/records/use-game-names';
import { fetchTeamBetsExport } from './queries';
import { TEAM_BET_COLUMNS } from './team-bet-columns';

export interface TeamBetsExportProps {
  /** The table's filters: the file holds every bet they match, not just the page shown. */
  query: AgentTeamBetsExportQuery;
  names: GameNames;
  isDisabled: boolean;
}

/** "Export CSV" of the team betting record: every bet of the table's filters, written by the table's own columns. */
export function TeamBetsExport({ query, names, isDisabled }: TeamBetsExportProps) {
  const { i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const load = async () => {
    const answer = await fetchTeamBetsExport(query);
    const format = { i18n, currencySymbol, vendorName: names.vendor };
    return {
      headers: recordHeaders(TEAM_BET_COLUMNS, format),
      rows: answer.list.map((row) => recordCells(row, TEAM_BET_COLUMNS, format)),
      isTruncated: answer.truncated,
    };
  };
  return <CsvExport fileName={`team-bets-${query.startDate}-${query.endDate}.csv`} isDisabled={isDisabled} load={load} />;
}
