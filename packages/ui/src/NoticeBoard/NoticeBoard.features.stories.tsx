import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { NOTICES } from '../test/lobby-fixtures';
import type { NoticeBoard } from './NoticeBoard';
import noticeBoardMeta, {
  Empty as EmptyBoard,
  OpensAtIndex as OpenedAtIndex,
  Phone as PhoneBoard,
  RichText as RichTextNotice,
} from './NoticeBoard.stories';

const HOSTILE_INDEX = NOTICES.findIndex((notice) => notice.id === 99);
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const meta = {
  ...noticeBoardMeta,
  title: 'Promotion/NoticeBoard/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof NoticeBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const titleList = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: translated('Announcements') });
const titles = (canvasElement: HTMLElement) =>
  within(titleList(canvasElement))
    .getAllByRole('button')
    .map((button) => button.textContent);
const current = (canvasElement: HTMLElement) =>
  within(titleList(canvasElement))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-current') === 'true')
    .map((button) => button.textContent);

/** Nine titles a page; the first notice shows with its title, time and body; a press shows another. */
export const SelectANotice: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(titles(canvasElement)).toEqual(NOTICES.slice(0, 9).map((notice) => notice.title));
    await expect(current(canvasElement)).toEqual([NOTICES[0]!.title]);
    const article = canvas.getByRole('article', { name: NOTICES[0]!.title });
    const time = article.querySelector('time')!;
    await expect(time.textContent).toMatch(TIME);
    await expect(time.dateTime).toBe(new Date(NOTICES[0]!.createTime!).toISOString());
    await expect(within(article).getByText('Terms apply.').tagName).toBe('STRONG');

    await userEvent.click(canvas.getByRole('button', { name: 'Deposit bonus 20% this week' }));
    await expect(canvas.getByRole('article', { name: 'Deposit bonus 20% this week' })).toBeInTheDocument();
    await expect(current(canvasElement)).toEqual(['Deposit bonus 20% this week']);
    await expect(args.onSelectedIndexChange).toHaveBeenLastCalledWith(2);
  },
};

/** Opened at the 11th notice (pressed in the marquee): its page shows, with it current. */
export const OpensAtIndex: Story = {
  ...OpenedAtIndex,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: translated('Page {number}', { number: 2 }) })).toHaveAttribute('aria-current', 'page');
    await expect(titles(canvasElement)).toEqual(NOTICES.slice(9).map((notice) => notice.title));
    await expect(current(canvasElement)).toEqual(['Refer a friend and earn']);
    await expect(canvas.getByRole('article', { name: 'Refer a friend and earn' })).toBeInTheDocument();
  },
};

/** Turning a page lists its titles and shows the first notice on it. */
export const Paging: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const pages = canvas.getByRole('navigation', { name: translated('Announcement pages') });
    await userEvent.click(within(pages).getByRole('button', { name: translated('Page {number}', { number: 2 }) }));
    await expect(titles(canvasElement)).toEqual(['VIP club upgrades', 'Refer a friend and earn', 'Notice with unsafe HTML']);
    await expect(canvas.getByRole('article', { name: 'VIP club upgrades' })).toBeInTheDocument();
    await expect(args.onSelectedIndexChange).toHaveBeenLastCalledWith(9);
    await userEvent.click(within(pages).getByRole('button', { name: translated('Previous page') }));
    await expect(current(canvasElement)).toEqual([NOTICES[0]!.title]);
  },
};

/** Tab walks the titles; Enter and Space show the notice; the focus ring shows. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: NOTICES[0]!.title });
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('article', { name: NOTICES[1]!.title })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('article', { name: NOTICES[2]!.title })).toBeInTheDocument();
  },
};

/**
 * The fixtures' hostile notice (a script, onclick, onerror, a javascript: link, an iframe, a
 * style attribute): only its text survives. No script ran and no handler is in the DOM.
 */
export const HostileHtml: Story = {
  args: { defaultSelectedIndex: HOSTILE_INDEX },
  play: async ({ canvas, canvasElement }) => {
    const article = canvas.getByRole('article', { name: 'Notice with unsafe HTML' });
    await expect(within(article).getByText('kept text')).toBeInTheDocument();
    await expect(within(article).getByText('Hello')).toBeInTheDocument();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    await expect(canvasElement.querySelectorAll('script, iframe, object, embed')).toHaveLength(0);
    const handlers = Array.from(canvasElement.querySelectorAll('*')).flatMap((element) =>
      element.getAttributeNames().filter((name) => /^on/i.test(name)),
    );
    await expect(handlers).toEqual([]);
    const hrefs = Array.from(canvasElement.querySelectorAll('[href], [src]')).map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src'),
    );
    await expect(hrefs.filter((url) => /^\s*(javascript|data:text)/i.test(url ?? ''))).toEqual([]);
    await expect(article.querySelectorAll('[style]')).toHaveLength(0);
    // The link's words stay as plain text, with nowhere to go.
    await expect(within(article).getByText('link')).not.toHaveAttribute('href');
    // Pressing what is left runs nothing either.
    await userEvent.click(within(article).getByText('Hello'));
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

/** Rich text stays readable and inside the board; links open in a new tab, safely. */
export const RichText: Story = {
  ...RichTextNotice,
  play: async ({ canvas, args }) => {
    const article = canvas.getByRole('article', { name: args.notices[0]!.title });
    await expect(article.querySelector('time')!.textContent).toBe('2026-11-21 20:00:00');
    await expect(within(article).getByRole('table')).toBeInTheDocument();
    await expect(within(article).getByRole('img', { name: 'Weekend tournament' })).toBeInTheDocument();
    for (const link of within(article).getAllByRole('link')) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // Nothing overflows the board sideways.
    const board = article.parentElement!;
    await expect(board.scrollWidth).toBeLessThanOrEqual(board.clientWidth);
  },
};

/** On a phone the list sits above the notice; a title is still a comfortable target. */
export const Phone: Story = {
  ...PhoneBoard,
  play: async ({ canvas, canvasElement }) => {
    const list = titleList(canvasElement);
    const article = canvas.getByRole('article');
    await expect(article.getBoundingClientRect().top).toBeGreaterThanOrEqual(list.getBoundingClientRect().bottom);
    const button = canvas.getByRole('button', { name: 'Mobile app updated' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await userEvent.click(button);
    await expect(canvas.getByRole('article', { name: 'Mobile app updated' })).toBeInTheDocument();
  },
};

/** Wide, the list sits on the left and the notice on the right. */
export const Wide: Story = {
  decorators: [(Story) => <div style={{ width: 760 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    const list = titleList(canvasElement).getBoundingClientRect();
    const article = canvas.getByRole('article').getBoundingClientRect();
    await expect(article.left).toBeGreaterThanOrEqual(list.right);
    await expect(article.top).toBeLessThan(list.bottom);
  },
};

/** No announcements yet. */
export const Empty: Story = {
  ...EmptyBoard,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(translated('No announcements'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
