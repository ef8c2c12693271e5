import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Notice } from '../lobby/types';
import { NOTICES } from '../test/lobby-fixtures';
import { AnnouncementMarquee, type AnnouncementMarqueeProps } from './AnnouncementMarquee';
import { emulateReducedMotion } from '../test/reduced-motion';

const meta = {
  title: 'Promo/AnnouncementMarquee',
  component: AnnouncementMarquee,
  args: { notices: NOTICES, onSelect: fn(), speed: 60 },
  argTypes: {
    notices: { control: false },
    speed: { control: { type: 'range', min: 20, max: 200, step: 10 } },
  },
} satisfies Meta<typeof AnnouncementMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

const trackOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-track]')!;
const bar = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: 'Pengumuman' });

/** The titles scroll by; each is a button that opens its notice (the callback gets its index). */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // Screen readers and the Tab order meet each title once; the loop's second copy is hidden.
    const titles = within(bar(canvasElement)).getAllByRole('listitem');
    await expect(titles).toHaveLength(NOTICES.length);
    const track = trackOf(canvasElement);
    await expect(getComputedStyle(track).animationName).not.toBe('none');
    await expect(getComputedStyle(track).animationPlayState).toBe('running');
    // One loop moves one copy of the titles past at 60 pixels per second.
    const copyWidth = track.firstElementChild!.getBoundingClientRect().width;
    await waitFor(() => expect(parseFloat(getComputedStyle(track).animationDuration)).toBeCloseTo(copyWidth / 60, 0));

    await userEvent.click(canvas.getByRole('button', { name: 'Deposit bonus 20% this week' }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
  },
};

/** The pointer over the bar pauses it, so a title can be read and pressed. */
export const PausesOnHover: Story = {
  play: async ({ canvasElement }) => {
    const track = trackOf(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'New slots from Playtech' }));
    await expect(bar(canvasElement)).toHaveAttribute('data-state', 'paused');
    await expect(getComputedStyle(track).animationPlayState).toBe('paused');
    await userEvent.unhover(bar(canvasElement));
    await expect(getComputedStyle(track).animationPlayState).toBe('running');
  },
};

/** Focus inside the bar pauses it too; Tab visits each title once, with a visible focus ring. */
export const PausesOnFocus: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: NOTICES[0]!.title });
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await expect(getComputedStyle(trackOf(canvasElement)).animationPlayState).toBe('paused');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(1);
    for (let step = 2; step < NOTICES.length; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: NOTICES.at(-1)!.title })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Jeda Pengumuman' })).toHaveFocus();
  },
};

/** The pause button (WCAG 2.2.2) holds the bar still until it is pressed again. */
export const PauseButton: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Jeda Pengumuman' }));
    await userEvent.unhover(bar(canvasElement));
    await expect(bar(canvasElement)).toHaveAttribute('data-state', 'paused');
    await expect(getComputedStyle(trackOf(canvasElement)).animationPlayState).toBe('paused');
    const resume = canvas.getByRole('button', { name: 'Sambung Pengumuman' });
    await userEvent.click(resume);
    await expect(resume).toHaveAccessibleName('Jeda Pengumuman');
  },
};

/**
 * Under prefers-reduced-motion (emulated here) nothing moves: the titles sit in one row that
 * scrolls by hand, and there is nothing to pause.
 */
export const ReducedMotion: Story = {
  beforeEach: emulateReducedMotion,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(bar(canvasElement)).toHaveAttribute('data-motion', 'static');
    const track = trackOf(canvasElement);
    await expect(getComputedStyle(track).animationName).toBe('none');
    await expect(getComputedStyle(track.parentElement!).overflowX).toBe('auto');
    await expect(canvasElement.querySelector('[data-copy]')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Pengumuman/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mobile app updated' }));
    await expect(args.onSelect).toHaveBeenCalledWith(7);
  },
};

/** Two short titles still loop without a gap: each copy is at least as wide as the bar. */
export const FewNotices: Story = {
  args: { notices: NOTICES.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const track = trackOf(canvasElement);
    const viewport = track.parentElement!.getBoundingClientRect();
    await expect(track.firstElementChild!.getBoundingClientRect().width).toBeGreaterThanOrEqual(viewport.width - 1);
  },
};

/** With no notices nothing is shown. */
export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-track]')).toBeNull();
  },
};

/** The titles as a Chinese-speaking player gets them from the server. */
function ChineseBar(args: AnnouncementMarqueeProps) {
  const { t } = useLingui();
  const titles = [
    t`System maintenance on Sunday 02:00-04:00`,
    t`New slots from Playtech`,
    t`Deposit bonus 20% this week`,
    t`Live casino tables extended`,
    t`Lottery results now every 5 minutes`,
  ];
  const notices: Notice[] = titles.map((title, index) => ({ ...NOTICES[index]!, title }));
  return <AnnouncementMarquee {...args} notices={notices} />;
}

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  render: (args) => <ChineseBar {...args} />,
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: '公告' });
    await expect(within(group).getByRole('button', { name: '暂停公告' })).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: '本周存款奖金 20%' }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    // The dark surface, not the light one.
    await expect(getComputedStyle(bar(canvasElement)).backgroundColor).toBe('rgb(26, 29, 36)');
  },
};

/** Every brand in both colour modes; axe checks the contrast of each. */
export const AllThemes: Story = {
  parameters: { themeMatrix: true },
  args: { notices: NOTICES.slice(0, 4) },
  play: async ({ canvasElement }) => {
    const surfaces = ['default', 'jade'].flatMap((brand) =>
      ['light', 'dark'].map((mode) => {
        const scope = within(canvasElement).getByTestId(`theme-${brand}-${mode}`);
        return getComputedStyle(within(scope).getByRole('group', { name: 'Pengumuman' })).backgroundColor;
      }),
    );
    await expect(surfaces[0]).not.toBe(surfaces[1]);
    await expect(surfaces[2]).not.toBe(surfaces[3]);
  },
};
