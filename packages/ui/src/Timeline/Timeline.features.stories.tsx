import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { translated } from '../test/story-i18n';
import meta from './Timeline.stories';
import { Timeline } from './Timeline';
import { WithdrawalHistory } from './timeline-story-setup';

export default {
  ...meta,
  title: 'Account/Timeline/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof Timeline>;
type Story = StoryObj<typeof meta>;

/** Screen readers hear each step's state before its label, in the running language; the current step is marked. */
export const StatesInWords: Story = {
  render: (args) => (
    <Timeline {...args}>
      <Timeline.Step state="done" label="A" />
      <Timeline.Step state="current" label="B" />
      <Timeline.Step state="upcoming" label="C" />
      <Timeline.Step state="failed" label="D" />
    </Timeline>
  ),
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      `${translated('Completed')}: A`,
      `${translated('In progress')}: B`,
      `${translated('Not yet')}: C`,
      `${translated('Failed')}: D`,
    ]);
    await expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
  },
};

/** Times keep their ISO value for machines and read in the running language and the merchant's zone. */
export const TimesInTheLanguage: Story = {
  render: (args) => <WithdrawalHistory {...args} outcome="received" />,
  play: async ({ canvasElement }) => {
    const times = [...canvasElement.querySelectorAll('time')];
    await expect(times.map((time) => time.dateTime)).toEqual(['2026-03-05T06:05:00Z', '2026-03-05T06:20:00Z', '2026-03-05T07:00:00Z']);
    // 06:05 UTC is 2:05 in the afternoon in Kuala Lumpur, in any language's way of writing it.
    await expect(times[0]!.textContent).toMatch(/2026/);
    await expect(times[0]!.textContent).toMatch(/(14|2):05/);
  },
};

/** The line between steps is solid up to the last finished step. */
export const ProgressLine: Story = {
  render: (args) => <WithdrawalHistory {...args} outcome="received" />,
  play: async ({ canvas }) => {
    const [done, , current] = canvas.getAllByRole('listitem');
    const line = (step: HTMLElement) => getComputedStyle(step, '::before').backgroundColor;
    await expect(line(done!)).not.toBe(line(current!));
  },
};
