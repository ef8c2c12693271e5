import { createRef } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './data-table-columns';

interface Deposit {
  id: string;
  date: string;
  amount: number;
}

const COLUMNS: DataTableColumn<Deposit>[] = [
  { key: 'date', header: 'Date', kind: 'date', isSortable: true },
  { key: 'id', header: 'Reference', card: 'title' },
  { key: 'amount', header: 'Amount', kind: 'money', isSortable: true },
];
const ROWS: Deposit[] = [
  { id: 'D-1', date: '2026-05-01', amount: 100 },
  { id: 'D-2', date: '2026-05-02', amount: 2500.5 },
];

describe('DataTable', () => {
  it('is a named table with a header row, formatted cells and a summary at the foot', async () => {
    const ref = createRef<HTMLDivElement>();
    const { container } = await renderWithProviders(
      <DataTable ref={ref} label="Deposits" columns={COLUMNS} rows={ROWS} currencySymbol="P" summary={{ amount: 2600.5 }} />,
      { locale: 'en' },
    );
    const table = screen.getByRole('table', { name: 'Deposits' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Date', 'Reference', 'Amount']);
    const rows = container.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.lastElementChild!.lastElementChild!.textContent).toBe('P 2,500.50');
    expect(container.querySelector('tfoot')!.textContent).toContain('Total');
    expect(container.querySelector('tfoot')!.textContent).toContain('P 2,600.50');
    // Short lists render every row, without the virtual list's row numbers.
    expect(table).not.toHaveAttribute('aria-rowcount');
    expect(ref.current).toBe(container.firstElementChild);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('cycles a column’s sort on each press, marking only the sorted column', async () => {
    const onSortChange = vi.fn();
    await renderWithProviders(<DataTable columns={COLUMNS} rows={ROWS} onSortChange={onSortChange} />, { locale: 'en' });
    const amount = screen.getByRole('columnheader', { name: 'Amount' });
    await userEvent.click(within(amount).getByRole('button'));
    await userEvent.click(within(amount).getByRole('button'));
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Date' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(amount).getByRole('button'));
    expect(amount).not.toHaveAttribute('aria-sort');
    expect(onSortChange.mock.calls).toEqual([
      [{ key: 'amount', direction: 'ascending' }],
      [{ key: 'amount', direction: 'descending' }],
      [null],
    ]);
  });

  it('shows placeholders while loading, keeping the header, and marks the table busy', async () => {
    const { container } = await renderWithProviders(<DataTable columns={COLUMNS} rows={ROWS} isLoading loadingRowCount={3} />, { locale: 'en' });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    expect(container.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Loading records');
  });

  it('says there are no records, in the player’s language, or in the caller’s words', async () => {
    const { unmount } = await renderWithProviders(<DataTable columns={COLUMNS} rows={[]} />, { locale: 'ms' });
    expect(screen.getByRole('cell', { name: 'Tiada rekod' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Rekod' })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<DataTable columns={COLUMNS} rows={[]} emptyText="No deposits yet" />, { locale: 'zh' });
    expect(screen.getByRole('cell', { name: 'No deposits yet' })).toBeInTheDocument();
  });

  it('shows an error with a Retry button that calls back', async () => {
    const onRetry = vi.fn();
    await renderWithProviders(<DataTable columns={COLUMNS} rows={ROWS} error onRetry={onRetry} />, { locale: 'zh' });
    expect(screen.getByText('无法加载记录。', { selector: 'p' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('pages with Pagination, or loads more with a button', async () => {
    const onPageChange = vi.fn();
    const { unmount } = await renderWithProviders(
      <DataTable columns={COLUMNS} rows={ROWS} pagination={{ page: 1, pageCount: 4, onPageChange }} />,
      { locale: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    unmount();
    const onLoadMore = vi.fn();
    await renderWithProviders(<DataTable columns={COLUMNS} rows={ROWS} loadMore={{ hasMore: true, onLoadMore }} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
