import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, fn, waitFor, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { Image, type ImageProps } from './Image';

/** A picture that loads: a game tile drawn as an SVG data URL; `variant` makes a new URL. */
const tile = (colour: string, variant = '') =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160"><!--${variant}-->` +
      `<rect width="240" height="160" fill="${colour}"/><circle cx="120" cy="80" r="44" fill="#f5c542"/>` +
      '<path d="M104 58h32l-16 44z" fill="#8a6100"/></svg>',
  )}`;
const PICTURE = tile('#0b57c9');
/** The brand's own error picture, for `fallbackSrc`. */
const BRAND_ERROR_PICTURE = tile('#545b67', 'error');
/** A picture that does not exist: the server answers 404 (or a page that is not an image). */
const BROKEN = '/no-such-image.png';

const meta = {
  title: 'Primitives/Image',
  component: Image,
  args: { src: PICTURE, alt: 'Fortune Dragon', width: 240, height: 160, retryDelayMs: 150, onLoad: fn(), onError: fn() },
  argTypes: { fit: { control: 'inline-radio', options: ['cover', 'contain'] } },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-state]')!;
const isDecoded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;

/** A translated alt text for the sample tile. */
function GameImage(props: ImageProps) {
  const { t } = useLingui();
  return <Image {...props} alt={props.alt === '' ? '' : t`Fortune Dragon`} />;
}

export const Default: Story = {
  render: (args) => <GameImage {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(boxOf(canvasElement)).toHaveAttribute('data-state', 'loaded'));
    const image = canvas.getByRole<HTMLImageElement>('img', { name: translated('Fortune Dragon') });
    await waitFor(() => expect(isDecoded(image)).toBe(true));
    await expect(args.onLoad).toHaveBeenCalledTimes(1);
  },
};

/** Every prop a designer plays with: the alt text and the picture's address are plain text. */
export const Playground: Story = {
  args: { fallbackSrc: '', fit: 'cover' },
  argTypes: { alt: { control: 'text' }, src: { control: 'text' }, fallbackSrc: { control: 'text' } },
};

/** After three failed attempts an inline drawing keeps the alt text; no broken picture shows. */
export const ErrorImage: Story = {
  args: { src: BROKEN },
  render: (args) => <GameImage {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(boxOf(canvasElement)).toHaveAttribute('data-state', 'error'), { timeout: 5000 });
    await expect(canvas.getByRole('img', { name: translated('Fortune Dragon') }).tagName).toBe('SPAN');
  },
};

/** With `fallbackSrc` the brand's own error picture shows instead of the drawing. */
export const FallbackSource: Story = {
  args: { src: BROKEN, fallbackSrc: BRAND_ERROR_PICTURE },
  render: (args) => <GameImage {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(boxOf(canvasElement)).toHaveAttribute('data-state', 'error'), { timeout: 5000 });
    const fallback = canvas.getByRole<HTMLImageElement>('img', { name: translated('Fortune Dragon') });
    await expect(fallback).toHaveAttribute('src', BRAND_ERROR_PICTURE);
    await waitFor(() => expect(isDecoded(fallback)).toBe(true));
  },
};

/** Every brand in both colour modes, loaded and failed. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <GameImage {...args} width={120} height={80} />
      <GameImage {...args} src={BROKEN} width={120} height={80} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const scope = within(canvasElement).getByTestId('theme-jade-dark');
    await waitFor(
      () =>
        expect(Array.from(scope.querySelectorAll('[data-state]')).map((box) => box.getAttribute('data-state'))).toEqual([
          'loaded',
          'error',
        ]),
      { timeout: 5000 },
    );
    const darkError = within(canvasElement).getByTestId('theme-default-dark').querySelector('[data-state="error"]')!;
    await expect(getComputedStyle(darkError).backgroundColor).toBe('rgb(20, 22, 27)');
  },
};
