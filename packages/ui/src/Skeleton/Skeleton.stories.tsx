import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { textControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const lines = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-variant="line"]'));
    await expect(lines).toHaveLength(3);
    // The last line is shorter, as the end of a paragraph is.
    await expect(lines[2]!.getBoundingClientRect().width).toBeLessThan(lines[0]!.getBoundingClientRect().width);
    await expect(canvasElement.querySelector('[data-variant="text"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every prop a designer plays with. */
export const Playground: Story = {
  args: { lines: 4 },
  argTypes: textControls('width', 'height', 'aspectRatio'),
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
    await expect(canvas.getByRole('status')).toHaveTextContent(translated('Loading games'));
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(group).toHaveAttribute('aria-busy', 'false'));
    await expect(canvas.getByText(translated('Fortune Dragon'))).toBeVisible();
  },
};

/** Every brand in both colour modes. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: () => <GameCardSkeleton />,
  play: async ({ canvasElement }) => {
    const light = within(canvasElement).getByTestId('theme-default-light').querySelector('[data-variant="circle"]')!;
    const dark = within(canvasElement).getByTestId('theme-default-dark').querySelector('[data-variant="circle"]')!;
    await expect(getComputedStyle(light).backgroundColor).not.toBe(getComputedStyle(dark).backgroundColor);
    await expect(getComputedStyle(dark).backgroundColor).toBe('rgb(20, 22, 27)');
  },
};
