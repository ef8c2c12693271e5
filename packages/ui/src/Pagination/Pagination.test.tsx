import { createRef, useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { Pagination } from './Pagination';

/** What the list shows, in order: page numbers, "…" for breaks. */
function shown() {
  return within(screen.getByRole('navigation'))
    .getAllByRole('listitem')
    .slice(1, -1)
    .map((item) => item.textContent);
}

describe('Pagination', () => {
  it('is a named navigation landmark with the current page marked, in the active language', async () => {
    await renderWithProviders(<Pagination pageCount={10} defaultPage={5} />, { locale: 'en' });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(shown()).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
  });

  it('translates its labels into Malay and Chinese', async () => {
    const { unmount } = await renderWithProviders(<Pagination pageCount={10} defaultPage={5} />, { locale: 'ms' });
    expect(screen.getByRole('navigation', { name: 'Penomboran halaman' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman sebelumnya' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman 5' })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<Pagination pageCount={10} defaultPage={5} />, { locale: 'zh' });
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 5 页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '跳至第 8 页' })).toBeInTheDocument();
  });

  it('moves with pointer presses on pages, previous and next, and reports each page', async () => {
    const onPageChange = vi.fn();
    await renderWithProviders(<Pagination pageCount={10} onPageChange={onPageChange} />, { locale: 'en' });
    expect(shown()).toEqual(['1', '2', '3', '…', '10']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(shown()).toEqual(['1', '2', '3', '4', '…', '10']);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[3], [4], [10], [9]]);
  });

  it('does nothing on the current page, before the first or after the last', async () => {
    const onPageChange = vi.fn();
    const { unmount } = await renderWithProviders(<Pagination pageCount={3} onPageChange={onPageChange} />, {
      locale: 'en',
    });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    unmount();
    await renderWithProviders(<Pagination pageCount={3} defaultPage={3} onPageChange={onPageChange} />, {
      locale: 'en',
    });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('jumps by the page range from a break, and keeps focus in the list when the break vanishes', async () => {
    await renderWithProviders(<Pagination pageCount={10} defaultPage={5} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Jump to page 8' }));
    expect(shown()).toEqual(['1', '…', '7', '8', '9', '10']);
    expect(screen.getByRole('button', { name: 'Page 8' })).toHaveFocus();
  });

  it('works from the keyboard: Tab to a page, Enter or Space to go there', async () => {
    const onPageChange = vi.fn();
    await renderWithProviders(<Pagination pageCount={10} onPageChange={onPageChange} />, { locale: 'en' });
    await userEvent.tab(); // previous
    await userEvent.tab(); // page 1
    await userEvent.tab(); // page 2
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab(); // page 3
    await userEvent.keyboard(' ');
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    // Next stays reachable at the last page: focus is not lost when it turns inactive.
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    screen.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
  });

  it('when controlled shows the page its parent gives', async () => {
    function Controlled() {
      const [page, setPage] = useState(2);
      return (
        <>
          <Pagination pageCount={10} page={page} onPageChange={setPage} />
          <output>{page}</output>
        </>
      );
    }
    await renderWithProviders(<Controlled />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('status')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('ignores presses when controlled and the parent keeps its page', async () => {
    const onPageChange = vi.fn();
    await renderWithProviders(<Pagination pageCount={10} page={2} onPageChange={onPageChange} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('takes a label, other range and margin, and renders nothing without pages', async () => {
    const { rerender } = await renderWithProviders(
      <Pagination pageCount={20} defaultPage={10} pageRange={5} marginPages={2} label="Transaction pages" />,
    );
    expect(screen.getByRole('navigation', { name: 'Transaction pages' })).toBeInTheDocument();
    expect(shown()).toEqual(['1', '2', '…', '8', '9', '10', '11', '12', '…', '19', '20']);
    rerender(<Pagination pageCount={0} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('passes its ref to the nav element', async () => {
    const ref = createRef<HTMLElement>();
    await renderWithProviders(<Pagination pageCount={3} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('navigation'));
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithProviders(<Pagination pageCount={10} defaultPage={5} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
