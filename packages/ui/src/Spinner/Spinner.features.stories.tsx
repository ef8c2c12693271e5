import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { reducedMotionStyles } from '../test/reduced-motion';
import type { Spinner } from './Spinner';
import spinnerMeta from './Spinner.stories';

// The main stories' spinner, whose args are the component's defaults.
const meta = {
  ...spinnerMeta,
  title: 'Primitives/Spinner/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ring turns; under reduced motion it turns three times slower instead of stopping. */
export const ReducedMotion: Story = {
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('status').querySelector('[aria-hidden]')!;
    await expect(getComputedStyle(ring).animationDuration).toBe('0.8s');
    const reduced = reducedMotionStyles(ring);
    await expect(reduced.map((style) => style.animationDuration)).toContain('2.4s');
  },
};
