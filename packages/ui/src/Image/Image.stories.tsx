import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { textControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { Image } from './Image';
import { BROKEN, boxOf, GameImage, PICTURE, tile } from './image-story-setup';

/** The brand's own error picture, for `fallbackSrc`. */
const BRAND_ERROR_PICTURE = tile('#545b67', 'error');

const meta = {
  title: 'Primitives/Image',
  component: Image,
  args: { src: PICTURE, alt: 'Fortune Dragon', width: 240, height: 160, retryDelayMs: 150, onLoad: fn(), onError: fn() },
  argTypes: { fit: { control: 'inline-radio', options: ['cover', 'contain'] } },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

const isDecoded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;

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
  argTypes: textControls('alt', 'src', 'fallbackSrc'),
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
    // Every copy settles (its image loads, the broken one fails) before a colour is read: a busy
    // machine may still be loading one brand's copy when another's has settled.
    for (const scope of themeScopes(canvasElement)) {
      await waitFor(
        () =>
          expect(Array.from(scope.querySelectorAll('[data-state]')).map((box) => box.getAttribute('data-state'))).toEqual([
            'loaded',
            'error',
          ]),
        { timeout: 5000 },
      );
    }
    const darkError = within(canvasElement).getByTestId('theme-default-dark').querySelector('[data-state="error"]')!;
    await expect(getComputedStyle(darkError).backgroundColor).toBe('rgb(20, 22, 27)');
  },
};
