import { useState, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useReportedState } from '../test/reported-state';
import { translated } from '../test/story-i18n';
import { DataTable } from './DataTable';
import dataTableMeta from './DataTable.stories';
import { BetTable, bodyRows, cellText, makeBets, type BetTableProps } from './data-table-story-setup';

const meta = {
  ...dataTableMeta,
  component: DataTable as ComponentType<BetTableProps>,
  title: 'Account/DataTable/Features',
  tags: ['!autodocs'],
} satisfies Meta<BetTableProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const FEW = makeBets(6);

/** Pressing a header cycles its sort, ascending, descending, none, and reports each to the caller. */
export const SortCycles: Story = {
  args: { rows: FEW },
  play: async ({ canvas, args }) => {
    const header = canvas.getByRole('columnheader', { name: translated('Stake') });
    const button = within(header).getByRole('button', { name: translated('Stake') });
    await expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(button);
    await expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(canvas.getByRole('button', { name: translated('Bet time') }));
    await expect(args.onSortChange!).toHaveBeenCalledTimes(4);
    await expect((args.onSortChange as ReturnType<typeof fn>).mock.calls).toEqual([
      [{ key: 'stake', direction: 'ascending' }],
      [{ key: 'stake', direction: 'descending' }],
      [null],
      [{ key: 'placedAt', direction: 'ascending' }],
    ]);
  },
};

/** Sort buttons are reached by Tab and pressed with Enter or Space; the focus ring shows. */
export const KeyboardSort: Story = {
  args: { rows: FEW },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const betTime = canvas.getByRole('button', { name: translated('Bet time') });
    await expect(betTime).toHaveFocus();
    await expect(getComputedStyle(betTime).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: translated('Bet time') })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: translated('Stake') })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('columnheader', { name: translated('Stake') })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: translated('Bet time') })).not.toHaveAttribute('aria-sort');
  },
};

/** A page that fails, then loads when the player retries. */
function FailingThenLoading(args: BetTableProps) {
  const [state, setState] = useState<'failed' | 'loading' | 'loaded'>('failed');
  const retry = () => {
    args.onRetry?.();
    setState('loading');
    setTimeout(() => setState('loaded'), 300);
  };
  return <BetTable {...args} rows={state === 'loaded' ? FEW : []} error={state === 'failed'} isLoading={state === 'loading'} onRetry={retry} />;
}

/** Retry calls back; the table shows placeholders, then the records, and says how many. */
export const RetryCallsBack: Story = {
  render: (args) => <FailingThenLoading {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent(translated('Loading records'));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(FEW.length));
    await expect(canvas.getByRole('status')).toHaveTextContent(translated('{0, plural, one {# record} other {# records}}', { 0: FEW.length }));
    await expect(canvas.queryByRole('button', { name: translated('Retry') })).toBeNull();
  },
};

function ControlledPages(args: BetTableProps) {
  const [page, setPage] = useReportedState(3, args.pagination?.onPageChange);
  return <BetTable {...args} rows={makeBets(5, (page - 1) * 5)} pagination={{ page, pageCount: 12, onPageChange: setPage }} />;
}

/** Paging through `Pagination` (range 3, one page at each end): each change is reported. */
export const PageChange: Story = {
  args: { pagination: { page: 3, pageCount: 12, onPageChange: fn() } },
  render: (args) => <ControlledPages {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const pages = within(canvas.getByRole('navigation', { name: translated('Pagination') }));
    await expect(pages.getByRole('button', { name: translated('Page {number}', { number: 3 }) })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('button', { name: translated('Page {number}', { number: 12 }) })).toBeInTheDocument();
    await userEvent.click(pages.getByRole('button', { name: translated('Next page') }));
    await expect(args.pagination!.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(cellText(bodyRows(canvasElement)[0]!, 2)).toBe(makeBets(1, 15)[0]!.id);
  },
};

/** A pager whose next page takes a moment: the old rows show, marked as updating, until it comes. */
function SlowPages(args: BetTableProps) {
  const [page, setPage] = useReportedState(1, args.pagination?.onPageChange);
  const [shownPage, setShownPage] = useState(1);
  const turn = (next: number) => {
    setPage(next);
    setTimeout(() => setShownPage(next), 300);
  };
  return <BetTable {...args} rows={makeBets(5, (shownPage - 1) * 5)} isUpdating={shownPage !== page} pagination={{ page, pageCount: 12, onPageChange: turn }} />;
}

/** Until the next page comes, the table keeps the rows it has and says it is busy; then it tells how many came. */
export const UpdatingWhileThePageChanges: Story = {
  args: { pagination: { page: 1, pageCount: 12, onPageChange: fn() } },
  render: (args) => <SlowPages {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: translated('Records') });
    const firstOfPage = (page: number) => makeBets(1, (page - 1) * 5)[0]!.id;
    await expect(table).not.toHaveAttribute('aria-busy');
    await userEvent.click(canvas.getByRole('button', { name: translated('Next page') }));
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(translated('Loading records'));
    await expect(cellText(bodyRows(canvasElement)[0]!, 2)).toBe(firstOfPage(1));
    await expect(canvasElement.querySelector('[data-updating-bar]')).not.toBeNull();
    await waitFor(() => expect(cellText(bodyRows(canvasElement)[0]!, 2)).toBe(firstOfPage(2)));
    await expect(table).not.toHaveAttribute('aria-busy');
    await expect(canvasElement.querySelector('[data-updating-bar]')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(translated('{0, plural, one {# record} other {# records}}', { 0: 5 }));
  },
};

/** While the next page loads, "Load more" is busy: it keeps focus and ignores presses. */
export const LoadMoreBusy: Story = {
  args: { rows: FEW, loadMore: { hasMore: true, isLoading: true, onLoadMore: fn() } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: (name) => name.startsWith(translated('Load more')) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.loadMore!.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Everything loaded: no "Load more". */
export const LoadMoreAtTheEnd: Story = {
  args: { rows: FEW, loadMore: { hasMore: false, onLoadMore: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: translated('Load more') })).toBeNull();
  },
};

/** Times and money are written as the running language writes them (compared with Intl's own output). */
export const FormatsInRunningLocale: Story = {
  args: { rows: FEW, currencySymbol: 'RM' },
  play: async ({ canvasElement }) => {
    const locale = i18n.locale;
    const first = bodyRows(canvasElement)[0]!;
    const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(FEW[0]!.placedAt));
    await expect(cellText(first, 0)).toBe(time);
    const digits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(cellText(first, 3)).toBe(`RM ${digits.format(FEW[0]!.stake)}`);
    await expect(cellText(bodyRows(canvasElement)[1]!, 5)).toBe(`RM ${digits.format(FEW[1]!.profit)}`);
  },
};

/** A desktop table: the header sticks while the page scrolls, the phone labels are not shown. */
export const DesktopTable: Story = {
  decorators: [(Story) => <div style={{ width: 900 }}>{Story()}</div>],
  args: { rows: FEW, stickyTop: 56 },
  play: async ({ canvas, canvasElement }) => {
    const header = canvas.getByRole('columnheader', { name: translated('Game') });
    await expect(getComputedStyle(header).position).toBe('sticky');
    await expect(getComputedStyle(header).top).toBe('56px');
    const first = bodyRows(canvasElement)[0]!;
    await expect(getComputedStyle(first).display).toBe('table-row');
    await expect(first.cells[3]!.firstElementChild).not.toBeVisible();
    await expect(first.cells[2]).toBeVisible();
  },
};

const MANY = makeBets(10_000);

/**
 * A desktop panel that scrolls its own box: the box is named and reached by Tab so the keyboard
 * can scroll it, and only the rows in view are rendered.
 */
export const ScrollBox: Story = {
  decorators: [(Story) => <div style={{ width: 900 }}>{Story()}</div>],
  args: { rows: MANY, maxHeight: 360, label: 'Bets' },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('region', { name: 'Bets' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(362);
    await waitFor(() => expect(bodyRows(canvasElement).length).toBeGreaterThan(3));
    await expect(canvasElement.querySelectorAll('tr').length).toBeLessThanOrEqual(60);

    box.scrollTop = box.scrollHeight * 0.75;
    await waitFor(() => expect(Number(bodyRows(canvasElement)[0]!.getAttribute('aria-rowindex'))).toBeGreaterThan(5000));
    await expect(canvasElement.querySelectorAll('tr').length).toBeLessThanOrEqual(60);
    for (const row of bodyRows(canvasElement)) {
      await expect(cellText(row, 2)).toBe(MANY[Number(row.getAttribute('aria-rowindex')) - 2]!.id);
    }
    // The header stays at the top of the box.
    const header = canvas.getByRole('columnheader', { name: translated('Stake') });
    await expect(Math.abs(header.getBoundingClientRect().top - box.getBoundingClientRect().top)).toBeLessThan(4);
  },
};

const HUNDREDS = makeBets(400);

/**
 * A phone's betting record with hundreds of bets: the page scrolls, each bet is a card taller
 * than a table row, and the cards rendered are the ones on screen. Cards not rendered are counted
 * at their measured height with the gap between them, so the spaces match the cards they stand for.
 */
export const PhoneCardsScrolling: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  args: { rows: HUNDREDS },
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 0);
    await waitFor(() => expect(bodyRows(canvasElement).length).toBeGreaterThan(3));
    await expect(getComputedStyle(bodyRows(canvasElement)[0]!).display).toBe('flex');

    window.scrollTo(0, document.documentElement.scrollHeight / 2);
    await waitFor(() => expect(Number(bodyRows(canvasElement)[0]!.getAttribute('aria-rowindex'))).toBeGreaterThan(100));
    await waitFor(() => {
      // The rendered cards cover the screen, top to bottom.
      const rows = bodyRows(canvasElement);
      expect(rows[0]!.getBoundingClientRect().top).toBeLessThanOrEqual(0);
      expect(rows.at(-1)!.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(window.innerHeight);
    });
    const rows = bodyRows(canvasElement);
    for (const row of rows) {
      await expect(cellText(row, 2)).toBe(HUNDREDS[Number(row.getAttribute('aria-rowindex')) - 2]!.id);
    }
    // The space above stands for the cards before the first rendered, each a card and its gap.
    const cardPitch = (rows.at(-1)!.getBoundingClientRect().top - rows[0]!.getBoundingClientRect().top) / (rows.length - 1);
    const cardsAbove = Number(rows[0]!.dataset.index);
    const spaceAbove = canvasElement.querySelector('tbody > tr[data-spacer]')!.getBoundingClientRect().height;
    await expect(Math.abs(spaceAbove / cardsAbove - cardPitch)).toBeLessThan(3);
    window.scrollTo(0, 0);
  },
};
