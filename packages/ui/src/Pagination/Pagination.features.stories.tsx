import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { expect, userEvent } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { Pagination, type PaginationProps } from './Pagination';
import paginationMeta from './Pagination.stories';
import { shown } from './pagination-story-setup';

const meta = {
  ...paginationMeta,
  title: 'Primitives/Pagination/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the middle of a long list; a "…" jumps three pages, and stays under focus to jump again. */
export const Middle: Story = {
  args: { pageCount: 100, defaultPage: 50 },
  play: async ({ canvas, canvasElement }) => {
    await expect(shown(canvasElement)).toEqual(['1', '…', '49', '50', '51', '…', '100']);
    await userEvent.click(canvas.getByRole('button', { name: translated('Jump to page {target}', { target: 53 }) }));
    await expect(shown(canvasElement)).toEqual(['1', '…', '52', '53', '54', '…', '100']);
    await expect(canvas.getByRole('button', { name: translated('Jump to page {target}', { target: 56 }) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: translated('Page {number}', { number: 56 }) })).toHaveAttribute('aria-current', 'page');
  },
};

/** A "…" that is gone after the jump hands focus to the new current page, so it is not lost. */
export const BreakThatVanishes: Story = {
  args: { defaultPage: 5 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Jump to page {target}', { target: 8 }) }));
    await expect(shown(canvasElement)).toEqual(['1', '…', '7', '8', '9', '10']);
    await expect(canvas.getByRole('button', { name: translated('Page {number}', { number: 8 }) })).toHaveFocus();
  },
};

/** At the last page "next" stays focusable but does nothing. */
export const LastPage: Story = {
  args: { defaultPage: 10 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(shown(canvasElement)).toEqual(['1', '…', '8', '9', '10']);
    const next = canvas.getByRole('button', { name: translated('Next page') });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** Tab through the buttons; Enter and Space press them; a focus ring shows. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const second = canvas.getByRole('button', { name: translated('Page {number}', { number: 2 }) });
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
    await expect(canvas.getByText(translated('Showing page {page}', { page: 7 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: translated('Previous page') }));
    await expect(canvas.getByText(translated('Showing page {page}', { page: 6 }))).toBeVisible();
  },
};
