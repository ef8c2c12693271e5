import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { computedRgb } from '../test/computed-colour';
import { useReportedState } from '../test/reported-state';
import { textControls, withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { formatMoney } from '../utils/format-money';
import { DataTable } from './DataTable';
import type { DataTableSort } from './sort-cycle';
import { BetTable, betTotals, bodyRows, cellText, makeBets, sortBets, type BetTableProps } from './data-table-story-setup';

const PAGE_SIZE = 20;
const FIRST_PAGE = makeBets(PAGE_SIZE);

const meta = {
  title: 'Account/DataTable',
  // The docs show DataTable's own props; the stories give it a betting record's columns.
  component: DataTable as ComponentType<BetTableProps>,
  render: (args) => <BetTable {...args} />,
  args: { rows: FIRST_PAGE, currencySymbol: 'P', onSortChange: fn(), onRetry: fn() },
  argTypes: {
    ...withoutControls('rows', 'summary', 'pagination', 'loadMore', 'sort', 'defaultSort', 'getRowKey', 'ref'),
    ...textControls('label', 'currencySymbol', 'retryLabel'),
  },
} satisfies Meta<BetTableProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page a story shows, its number reported to the story's spy as the app's handler would be. */
function PagedBets(args: BetTableProps) {
  const { t } = useLingui();
  const [page, setPage] = useReportedState(1, args.pagination?.onPageChange);
  const rows = makeBets(PAGE_SIZE, (page - 1) * PAGE_SIZE);
  return (
    <BetTable
      label={t`Betting records`}
      {...args}
      rows={rows}
      summary={betTotals(rows)}
      summaryLabel={t`Page total`}
      pagination={{ page, pageCount: 8, onPageChange: setPage }}
    />
  );
}

/** Money as the running language writes it, after the brand's currency symbol. */
const money = (amount: number) => formatMoney(amount, i18n.locale, 'P');

/**
 * A betting record page: twenty bets with their time and amounts in the player's language, the
 * page's totals at the foot, and the pages below. On a phone each bet is a card.
 */
export const Default: Story = {
  args: { pagination: { page: 1, pageCount: 8, onPageChange: fn() } },
  render: (args) => <PagedBets {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const table = canvas.getByRole('table', { name: translated('Betting records') });
    await expect(within(table).getByRole('columnheader', { name: translated('Stake') })).toBeInTheDocument();
    const first = bodyRows(canvasElement)[0]!;
    await expect(cellText(first, 3)).toBe(money(FIRST_PAGE[0]!.stake));
    const totals = table.querySelector('tfoot tr')!;
    await expect(within(totals as HTMLElement).getByText(translated('Page total'))).toBeInTheDocument();
    await expect(within(totals as HTMLElement).getByText(money(betTotals(FIRST_PAGE).stake as number))).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: translated('Page {number}', { number: 2 }) }));
    await expect(args.pagination!.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(cellText(bodyRows(canvasElement)[0]!, 2)).toBe(makeBets(1, PAGE_SIZE)[0]!.id);
  },
};

interface PlaygroundArgs extends BetTableProps {
  emptyText: string;
  rowCount: number;
}

/** Every header, the empty text and the table's name as text; fewer rows down to none. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    label: 'Betting records',
    placedAtHeader: '',
    gameHeader: '',
    idHeader: '',
    stakeHeader: '',
    payoutHeader: '',
    profitHeader: '',
    emptyText: 'No bets in this period',
    summaryLabel: 'Total',
    rowCount: 8,
  },
  argTypes: {
    ...textControls('placedAtHeader', 'gameHeader', 'idHeader', 'stakeHeader', 'payoutHeader', 'profitHeader', 'emptyText', 'summaryLabel'),
    rowCount: { control: { type: 'range', min: 0, max: 40, step: 1 } },
    isLoading: { control: 'boolean' },
    isUpdating: { control: 'boolean' },
  },
  render: ({ rowCount, ...args }) => {
    const rows = makeBets(rowCount);
    return <BetTable {...args} rows={rows} summary={betTotals(rows)} />;
  },
};

/** While a page loads: the header stays, placeholder rows stand in for the records. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: translated('Records') });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByRole('columnheader', { name: translated('Game') })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(translated('Loading records'));
    await expect(bodyRows(canvasElement)).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('tbody [data-skeleton]')).toHaveLength(5);
  },
};

/**
 * While another page (or filter) loads: the rows shown stay, at full contrast, the table is busy,
 * and a bar sweeps its top edge in the brand's primary colour. Every brand in both colour modes.
 */
export const Updating: Story = {
  parameters: {
    themeMatrix: true,
    // The matrix repeats one page navigation four times on purpose; a page has one.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  args: { rows: FIRST_PAGE.slice(0, 3), isUpdating: true, pagination: { page: 2, pageCount: 5, onPageChange: fn() } },
  play: async ({ canvasElement }) => {
    for (const scope of themeScopes(canvasElement)) {
      await expect(scope.querySelector('table')).toHaveAttribute('aria-busy', 'true');
      await expect(bodyRows(scope)).toHaveLength(3);
      const bar = scope.querySelector<HTMLElement>('[data-updating-bar]')!;
      const primary = computedRgb(getComputedStyle(scope).getPropertyValue('--pf-color-primary').trim());
      await expect(getComputedStyle(bar, '::before').backgroundColor).toBe(primary);
      // On the table's top edge, taking no room of its own.
      await expect(bar.getBoundingClientRect().top).toBe(bar.nextElementSibling!.getBoundingClientRect().top);
    }
  },
};

/** No records in the chosen period. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: translated('No records') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(translated('No records'));
  },
};

/** The records could not be loaded: a message and a Retry button. */
export const ErrorWithRetry: Story = {
  args: { error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(translated('The records could not be loaded.'), { selector: 'p' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: translated('Retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Paging by "Load more": each press appends the next twenty. */
function GrowingBets(args: BetTableProps) {
  const [count, setCount] = useReportedState<number>(PAGE_SIZE, () => args.loadMore?.onLoadMore());
  return (
    <BetTable
      {...args}
      rows={makeBets(count)}
      loadMore={{ hasMore: count < 60, onLoadMore: () => setCount(count + PAGE_SIZE) }}
    />
  );
}

export const LoadMore: Story = {
  args: { loadMore: { hasMore: true, onLoadMore: fn() } },
  render: (args) => <GrowingBets {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Load more') }));
    await expect(args.loadMore!.onLoadMore).toHaveBeenCalledOnce();
    await expect(bodyRows(canvasElement)).toHaveLength(40);
    await expect(canvas.getByRole('status')).toHaveTextContent(translated('{0, plural, one {# record} other {# records}}', { 0: 40 }));
  },
};

/** Sorted by stake, highest first: the header says so, and the caller sorted the rows. */
function SortedBets(args: BetTableProps) {
  const [sort, setSort] = useReportedState<DataTableSort | null>({ key: 'stake', direction: 'descending' }, args.onSortChange);
  return <BetTable {...args} rows={sortBets(FIRST_PAGE, sort)} sort={sort} onSortChange={setSort} />;
}

export const Sorted: Story = {
  render: (args) => <SortedBets {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const stake = canvas.getByRole('columnheader', { name: translated('Stake') });
    await expect(stake).toHaveAttribute('aria-sort', 'descending');
    await expect(canvasElement.querySelectorAll('[aria-sort]')).toHaveLength(1);
    const stakes = bodyRows(canvasElement).map((row) => cellText(row, 3));
    const highest = Math.max(...FIRST_PAGE.map((bet) => bet.stake));
    await expect(stakes[0]).toBe(money(highest));
  },
};

/** On a phone each bet is a card headed by its game, with a label before each value. */
export const PhoneCards: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  args: { summary: betTotals(FIRST_PAGE) },
  play: async ({ canvasElement }) => {
    const first = bodyRows(canvasElement)[0]!;
    await expect(getComputedStyle(first).display).toBe('flex');
    // The game heads the card; the reference is left off it; the stake has its header as label.
    await expect(getComputedStyle(first.cells[1]!).order).toBe('-1');
    await expect(first.cells[2]).not.toBeVisible();
    await expect(first.cells[3]!.firstElementChild).toBeVisible();
    await expect(first.cells[3]!.firstElementChild).toHaveTextContent(translated('Stake'));
    // Sortable columns stay as buttons above the cards, at least 44px tall to touch.
    const sortButton = within(canvasElement).getByRole('button', { name: translated('Stake') });
    await expect(sortButton.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

const TEN_THOUSAND = makeBets(10_000);

/**
 * Ten thousand bets loaded: only the rows near the viewport are in the page, each with its
 * place in the whole (`aria-rowindex`); scrolling brings the later ones in.
 */
export const TenThousandRows: Story = {
  // The page itself scrolls through 10,000 rows: too long for the docs page.
  tags: ['!autodocs'],
  args: { rows: TEN_THOUSAND },
  play: async ({ canvas, canvasElement }) => {
    window.scrollTo(0, 0);
    const table = canvas.getByRole('table', { name: translated('Records') });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await waitFor(() => expect(bodyRows(canvasElement).length).toBeGreaterThan(3));
    await expect(table.querySelectorAll('tr').length).toBeLessThanOrEqual(60);
    await expect(bodyRows(canvasElement)[0]).toHaveAttribute('aria-rowindex', '2');

    window.scrollTo(0, document.documentElement.scrollHeight / 2);
    await waitFor(() => expect(Number(bodyRows(canvasElement)[0]!.getAttribute('aria-rowindex'))).toBeGreaterThan(2000));
    const rows = bodyRows(canvasElement);
    await expect(table.querySelectorAll('tr').length).toBeLessThanOrEqual(60);
    // Each rendered row is the bet at its place: row index 2 is the first bet, BR100000.
    for (const row of rows) {
      const index = Number(row.getAttribute('aria-rowindex'));
      await expect(cellText(row, 2)).toBe(TEN_THOUSAND[index - 2]!.id);
    }
    const indexes = rows.map((row) => Number(row.getAttribute('aria-rowindex')));
    await expect(indexes).toEqual(indexes.map((_, offset) => indexes[0]! + offset));
    // Some of them are on screen.
    await expect(rows.some((row) => row.getBoundingClientRect().top > 0 && row.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    window.scrollTo(0, 0);
  },
};

/** Every brand in both colour modes; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  parameters: {
    themeMatrix: true,
    // The matrix repeats one page navigation four times on purpose; a page has one.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  args: {
    rows: FIRST_PAGE.slice(0, 3),
    summary: betTotals(FIRST_PAGE.slice(0, 3)),
    sort: { key: 'stake', direction: 'ascending' },
    pagination: { page: 2, pageCount: 5, onPageChange: fn() },
  },
  play: async ({ canvasElement }) => {
    const scopes = themeScopes(canvasElement);
    const totals = scopes.map((scope) => {
      const cell = scope.querySelector<HTMLElement>('tfoot td')!;
      const expected = computedRgb(getComputedStyle(scope).getPropertyValue('--pf-color-surface-sunken').trim());
      return { actual: getComputedStyle(cell).backgroundColor, expected };
    });
    // The totals sit on each theme's sunken surface, which differs between light and dark.
    for (const { actual, expected } of totals) await expect(actual).toBe(expected);
    await expect(totals[0]!.actual).not.toBe(totals[1]!.actual);
    await expect(totals[2]!.actual).not.toBe(totals[3]!.actual);
  },
};
