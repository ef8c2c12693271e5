import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'circle', 'rect'] } },
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

export const TextLines: Story = {
  play: async ({ canvasElement }) => {
    const lines = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-variant="line"]'));
    await expect(lines).toHaveLength(3);
    // The last line is shorter, as the end of a paragraph is.
    await expect(lines[2]!.getBoundingClientRect().width).toBeLessThan(lines[0]!.getBoundingClientRect().width);
    await expect(canvasElement.querySelector('[data-variant="text"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Circle: Story = {
  args: { variant: 'circle', width: 48 },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-variant="circle"]')!;
    const box = circle.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([48, 48]);
    await expect(getComputedStyle(circle).borderRadius).toBe('50%');
  },
};

export const Rect: Story = {
  args: { variant: 'rect', aspectRatio: '16 / 9' },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-variant="rect"]')!.getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 100) / 100).toBeCloseTo(16 / 9, 1);
  },
};

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

function GameCardSkeleton() {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton variant="circle" width={48} />
      <div style={{ flex: 1 }}>
        <Skeleton lines={2} />
      </div>
    </div>
  );
}

function LoadingList() {
  const { t } = useLingui();
  const [isLoading, setIsLoading] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setIsLoading(false)}>
        <Trans>Finish loading</Trans>
      </button>
      <Skeleton.Group isLoading={isLoading} label={t`Loading games`} data-testid="group" style={{ marginTop: 12 }}>
        {isLoading ? (
          <GameCardSkeleton />
        ) : (
          <p>
            <Trans>Fortune Dragon</Trans>
          </p>
        )}
      </Skeleton.Group>
    </>
  );
}

/** A busy area: screen readers hear "Loading games" once and skip the placeholders. */
export const Group: Story = {
  render: () => <LoadingList />,
  play: async ({ canvas }) => {
    const group = canvas.getByTestId('group');
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuatkan permainan');
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(group).toHaveAttribute('aria-busy', 'false'));
    await expect(canvas.getByText('Naga Rezeki')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  render: () => <LoadingList />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载游戏');
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  args: { variant: 'rect' },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-variant="rect"]')!;
    await expect(getComputedStyle(block).backgroundColor).toBe('rgb(20, 22, 27)');
  },
};

export const AllThemes: Story = {
  parameters: { themeMatrix: true },
  render: () => <GameCardSkeleton />,
  play: async ({ canvasElement }) => {
    const light = within(canvasElement).getByTestId('theme-default-light').querySelector('[data-variant="circle"]')!;
    const dark = within(canvasElement).getByTestId('theme-default-dark').querySelector('[data-variant="circle"]')!;
    await expect(getComputedStyle(light).backgroundColor).not.toBe(getComputedStyle(dark).backgroundColor);
  },
};
