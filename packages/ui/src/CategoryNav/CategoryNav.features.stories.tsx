import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import type { CategoryNav } from './CategoryNav';
import categoryNavMeta, { OnPhone as OnPhoneNav } from './CategoryNav.stories';

const meta = {
  ...categoryNavMeta,
  title: 'Lobby/CategoryNav/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof CategoryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const toggle = (canvas: Canvas, name: string) => canvas.getByRole('button', { name: translated('{name} vendors', { name }) });
const panel = (canvas: Canvas, name: string) => canvas.queryByRole('list', { name: translated('{name} vendors', { name }) });

/** The bar: the active category marked current, the hot one (isHot 1) marked hot, all panels closed. */
export const CurrentAndHot: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: translated('Game categories') });
    const slots = within(nav).getByRole('button', { name: `${translated('Slots')} ${translated('Hot')}` });
    await expect(slots).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: translated('Live casino') })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getAllByRole('button', { expanded: false })).toHaveLength(6);
    await userEvent.click(within(nav).getByRole('button', { name: translated('Fishing') }));
    await expect(args.onSelectCategory).toHaveBeenCalledWith(expect.objectContaining({ code: 'FISH' }));
  },
};

/**
 * By keyboard: Enter on a toggle opens its panel, ArrowDown opens it and moves into it, arrows
 * move among vendors, Escape closes and puts the focus back on the toggle, Tab out closes.
 */
export const KeyboardOpenClose: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const slots = toggle(canvas, translated('Slots'));
    await expect(slots).toHaveFocus();
    await expect(getComputedStyle(slots).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(slots).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(canvas, translated('Slots'))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(panel(canvas, translated('Slots'))).not.toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: `Playtech ${translated('Hot')}` })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Microgaming' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: translated('More') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(slots).toHaveFocus();
    await expect(slots).toHaveAttribute('aria-expanded', 'false');

    // Tab past the end of an open panel closes it.
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: translated('More') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: translated('Live casino') })).toHaveFocus();
    await expect(slots).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Slots has exactly 11 vendors, so its panel ends with "More"; live casino, with 7, does not. */
export const MoreButton: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(toggle(canvas, translated('Live casino')));
    await expect(within(panel(canvas, translated('Live casino'))!).getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.queryByRole('button', { name: translated('More') })).not.toBeInTheDocument();
    await userEvent.click(toggle(canvas, translated('Slots')));
    await expect(within(panel(canvas, translated('Slots'))!).getAllByRole('listitem')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: translated('More') }));
    await expect(args.onMore).toHaveBeenCalledWith(expect.objectContaining({ code: 'RNG' }));
    await expect(panel(canvas, translated('Slots'))).not.toBeInTheDocument();
  },
};

/** Vendors with isHot 1 carry the hot mark; choosing one reports it and closes the panel. */
export const HotMarks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(toggle(canvas, translated('Slots')));
    const vendors = within(panel(canvas, translated('Slots'))!).getAllByRole('button');
    const hot = vendors.filter((vendor) => (vendor.textContent ?? '').endsWith(translated('Hot')));
    await expect(hot.map((vendor) => vendor.textContent?.replace(translated('Hot'), '').trim())).toEqual(['Playtech', 'CQ9 Gaming']);
    await userEvent.click(canvas.getByRole('button', { name: `CQ9 Gaming ${translated('Hot')}` }));
    await expect(args.onSelectVendor).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'RNG' }),
      expect.objectContaining({ vassalage: 'CQ9' }),
    );
    await expect(panel(canvas, translated('Slots'))).not.toBeInTheDocument();
  },
};

/** Resting the pointer on a category opens its panel under it; moving away closes it. */
export const Hover: Story = {
  play: async ({ canvas }) => {
    const item = canvas.getByRole('button', { name: translated('Live casino') }).closest('li')!;
    await userEvent.hover(item);
    await waitFor(() => expect(panel(canvas, translated('Live casino'))).toBeVisible());
    const itemBox = item.getBoundingClientRect();
    const panelBox = document.getElementById(toggle(canvas, translated('Live casino')).getAttribute('aria-controls')!)!.getBoundingClientRect();
    // Under its own category, not portalled elsewhere.
    await expect(Math.round(panelBox.left)).toBe(Math.round(itemBox.left));
    await expect(panelBox.top).toBeGreaterThanOrEqual(itemBox.bottom);
    await userEvent.unhover(item);
    await waitFor(() => expect(panel(canvas, translated('Live casino'))).not.toBeInTheDocument());
  },
};

/** With `renderLink` the app renders its router's links; aria-current and the arrows work the same. */
export const RouterLinks: Story = {
  args: {
    activeCode: 'LIVE',
    renderLink: ({ category, vendor, children, ...props }) => (
      <a href={`#/${category.code.toLowerCase()}${vendor ? `?vendor=${vendor.vassalage}` : ''}`} {...props}>
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const live = canvas.getByRole('link', { name: translated('Live casino') });
    await expect(live).toHaveAttribute('href', '#/live');
    await expect(live).toHaveAttribute('aria-current', 'page');
    toggle(canvas, translated('Live casino')).focus();
    await userEvent.keyboard('{ArrowDown}');
    const first = canvas.getByRole('link', { name: /Asia Gaming/ });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('href', '#/live?vendor=AG');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'BBIN Live' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle(canvas, translated('Live casino'))).toHaveFocus();
  },
};

/** On a 320 px phone the bar scrolls sideways and a panel opens below it at the full width. */
export const OnPhone: Story = {
  ...OnPhoneNav,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    const nav = canvas.getByRole('navigation', { name: translated('Game categories') });
    const bar = nav.querySelector('ul')!;
    await expect(bar.scrollWidth).toBeGreaterThan(bar.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);

    const lottery = toggle(canvas, translated('Lottery'));
    lottery.scrollIntoView({ inline: 'end', block: 'nearest' });
    await userEvent.click(lottery);
    const box = document.getElementById(lottery.getAttribute('aria-controls')!)!.getBoundingClientRect();
    const navBox = nav.getBoundingClientRect();
    await expect(Math.round(box.left)).toBe(Math.round(navBox.left));
    await expect(Math.round(box.width)).toBe(Math.round(navBox.width));
    await expect(box.top).toBeGreaterThanOrEqual(bar.getBoundingClientRect().bottom);
    // Not clipped by the scrolling bar: the panel is what is drawn at its own middle.
    const list = panel(canvas, translated('Lottery'))!;
    const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(list.closest('[id]')!.contains(middle)).toBe(true);
  },
};
