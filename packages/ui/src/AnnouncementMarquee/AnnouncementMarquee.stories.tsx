import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, fn, within } from 'storybook/test';
import { textControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import type { Notice } from '../lobby/types';
import { NOTICES } from '../test/lobby-fixtures';
import { AnnouncementMarquee, type AnnouncementMarqueeProps } from './AnnouncementMarquee';

const meta = {
  title: 'Promotion/AnnouncementMarquee',
  component: AnnouncementMarquee,
  args: { notices: NOTICES, onSelect: fn(), speed: 60 },
  argTypes: {
    notices: { control: false },
    speed: { control: { type: 'range', min: 20, max: 200, step: 10 } },
  },
} satisfies Meta<typeof AnnouncementMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notices' titles scrolling by under the header; a press on one opens it. */
export const Default: Story = {};

interface PlaygroundArgs extends AnnouncementMarqueeProps {
  /** One title a line. */
  titles: string;
}

/** The titles (one a line), the bar's name (the translated "Announcements" when empty) and the speed. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: { titles: NOTICES.slice(0, 4).map((notice) => notice.title).join('\n'), label: '' },
  argTypes: textControls('titles', 'label'),
  render: ({ titles, label, ...args }) => {
    const notices = titles
      .split('\n')
      .filter((title) => title.trim() !== '')
      .map((title, index): Notice => ({ ...NOTICES[index % NOTICES.length]!, id: index, title }));
    return <AnnouncementMarquee {...args} notices={notices} label={label || undefined} />;
  },
};

/** The titles as the server sends them in the player's language. */
function TranslatedTitlesBar(args: AnnouncementMarqueeProps) {
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

/** The server's titles in the toolbar's language. */
export const TranslatedTitles: Story = {
  render: (args) => <TranslatedTitlesBar {...args} />,
};

/** Two short titles still loop without a gap: each copy is at least as wide as the bar. */
export const FewNotices: Story = {
  args: { notices: NOTICES.slice(0, 2) },
};

/** Every brand in both colour modes; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  args: { notices: NOTICES.slice(0, 4) },
  play: async ({ canvasElement }) => {
    const surfaces = themeScopes(canvasElement).map(
      (scope) => getComputedStyle(within(scope).getByRole('group', { name: translated('Announcements') })).backgroundColor,
    );
    await expect(surfaces[0]).not.toBe(surfaces[1]);
    await expect(surfaces[2]).not.toBe(surfaces[3]);
  },
};
