import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { expect, userEvent, waitFor } from 'storybook/test';
import { translated } from '../test/story-i18n';
import type { Image, ImageProps } from './Image';
import imageMeta from './Image.stories';
import { BROKEN, boxOf, GameImage, tile } from './image-story-setup';

const meta = {
  ...imageMeta,
  title: 'Primitives/Image/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec: three attempts in all, then the error image; each attempt is a real request. */
export const RetryThenErrorImage: Story = {
  args: { src: `${BROKEN}?story=retry` },
  // The browser keeps 250 resource timings; earlier stories in the same page may have filled them.
  beforeEach: () => performance.clearResourceTimings(),
  render: (args) => <GameImage {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const box = boxOf(canvasElement);
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'error'), { timeout: 5000 });
    await expect(box).toHaveAttribute('data-attempt', '3');
    const requests = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith(`${BROKEN}?story=retry`));
    await expect(requests).toHaveLength(3);
    await expect(args.onError).toHaveBeenCalledTimes(1);
    // The error image is an inline drawing that keeps the alt text; no broken picture shows.
    const error = canvas.getByRole('img', { name: translated('Fortune Dragon') });
    await expect(error.tagName).toBe('SPAN');
    await expect(error.querySelector('svg')).not.toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

function FarBelow(args: ImageProps) {
  return (
    <div>
      <div data-testid="spacer" style={{ height: '300vh' }} />
      <GameImage {...args} />
    </div>
  );
}

/** Far below the viewport it waits; scrolled near, it loads. */
export const LazyUntilNear: Story = {
  args: { src: tile('#1a7f37', 'lazy') },
  render: (args) => <FarBelow {...args} />,
  play: async ({ canvasElement }) => {
    const box = boxOf(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(box).toHaveAttribute('data-state', 'idle');
    box.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'loaded'));
    window.scrollTo(0, 0);
  },
};

function JustBelow(args: ImageProps) {
  return (
    <div>
      {/* The first image starts just past the bottom edge, within the 1.3 × viewport preload area; */}
      {/* the second starts well past it (1.45 × the viewport and more). */}
      <div style={{ height: '112vh' }} />
      <GameImage {...args} data-testid="near" />
      <div style={{ height: '33vh' }} />
      <GameImage {...args} src={tile('#b35900', 'far')} data-testid="far" />
      <div style={{ height: '100vh' }} />
    </div>
  );
}

/** Within 1.3 × the viewport it loads before it is seen (the spec's preload ratio); beyond, it waits. */
export const PreloadsJustBelow: Story = {
  args: { src: tile('#b35900', 'preload') },
  render: (args) => <JustBelow {...args} />,
  play: async ({ canvas }) => {
    const near = canvas.getByTestId('near');
    const far = canvas.getByTestId('far');
    await expect(near.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight);
    await expect(far.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight * 1.45);
    await waitFor(() => expect(near).toHaveAttribute('data-state', 'loaded'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(far).toHaveAttribute('data-state', 'idle');
  },
};

function ShowAgain(args: ImageProps) {
  const [isShownAgain, setIsShownAgain] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <GameImage {...args} data-testid="first" />
      <button type="button" onClick={() => setIsShownAgain(true)}>
        <Trans>Show it again</Trans>
      </button>
      {isShownAgain && <GameImage {...args} data-testid="second" />}
    </div>
  );
}

/** A URL loaded before shows at once the next time, from the cache of the last 200. */
export const ShownAtOnceFromCache: Story = {
  args: { src: tile('#991922', 'cache') },
  render: (args) => <ShowAgain {...args} />,
  play: async ({ canvas }) => {
    const first = canvas.getByTestId('first');
    await expect(first).not.toHaveAttribute('data-state', 'loaded');
    await waitFor(() => expect(first).toHaveAttribute('data-state', 'loaded'));
    await expect(first).not.toHaveAttribute('data-instant');
    await userEvent.click(canvas.getByRole('button'));
    // Right away, with no placeholder in between.
    const second = canvas.getByTestId('second');
    await expect(second).toHaveAttribute('data-state', 'loaded');
    await expect(second).toHaveAttribute('data-instant');
  },
};

/** The box has its final size while loading, so nothing below it moves. */
export const NoLayoutShift: Story = {
  args: { src: tile('#0947a6', 'shift'), width: '100%', height: undefined, aspectRatio: '3 / 2' },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <GameImage {...args} />
      <p data-testid="below">
        <Trans>Fortune Dragon</Trans>
      </p>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const below = canvas.getByTestId('below');
    const before = below.getBoundingClientRect().top;
    await waitFor(() => expect(boxOf(canvasElement)).toHaveAttribute('data-state', 'loaded'));
    await expect(boxOf(canvasElement).getBoundingClientRect().height).toBe(200);
    await expect(below.getBoundingClientRect().top).toBe(before);
  },
};

/** A decorative picture (alt "") is skipped by screen readers in every state. */
export const Decorative: Story = {
  args: { alt: '', src: BROKEN },
  render: (args) => <GameImage {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(boxOf(canvasElement)).toHaveAttribute('data-state', 'error'), { timeout: 5000 });
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
