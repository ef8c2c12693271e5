import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableProps } from './DataTable';
import type { DataTableColumn, DataTableSummary } from './data-table-columns';
import type { DataTableSort } from './sort-cycle';

/** A line of the betting record, as the gateway sends it. */
export interface BetRecord {
  id: string;
  placedAt: string;
  game: string;
  stake: number;
  payout: number;
  profit: number;
}

const GAMES = ['Mega Moolah', 'Baccarat Squeeze', 'Sic Bo', 'Dragon Tiger', 'Fishing God', 'Roulette', 'Sweet Bonanza'];

/** `count` bets from number `from` on, one every 37 minutes back from 31 May 2026; the same every run. */
export function makeBets(count: number, from = 0): BetRecord[] {
  const latest = Date.UTC(2026, 4, 31, 22, 0, 0);
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    const stake = ((index * 37) % 500) + 10;
    const payout = index % 3 === 0 ? stake * 2.5 : index % 3 === 1 ? 0 : stake * 0.5;
    return {
      id: `BR${String(100000 + index)}`,
      placedAt: new Date(latest - index * 37 * 60_000).toISOString(),
      game: GAMES[index % GAMES.length]!,
      stake,
      payout,
      profit: payout - stake,
    };
  });
}

/** The totals of some bets, by column key, for the summary row. */
export function betTotals(rows: readonly BetRecord[]): DataTableSummary {
  const sum = (pick: (row: BetRecord) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return { stake: sum((row) => row.stake), payout: sum((row) => row.payout), profit: sum((row) => row.profit) };
}

/** The bets in the order the player chose, as the caller of DataTable sorts them. */
export function sortBets(rows: readonly BetRecord[], sort: DataTableSort | null): readonly BetRecord[] {
  if (!sort) return rows;
  const key = sort.key as keyof BetRecord;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
}

/** Headers a designer may rewrite in the Playground; empty keeps the translated one. */
export interface BetHeaders {
  placedAtHeader?: string;
  gameHeader?: string;
  idHeader?: string;
  stakeHeader?: string;
  payoutHeader?: string;
  profitHeader?: string;
}

export interface BetTableProps extends Omit<DataTableProps<BetRecord>, 'columns'>, BetHeaders {}

/** A betting record page's table: the bet time, game, reference, stake, payout and profit or loss. */
export function BetTable({ placedAtHeader, gameHeader, idHeader, stakeHeader, payoutHeader, profitHeader, ...props }: BetTableProps) {
  const { t } = useLingui();
  const columns: DataTableColumn<BetRecord>[] = [
    { key: 'placedAt', header: placedAtHeader || t`Bet time`, kind: 'datetime', isSortable: true },
    { key: 'game', header: gameHeader || t`Game`, card: 'title' },
    { key: 'id', header: idHeader || t`Reference`, card: 'hidden' },
    { key: 'stake', header: stakeHeader || t`Stake`, kind: 'money', isSortable: true },
    { key: 'payout', header: payoutHeader || t`Payout`, kind: 'money' },
    { key: 'profit', header: profitHeader || t`Profit/loss`, kind: 'money', isSortable: true },
  ];
  return <DataTable getRowKey={(row) => row.id} {...props} columns={columns} />;
}

/** The data rows rendered (not the header, summary or placeholder rows). */
export function bodyRows(canvasElement: HTMLElement): HTMLTableRowElement[] {
  return [...canvasElement.querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]')];
}

/** The text of a row's cell in a column, without its phone-card label (shown or not). */
export function cellText(row: HTMLTableRowElement, columnIndex: number): string {
  return row.cells[columnIndex]?.lastElementChild?.textContent ?? '';
}
