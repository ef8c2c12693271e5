import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner/Features',
  component: Spinner,
  tags: ['!autodocs'],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The declarations that apply to `element` under `prefers-reduced-motion: reduce`. */
function reducedMotionStyles(element: Element): CSSStyleDeclaration[] {
  const found: CSSStyleDeclaration[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('prefers-reduced-motion: reduce')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) found.push(inner.style);
      }
    }
  }
  return found;
}

/** The ring turns; under reduced motion it turns three times slower instead of stopping. */
export const ReducedMotion: Story = {
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('status').querySelector('[aria-hidden]')!;
    await expect(getComputedStyle(ring).animationDuration).toBe('0.8s');
    const reduced = reducedMotionStyles(ring);
    await expect(reduced.map((style) => style.animationDuration)).toContain('2.4s');
  },
};
