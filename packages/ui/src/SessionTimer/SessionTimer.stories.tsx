import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { SessionTimer, type SessionTimerProps } from './SessionTimer';

/** How long ago the session of a story started, in seconds: 1 hour, 2 minutes and 3 seconds. */
const STARTED_SECONDS_AGO = 3723;

/** The timer of a session that started `secondsAgo` before the story first rendered. */
function StartedAgo({ secondsAgo = STARTED_SECONDS_AGO, ...args }: Omit<SessionTimerProps, 'startedAt'> & { secondsAgo?: number }) {
  const [startedAt] = useState(() => Date.now() - secondsAgo * 1000);
  return <SessionTimer {...args} startedAt={startedAt} />;
}

const meta = {
  title: 'Account/SessionTimer',
  component: SessionTimer,
  args: { startedAt: 0, isLabelHidden: false },
  argTypes: { startedAt: { control: false }, label: { control: 'text' } },
  render: (args) => <StartedAgo {...args} />,
} satisfies Meta<typeof SessionTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's session time: the label, then the time logged in, counting up each second. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: translated('Session') });
    await expect(timer).toHaveTextContent(/1:02:0[3-9]$/);
    // Never announced as it ticks: screen readers read it when they reach it.
    await expect(timer).toHaveAttribute('aria-live', 'off');
    const before = timer.querySelector('time')!.textContent;
    await waitFor(() => expect(timer.querySelector('time')!.textContent).not.toBe(before), { timeout: 2500 });
    await expect(timer.querySelector('time')!.getAttribute('dateTime')).toMatch(/^PT1H2M\d+S$/);
  },
};

/** The label and whether it shows. */
export const Playground: Story = {
  args: { label: 'Logged in' },
};

/** A narrow header shows the time alone; screen readers still hear its name. */
export const LabelHidden: Story = {
  args: { isLabelHidden: true },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: translated('Session') });
    const label = canvas.getByText(translated('Session'));
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(timer.querySelector('time')).toBeVisible();
  },
};

/** A session that has just started reads 0:00:00 and then counts up. */
export const JustStarted: Story = {
  render: (args) => <StartedAgo {...args} secondsAgo={0} />,
  play: async ({ canvas }) => {
    const time = canvas.getByRole('timer').querySelector('time')!;
    await expect(time.textContent).toMatch(/^0:00:0\d$/);
    await waitFor(() => expect(time).toHaveTextContent(/^0:00:0[1-9]$/), { timeout: 2500 });
  },
};

/** The muted label and the text-coloured time in every brand and mode. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  play: async ({ canvasElement }) => {
    const times = themeScopes(canvasElement).map((scope) => getComputedStyle(scope.querySelector('time')!).color);
    // Light and dark differ within a brand.
    await expect(times[0]).not.toBe(times[1]);
    await expect(times[2]).not.toBe(times[3]);
  },
};
