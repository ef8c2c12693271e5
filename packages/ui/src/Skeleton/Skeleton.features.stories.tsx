import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton/Features',
  component: Skeleton,
  tags: ['!autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The declarations that apply to `element`'s `::after` under `prefers-reduced-motion: reduce`. */
function reducedMotionAfterStyles(element: Element): CSSStyleDeclaration[] {
  const found: CSSStyleDeclaration[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('prefers-reduced-motion: reduce')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (!(inner instanceof CSSStyleRule) || !inner.selectorText.endsWith('::after')) continue;
        if (element.matches(inner.selectorText.slice(0, -'::after'.length))) found.push(inner.style);
      }
    }
  }
  return found;
}

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
    const reduced = reducedMotionAfterStyles(block);
    await expect(reduced.map((style) => style.content)).toContain('none');
  },
};
