import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { textControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import type { Banner } from '../lobby/types';
import { BANNERS } from '../test/lobby-fixtures';
import { ActivityGift, type ActivityGiftProps } from './ActivityGift';
import { GIFT_GROUPS } from './gift-banners';

/** On the docs page an open modal renders in a frame of its own, so it covers nothing. */
const IN_A_FRAME = { docs: { story: { inline: false, height: '480px' } } };

const meta = {
  title: 'Promotion/ActivityGift',
  component: ActivityGift,
  args: {
    banners: BANNERS,
    onDeposit: fn(),
    onExpandedChange: fn(),
    onModalOpenChange: fn(),
  },
  argTypes: {
    banners: { control: false },
  },
  decorators: [
    // A page-sized box: its transform makes it the fixed widget's frame, so stories (and the
    // docs page) each keep theirs in their own corner.
    (Story) => (
      <div style={{ position: 'relative', height: 360, transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivityGift>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gift icon in the page's bottom-right corner, collapsed. */
export const Default: Story = {};

interface PlaygroundArgs extends ActivityGiftProps {
  iconTitle: string;
  offerTitle: string;
  modalTitle: string;
}

/**
 * The banners' titles (the icon's and the offer picture's names, the modal's title), and whether
 * it opens expanded or with the modal open.
 */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    iconTitle: BANNERS.find((banner) => banner.groupName === GIFT_GROUPS.icon)!.title!,
    offerTitle: BANNERS.find((banner) => banner.groupName === GIFT_GROUPS.button)!.title!,
    modalTitle: BANNERS.find((banner) => banner.groupName === GIFT_GROUPS.content)!.title!,
    defaultExpanded: true,
    defaultModalOpen: false,
  },
  argTypes: textControls('iconTitle', 'offerTitle', 'modalTitle'),
  parameters: IN_A_FRAME,
  render: ({ iconTitle, offerTitle, modalTitle, ...args }) => {
    const titles: Record<string, string> = {
      [GIFT_GROUPS.icon]: iconTitle,
      [GIFT_GROUPS.button]: offerTitle,
      [GIFT_GROUPS.content]: modalTitle,
    };
    const banners = args.banners.map((banner): Banner => ({ ...banner, title: titles[banner.groupName] ?? banner.title }));
    // Expanded and open are only read on mount: a change in the controls starts the widget over.
    return <ActivityGift key={`${args.defaultExpanded}|${args.defaultModalOpen}`} {...args} banners={banners} />;
  },
};

/** Expanded: the offer picture, More, and a close icon above the gift icon. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
};

/** The gift modal, as the app opens it on a player's first visit. */
export const ModalOpen: Story = {
  args: { defaultModalOpen: true },
  parameters: IN_A_FRAME,
};

/** Every brand in both colour modes, expanded; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  args: { defaultExpanded: true },
  parameters: { themeMatrix: true },
  play: async ({ canvasElement }) => {
    const backgrounds = themeScopes(canvasElement).map(
      (scope) => getComputedStyle(within(scope).getByRole('button', { name: translated('More') })).backgroundColor,
    );
    await expect(new Set(backgrounds).size).toBe(4);
  },
};
