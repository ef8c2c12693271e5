import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, waitFor, within } from 'storybook/test';
import { textControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { Avatar, type AvatarProps } from './Avatar';

/** A picture that loads: a small drawing inlined as a data URL. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#f5c542"/>' +
    '<circle cx="40" cy="32" r="14" fill="#8a6100"/><path d="M14 76c3-16 14-24 26-24s23 8 26 24z" fill="#8a6100"/></svg>',
)}`;
/** The brand's default picture: another data URL. */
const DEFAULT_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#0b57c9"/>' +
    '<circle cx="40" cy="32" r="14" fill="#e8f0fd"/><path d="M14 76c3-16 14-24 26-24s23 8 26 24z" fill="#e8f0fd"/></svg>',
)}`;
/** A picture that does not exist: the server answers 404 (or a page that is not an image). */
const BROKEN = '/no-such-image.png';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { src: PICTURE, name: 'Siti Aisyah', size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;

export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Siti Aisyah' });
    await waitFor(() => expect(loaded(image)).toBe(true));
  },
};

/** Every prop a designer plays with: clear the picture to see the initials of the name. */
export const Playground: Story = {
  args: { alt: '', fallbackSrc: '' },
  argTypes: textControls('name', 'alt', 'src', 'fallbackSrc'),
};

/** The spec: a picture that fails to load falls back, here to the initials of the name. */
export const BrokenPictureShowsInitials: Story = {
  args: { src: BROKEN },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Siti Aisyah' })).toHaveAttribute('data-kind', 'initials'));
    await expect(canvas.getByRole('img')).toHaveTextContent('SA');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** With a brand default picture, a broken picture falls back to it first. */
export const BrokenPictureShowsDefault: Story = {
  args: { src: BROKEN, fallbackSrc: DEFAULT_PICTURE },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img')).toHaveAttribute('src', DEFAULT_PICTURE));
    await waitFor(() => expect(loaded(canvas.getByRole<HTMLImageElement>('img'))).toBe(true));
  },
};

/** An avatar for a player without a name, labelled "Player". */
function NamelessAvatar(args: AvatarProps) {
  const { t } = useLingui();
  return <Avatar {...args} name={undefined} alt={t`Player`} />;
}

/** No picture and no name: a default person icon. */
export const NoPictureNoName: Story = {
  args: { src: undefined },
  render: (args) => <NamelessAvatar {...args} />,
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: translated('Player') });
    await expect(avatar).toHaveAttribute('data-kind', 'icon');
    await expect(avatar.querySelector('svg')).not.toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} src={undefined} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = canvas.getAllByRole('img').map((avatar) => avatar.getBoundingClientRect().width);
    await expect(widths).toEqual([24, 40, 56, 80]);
  },
};

export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} />
      <Avatar {...args} src={undefined} />
      <NamelessAvatar {...args} src={undefined} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const scope = within(canvasElement).getByTestId('theme-jade-dark');
    await expect(within(scope).getAllByRole('img', { name: 'Siti Aisyah' })).toHaveLength(2);
    await expect(within(scope).getByRole('img', { name: translated('Player') })).toBeInTheDocument();
    const initials = within(canvasElement).getByTestId('theme-default-dark').querySelector('[data-kind="initials"]')!;
    await expect(getComputedStyle(initials).backgroundColor).toBe('rgb(43, 48, 58)');
  },
};
