import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { pageCount: 10, defaultPage: 1, pageRange: 3, marginPages: 1, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the list shows, in order: page numbers, "…" for breaks. */
function shown(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole('listitem')
    .slice(1, -1)
    .map((item) => item.textContent);
}

/** The spec's settings: three pages around the current one, one at each end. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Penomboran halaman' })).toBeInTheDocument();
    await expect(shown(canvasElement)).toEqual(['1', '2', '3', '…', '10']);
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 3' }));
    await expect(shown(canvasElement)).toEqual(['1', '2', '3', '4', '…', '10']);
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman seterusnya' }));
    await expect(shown(canvasElement)).toEqual(['1', '2', '3', '4', '5', '…', '10']);
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman seterusnya' }));
    await expect(shown(canvasElement)).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    await expect(canvas.getByRole('button', { name: 'Halaman 5' })).toHaveAttribute('aria-current', 'page');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

/** In the middle of a long list; a "…" jumps three pages, and stays under focus to jump again. */
export const Middle: Story = {
  args: { pageCount: 100, defaultPage: 50 },
  play: async ({ canvas, canvasElement }) => {
    await expect(shown(canvasElement)).toEqual(['1', '…', '49', '50', '51', '…', '100']);
    await userEvent.click(canvas.getByRole('button', { name: 'Lompat ke halaman 53' }));
    await expect(shown(canvasElement)).toEqual(['1', '…', '52', '53', '54', '…', '100']);
    await expect(canvas.getByRole('button', { name: 'Lompat ke halaman 56' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Halaman 56' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A "…" that is gone after the jump hands focus to the new current page, so it is not lost. */
export const BreakThatVanishes: Story = {
  args: { defaultPage: 5 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lompat ke halaman 8' }));
    await expect(shown(canvasElement)).toEqual(['1', '…', '7', '8', '9', '10']);
    await expect(canvas.getByRole('button', { name: 'Halaman 8' })).toHaveFocus();
  },
};

/** At the last page "next" stays focusable but does nothing. */
export const LastPage: Story = {
  args: { defaultPage: 10 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(shown(canvasElement)).toEqual(['1', '…', '8', '9', '10']);
    const next = canvas.getByRole('button', { name: 'Halaman seterusnya' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const FewPages: Story = {
  args: { pageCount: 4, defaultPage: 2 },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toEqual(['1', '2', '3', '4']);
  },
};

/** Tab through the buttons; Enter and Space press them; a focus ring shows. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const second = canvas.getByRole('button', { name: 'Halaman 2' });
    await expect(second).toHaveFocus();
    await expect(getComputedStyle(second).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

function ControlledPagination(args: PaginationProps) {
  const [page, setPage] = useState(7);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p>
        <Trans>Showing page {page}</Trans>
      </p>
      <Pagination {...args} page={page} onPageChange={setPage} />
    </div>
  );
}

/** The parent owns the page (`page` with `onPageChange`), e.g. from the URL. */
export const Controlled: Story = {
  render: (args) => <ControlledPagination {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Memaparkan halaman 7')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman sebelumnya' }));
    await expect(canvas.getByText('Memaparkan halaman 6')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { defaultPage: 5 },
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '第 5 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeInTheDocument();
  },
};

export const DarkMode: Story = {
  args: { defaultPage: 5 },
  globals: { colorMode: 'dark' },
  play: async ({ canvas }) => {
    const current = canvas.getByRole('button', { name: 'Halaman 5' });
    await expect(getComputedStyle(current).backgroundColor).toBe('rgb(110, 164, 255)');
  },
};

export const AllThemes: Story = {
  parameters: {
    themeMatrix: true,
    // The matrix repeats one navigation four times on purpose; a page would label each its own.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  args: { defaultPage: 5 },
  play: async ({ canvasElement }) => {
    const backgrounds = ['default', 'jade'].flatMap((brand) =>
      ['light', 'dark'].map((mode) => {
        const scope = within(canvasElement).getByTestId(`theme-${brand}-${mode}`);
        const current = scope.querySelector('[aria-current="page"]')!;
        return getComputedStyle(current).backgroundColor;
      }),
    );
    await expect(new Set(backgrounds).size).toBe(4);
  },
};
