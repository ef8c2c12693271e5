import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { Pagination } from './Pagination';
import { shown } from './pagination-story-setup';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { pageCount: 10, defaultPage: 1, pageRange: 3, marginPages: 1, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's settings: three pages around the current one, one at each end. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('navigation', { name: translated('Pagination') })).toBeInTheDocument();
    await expect(shown(canvasElement)).toEqual(['1', '2', '3', '…', '10']);
    await userEvent.click(canvas.getByRole('button', { name: translated('Page {number}', { number: 3 }) }));
    await expect(shown(canvasElement)).toEqual(['1', '2', '3', '4', '…', '10']);
    await userEvent.click(canvas.getByRole('button', { name: translated('Next page') }));
    await expect(shown(canvasElement)).toEqual(['1', '2', '3', '4', '5', '…', '10']);
    await userEvent.click(canvas.getByRole('button', { name: translated('Next page') }));
    await expect(shown(canvasElement)).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    await expect(canvas.getByRole('button', { name: translated('Page {number}', { number: 5 }) })).toHaveAttribute('aria-current', 'page');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

/** Every prop a designer plays with; the label names the navigation for screen readers. */
export const Playground: Story = {
  args: { label: 'Pagination' },
  argTypes: { label: { control: 'text' } },
};

export const FewPages: Story = {
  args: { pageCount: 4, defaultPage: 2 },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toEqual(['1', '2', '3', '4']);
  },
};

/** Every brand in both colour modes. */
export const ThemeMatrix: Story = {
  parameters: {
    themeMatrix: true,
    // The matrix repeats one navigation four times on purpose; a page would label each its own.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  args: { defaultPage: 5 },
  play: async ({ canvasElement }) => {
    const backgrounds = themeScopes(canvasElement).map((scope) => {
      const current = scope.querySelector('[aria-current="page"]')!;
      return getComputedStyle(current).backgroundColor;
    });
    await expect(new Set(backgrounds).size).toBe(4);
    await expect(backgrounds[1]).toBe('rgb(110, 164, 255)');
  },
};
