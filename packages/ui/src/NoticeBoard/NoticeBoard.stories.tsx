import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Notice } from '../lobby/types';
import { NOTICES, svgPicture } from '../test/lobby-fixtures';
import { themeScopes } from '../test/theme-matrix';
import { NoticeBoard, type NoticeBoardProps } from './NoticeBoard';
import { textControls } from '../test/story-controls';

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
  title: 'Promotion/NoticeBoard',
  component: NoticeBoard,
  args: { notices: NOTICES, defaultSelectedIndex: 0, pageSize: 9, onSelectedIndexChange: fn() },
  argTypes: { notices: { control: 'object' }, selectedIndex: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 820 }}>{Story()}</div>],
} satisfies Meta<typeof NoticeBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The announcements page: nine titles a page beside the newest notice, with its time and body. */
export const Default: Story = {};

interface PlaygroundArgs extends NoticeBoardProps {
  title: string;
  /** The body's HTML, as the back office sends it (sanitised before it shows). */
  content: string;
}

/** The first notice's title and body as text, the titles a page and the heading level. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: { title: NOTICES[0]!.title, content: NOTICES[0]!.content, pageSize: 5 },
  argTypes: {
    ...textControls('title', 'content'),
    pageSize: { control: { type: 'range', min: 1, max: 12, step: 1 } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    notices: { control: false },
  },
  render: ({ title, content, ...args }) => <NoticeBoard {...args} notices={[{ ...NOTICES[0]!, title, content }, ...NOTICES.slice(1)]} />,
};

/** Opened at the 11th notice (pressed in the marquee): its page shows, with it current. */
export const OpensAtIndex: Story = {
  args: { defaultSelectedIndex: 10 },
};

/** Rich text stays readable and inside the board; links open in a new tab, safely. */
export const RichText: Story = {
  args: { notices: [RICH_NOTICE, ...NOTICES.slice(0, 4)] },
};

/** On a phone the list sits above the notice. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
};

/** No announcements yet. */
export const Empty: Story = {
  args: { notices: [] },
};

/** Every brand in both colour modes; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  args: { notices: NOTICES.slice(0, 4), defaultSelectedIndex: 1 },
  play: async ({ canvasElement }) => {
    const colours = themeScopes(canvasElement).map((scope) => {
      const selected = within(scope).getByRole('button', { current: true });
      return getComputedStyle(selected).borderInlineStartColor;
    });
    // The current title's bar takes each brand's primary colour in each mode.
    await expect(new Set(colours).size).toBe(4);
  },
};
