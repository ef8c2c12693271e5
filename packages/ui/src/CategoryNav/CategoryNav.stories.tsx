import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { GameCategory } from '../lobby/types';
import { CATEGORIES } from '../test/lobby-fixtures';
import { CategoryNav, type CategoryNavProps } from './CategoryNav';

/** The fixture categories with names in the active language, as the app passes them. */
function useTranslatedCategories(): GameCategory[] {
  const { t } = useLingui();
  const names: Record<string, string> = {
    RNG: t`Slots`,
    LIVE: t`Live casino`,
    FISH: t`Fishing`,
    PVP: t`Card games`,
    SPORTS: t`Sports`,
    LOTT: t`Lottery`,
  };
  return CATEGORIES.map((category) => ({ ...category, name: names[category.code] ?? category.name }));
}

function Nav(args: CategoryNavProps) {
  const categories = useTranslatedCategories();
  return (
    // Room under the bar for an open panel.
    <div style={{ minHeight: 440 }}>
      <CategoryNav {...args} categories={categories} />
    </div>
  );
}

const meta = {
  title: 'Lobby/CategoryNav',
  component: CategoryNav,
  args: {
    categories: CATEGORIES,
    activeCode: 'RNG',
    onSelectCategory: fn(),
    onSelectVendor: fn(),
    onMore: fn(),
  },
  argTypes: {
    categories: { control: false },
    activeCode: { control: 'inline-radio', options: CATEGORIES.map((category) => category.code) },
  },
  render: (args) => <Nav {...args} />,
} satisfies Meta<typeof CategoryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const toggle = (canvas: Canvas, name: string) => canvas.getByRole('button', { name: `Penyedia ${name}` });
const panel = (canvas: Canvas, name: string) => canvas.queryByRole('list', { name: `Penyedia ${name}` });

/** The bar: the active category marked current, the hot one (isHot 1) marked hot, all panels closed. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Kategori permainan' });
    const slots = within(nav).getByRole('button', { name: 'Slot Hangat' });
    await expect(slots).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: 'Kasino langsung' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getAllByRole('button', { expanded: false })).toHaveLength(6);
    await userEvent.click(within(nav).getByRole('button', { name: 'Memancing' }));
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
    const slots = toggle(canvas, 'Slot');
    await expect(slots).toHaveFocus();
    await expect(getComputedStyle(slots).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(slots).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(canvas, 'Slot')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(panel(canvas, 'Slot')).not.toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Playtech Hangat' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Microgaming' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Lagi' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(slots).toHaveFocus();
    await expect(slots).toHaveAttribute('aria-expanded', 'false');

    // Tab past the end of an open panel closes it.
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: 'Lagi' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Kasino langsung' })).toHaveFocus();
    await expect(slots).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Slots has exactly 11 vendors, so its panel ends with "More"; live casino, with 7, does not. */
export const MoreButton: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(toggle(canvas, 'Kasino langsung'));
    await expect(within(panel(canvas, 'Kasino langsung')!).getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.queryByRole('button', { name: 'Lagi' })).not.toBeInTheDocument();
    await userEvent.click(toggle(canvas, 'Slot'));
    await expect(within(panel(canvas, 'Slot')!).getAllByRole('listitem')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Lagi' }));
    await expect(args.onMore).toHaveBeenCalledWith(expect.objectContaining({ code: 'RNG' }));
    await expect(panel(canvas, 'Slot')).not.toBeInTheDocument();
  },
};

/** Vendors with isHot 1 carry the hot mark; choosing one reports it and closes the panel. */
export const HotMarks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(toggle(canvas, 'Slot'));
    const vendors = within(panel(canvas, 'Slot')!).getAllByRole('button');
    const hot = vendors.filter((vendor) => /Hangat$/.test(vendor.textContent ?? ''));
    await expect(hot.map((vendor) => vendor.textContent?.replace(/\s*Hangat$/, ''))).toEqual(['Playtech', 'CQ9 Gaming']);
    await userEvent.click(canvas.getByRole('button', { name: 'CQ9 Gaming Hangat' }));
    await expect(args.onSelectVendor).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'RNG' }),
      expect.objectContaining({ vassalage: 'CQ9' }),
    );
    await expect(panel(canvas, 'Slot')).not.toBeInTheDocument();
  },
};

/** Resting the pointer on a category opens its panel under it; moving away closes it. */
export const Hover: Story = {
  play: async ({ canvas }) => {
    const item = canvas.getByRole('button', { name: 'Kasino langsung' }).closest('li')!;
    await userEvent.hover(item);
    await waitFor(() => expect(panel(canvas, 'Kasino langsung')).toBeVisible());
    const itemBox = item.getBoundingClientRect();
    const panelBox = document.getElementById(toggle(canvas, 'Kasino langsung').getAttribute('aria-controls')!)!.getBoundingClientRect();
    // Under its own category, not portalled elsewhere.
    await expect(Math.round(panelBox.left)).toBe(Math.round(itemBox.left));
    await expect(panelBox.top).toBeGreaterThanOrEqual(itemBox.bottom);
    await userEvent.unhover(item);
    await waitFor(() => expect(panel(canvas, 'Kasino langsung')).not.toBeInTheDocument());
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
    const live = canvas.getByRole('link', { name: 'Kasino langsung' });
    await expect(live).toHaveAttribute('href', '#/live');
    await expect(live).toHaveAttribute('aria-current', 'page');
    toggle(canvas, 'Kasino langsung').focus();
    await userEvent.keyboard('{ArrowDown}');
    const first = canvas.getByRole('link', { name: /Asia Gaming/ });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('href', '#/live?vendor=AG');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'BBIN Live' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle(canvas, 'Kasino langsung')).toHaveFocus();
  },
};

/** On a 320 px phone the bar scrolls sideways and a panel opens below it at the full width. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    const nav = canvas.getByRole('navigation', { name: 'Kategori permainan' });
    const bar = nav.querySelector('ul')!;
    await expect(bar.scrollWidth).toBeGreaterThan(bar.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);

    const lottery = toggle(canvas, 'Loteri');
    lottery.scrollIntoView({ inline: 'end', block: 'nearest' });
    await userEvent.click(lottery);
    const box = document.getElementById(lottery.getAttribute('aria-controls')!)!.getBoundingClientRect();
    const navBox = nav.getBoundingClientRect();
    await expect(Math.round(box.left)).toBe(Math.round(navBox.left));
    await expect(Math.round(box.width)).toBe(Math.round(navBox.width));
    await expect(box.top).toBeGreaterThanOrEqual(bar.getBoundingClientRect().bottom);
    // Not clipped by the scrolling bar: the panel is what is drawn at its own middle.
    const list = panel(canvas, 'Loteri')!;
    const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(list.closest('[id]')!.contains(middle)).toBe(true);
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(toggle(canvas, 'Slot'));
    const box = document.getElementById(toggle(canvas, 'Slot').getAttribute('aria-controls')!)!;
    // The panel is a raised dark surface, not the light one.
    const [red, green, blue] = getComputedStyle(box).backgroundColor.match(/\d+/g)!.map(Number);
    await expect(red! + green! + blue!).toBeLessThan(3 * 100);
    await expect(canvas.getByRole('button', { name: 'Lagi' })).toBeVisible();
  },
};

/** In Chinese, with the category names the app translates. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '游戏分类' });
    await expect(within(nav).getByRole('button', { name: '老虎机 热门' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: '老虎机供应商' }));
    await expect(canvas.getByRole('button', { name: 'Playtech 热门' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '更多' })).toBeVisible();
  },
};

/**
 * Every brand in both colour modes, each with its live-casino panel open so axe checks the
 * panel's contrast too. The pointer is made to rest on all four bars at once (a pointer can only
 * be in one place; this is for the picture).
 */
export const AllThemes: Story = {
  parameters: {
    themeMatrix: true,
    // The matrix repeats one landmark four times on purpose; a page would have one, or label each its own.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    const scopes = ['default', 'jade'].flatMap((brand) =>
      ['light', 'dark'].map((mode) => within(canvasElement).getByTestId(`theme-${brand}-${mode}`)),
    );
    for (const scope of scopes) {
      const item = within(scope).getByRole('button', { name: 'Kasino langsung' }).closest('li')!;
      item.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    }
    for (const scope of scopes) {
      await waitFor(() => expect(within(scope).getByRole('list', { name: 'Penyedia Kasino langsung' })).toBeVisible());
    }
    const current = scopes.map((scope) => getComputedStyle(within(scope).getByRole('button', { name: 'Slot Hangat' })).color);
    // Four brand-and-mode pairs, four different colours for the current category.
    await expect(new Set(current).size).toBe(4);
  },
};
