import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Notice } from '../lobby/types';
import { NOTICES, svgPicture } from '../test/lobby-fixtures';
import { NoticeBoard } from './NoticeBoard';

const HOSTILE_INDEX = NOTICES.findIndex((notice) => notice.id === 99);
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A notice that uses the formatting the back office offers: headings, a table, a link, a picture. */
const RICH_NOTICE: Notice = {
  id: 'rich',
  title: 'Weekend tournament: prizes and rules',
  createTime: '2026-11-21 20:00:00',
  content:
    `<p><img src="${svgPicture(600, 200, '#b3122e', 'TOURNAMENT')}" alt="Weekend tournament" width="600" height="200"></p>` +
    '<h2>Prizes</h2><table><thead><tr><th>Rank</th><th>Prize</th></tr></thead>' +
    '<tbody><tr><td>1st</td><td>RM 5,000</td></tr><tr><td>2nd</td><td>RM 2,000</td></tr><tr><td>3rd</td><td>RM 1,000</td></tr></tbody></table>' +
    '<h2>Rules</h2><ol><li>Play any <strong>Playtech</strong> slot.</li><li>Minimum bet <em>RM 1</em>.</li></ol>' +
    '<p>Full terms: <a href="https://example.com/terms" target="_self">terms and conditions</a>, ' +
    'or write to <a href="mailto:help@example.com">help@example.com</a>.</p>',
};

const meta = {
  title: 'Promo/NoticeBoard',
  component: NoticeBoard,
  args: { notices: NOTICES, defaultSelectedIndex: 0, pageSize: 9, onSelectedIndexChange: fn() },
  argTypes: { notices: { control: 'object' }, selectedIndex: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 820 }}>{Story()}</div>],
} satisfies Meta<typeof NoticeBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const titleList = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: 'Pengumuman' });
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
export const Default: Story = {
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
  args: { defaultSelectedIndex: 10 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    await expect(titles(canvasElement)).toEqual(NOTICES.slice(9).map((notice) => notice.title));
    await expect(current(canvasElement)).toEqual(['Refer a friend and earn']);
    await expect(canvas.getByRole('article', { name: 'Refer a friend and earn' })).toBeInTheDocument();
  },
};

/** Turning a page lists its titles and shows the first notice on it. */
export const Paging: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const pages = canvas.getByRole('navigation', { name: 'Halaman pengumuman' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Halaman 2' }));
    await expect(titles(canvasElement)).toEqual(['VIP club upgrades', 'Refer a friend and earn', 'Notice with unsafe HTML']);
    await expect(canvas.getByRole('article', { name: 'VIP club upgrades' })).toBeInTheDocument();
    await expect(args.onSelectedIndexChange).toHaveBeenLastCalledWith(9);
    await userEvent.click(within(pages).getByRole('button', { name: 'Halaman sebelumnya' }));
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
  args: { notices: [RICH_NOTICE, ...NOTICES.slice(0, 4)] },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: RICH_NOTICE.title });
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
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
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

export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tiada pengumuman')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Chinese: the list, the pages and the empty state follow the language; the notice is the server's. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { defaultSelectedIndex: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '公告' })).toBeInTheDocument();
    const pages = canvas.getByRole('navigation', { name: '公告分页' });
    await expect(within(pages).getAllByRole('button').find((button) => button.getAttribute('aria-current') === 'page')).toHaveTextContent('2');
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    const selected = within(titleList(canvasElement)).getByRole('button', { current: true });
    const other = canvas.getByRole('button', { name: NOTICES[1]!.title });
    // The current title stands out from the rest, and the text is light on dark.
    await waitFor(() => expect(getComputedStyle(selected).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor));
    const [red, green, blue] = getComputedStyle(canvas.getByRole('article')).color.match(/\d+/g)!.map(Number);
    await expect(red! + green! + blue!).toBeGreaterThan(600);
  },
};

/** Every brand in both colour modes; axe checks the contrast of each. */
export const AllThemes: Story = {
  parameters: { themeMatrix: true },
  args: { notices: NOTICES.slice(0, 4), defaultSelectedIndex: 1 },
  play: async ({ canvasElement }) => {
    const colours = ['default', 'jade'].flatMap((brand) =>
      ['light', 'dark'].map((mode) => {
        const scope = within(canvasElement).getByTestId(`theme-${brand}-${mode}`);
        const selected = within(scope).getByRole('button', { current: true });
        return getComputedStyle(selected).borderInlineStartColor;
      }),
    );
    // The current title's bar takes each brand's primary colour in each mode.
    await expect(new Set(colours).size).toBe(4);
  },
};
