import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { emulateReducedMotion } from '../test/reduced-motion';
import { NOTICES } from '../test/lobby-fixtures';
import type { AnnouncementMarquee } from './AnnouncementMarquee';
import announcementMarqueeMeta, {
  FewNotices as FewNoticesBar,
  TranslatedTitles as TranslatedTitlesBar,
} from './AnnouncementMarquee.stories';

const meta = {
  ...announcementMarqueeMeta,
  title: 'Promotion/AnnouncementMarquee/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof AnnouncementMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

const trackOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-track]')!;
const bar = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: translated('Announcements') });

/** The titles scroll by; each is a button that opens its notice (the callback gets its index). */
export const ScrollsAndOpens: Story = {
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
    await expect(canvas.getByRole('button', { name: translated('Pause {name}', { name: translated('Announcements') }) })).toHaveFocus();
  },
};

/** The pause button (WCAG 2.2.2) holds the bar still until it is pressed again. */
export const PauseButton: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Pause {name}', { name: translated('Announcements') }) }));
    await userEvent.unhover(bar(canvasElement));
    await expect(bar(canvasElement)).toHaveAttribute('data-state', 'paused');
    await expect(getComputedStyle(trackOf(canvasElement)).animationPlayState).toBe('paused');
    const resume = canvas.getByRole('button', { name: translated('Resume {name}', { name: translated('Announcements') }) });
    await userEvent.click(resume);
    await expect(resume).toHaveAccessibleName(translated('Pause {name}', { name: translated('Announcements') }));
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
    await expect(canvas.queryByRole('button', { name: (name) => name.includes(translated('Announcements')) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mobile app updated' }));
    await expect(args.onSelect).toHaveBeenCalledWith(7);
  },
};

/** Two short titles still loop without a gap: each copy is at least as wide as the bar. */
export const FewNotices: Story = {
  ...FewNoticesBar,
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

/** The server's titles in the toolbar's language; a press on one selects it. */
export const TranslatedTitles: Story = {
  ...TranslatedTitlesBar,
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: translated('Announcements') });
    await userEvent.click(within(group).getByRole('button', { name: translated('Deposit bonus 20% this week') }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
  },
};
