import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { textControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { BANNERS } from '../test/lobby-fixtures';
import { BannerCarousel, type BannerCarouselProps } from './BannerCarousel';

const HOME = BANNERS.filter((banner) => banner.groupName === 'w_home');
const RNG = BANNERS.filter((banner) => banner.groupName === 'w_rng');

const meta = {
  title: 'Promotion/BannerCarousel',
  component: BannerCarousel,
  args: {
    banners: HOME,
    onOpen: fn(),
  },
  argTypes: {
    banners: { control: false },
  },
  render: (args) => (
    <div style={{ maxWidth: 960 }}>
      <BannerCarousel {...args} />
    </div>
  ),
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's three banners, sliding on every 5 seconds; the first and third open a promotion or a game. */
export const Default: Story = {};

interface PlaygroundArgs extends BannerCarouselProps {
  firstTitle: string;
  secondTitle: string;
  thirdTitle: string;
}

/**
 * The banners' titles (what screen readers and the buttons say), the carousel's name (the
 * translated "Promotions" when empty), its shape and its pace.
 */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    firstTitle: HOME[0]!.title!,
    secondTitle: HOME[1]!.title!,
    thirdTitle: HOME[2]!.title!,
    label: '',
    aspectRatio: '10 / 3',
    autoplayMs: 5000,
  },
  argTypes: {
    ...textControls('firstTitle', 'secondTitle', 'thirdTitle', 'label', 'aspectRatio'),
    autoplayMs: { control: { type: 'number', min: 1000, step: 500 } },
  },
  render: ({ firstTitle, secondTitle, thirdTitle, label, ...args }) => {
    const titles = [firstTitle, secondTitle, thirdTitle];
    return (
      <div style={{ maxWidth: 960 }}>
        <BannerCarousel {...args} label={label || undefined} banners={HOME.map((banner, index) => ({ ...banner, title: titles[index] }))} />
      </div>
    );
  },
};

/** One banner shows still: no arrows, dots, toggle or movement. */
export const SingleBanner: Story = {
  args: { banners: RNG },
};

/** Every brand in both colour modes; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  parameters: {
    themeMatrix: true,
    // The matrix repeats one carousel four times on purpose; a page would label each its own.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  args: { autoplayMs: 60_000 },
  play: async ({ canvasElement }) => {
    const colours = themeScopes(canvasElement).map((scope) => {
      const dot = within(scope).getByRole('button', { name: translated('Show banner {position}', { position: 1 }) });
      return getComputedStyle(dot, '::before').backgroundColor;
    });
    // The current dot takes each brand's primary colour in each mode.
    await expect(new Set(colours).size).toBe(4);
  },
};
