import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { reducedMotionStyles } from '../test/reduced-motion';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton/Features',
  component: Skeleton,
  tags: ['!autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The shimmer is a highlight that moves by transform (the compositor animates it, so a page of
 * placeholders repaints nothing per frame); under reduced motion it is gone and the block stays flat.
 */
export const ReducedMotion: Story = {
  args: { variant: 'rect' },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-variant="rect"]')!;
    const highlight = getComputedStyle(block, '::after');
    await expect(highlight.animationName).not.toBe('none');
    await expect(highlight.transform).not.toBe('none');
    await expect(getComputedStyle(block).animationName).toBe('none');
    const reduced = reducedMotionStyles(block, '::after');
    await expect(reduced.map((style) => style.content)).toContain('none');
  },
};
