import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { OverlayBox } from '../test/overlay-box';
import { textControls, withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { DateRangePicker } from './DateRangePicker';
import { dayCell, monthName, STORY_TODAY } from './date-range-story-setup';

const LAST_7_DAYS = { start: '2025-06-09', end: STORY_TODAY };

/**
 * The dates above a list of records or a report in the member and agent centres: quick ranges,
 * two dates typed as yyyy-MM-dd or chosen from a calendar. Today is fixed at 15 June 2025 here.
 */
const meta = {
  title: 'Account/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: <Trans>Betting date</Trans>,
    today: STORY_TODAY,
    defaultValue: LAST_7_DAYS,
    isDisabled: false,
    onChange: fn(),
  },
  argTypes: withoutControls('label', 'description', 'errorMessage', 'startLabel', 'endLabel', 'value', 'calendarContainer'),
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A betting record's filter: the last 7 days chosen, today counted among them. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: translated('Betting date') })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: translated('Start date') })).toHaveValue('2025-06-09');
    await expect(canvas.getByRole('textbox', { name: translated('End date') })).toHaveValue('2025-06-15');
    const presets = within(canvas.getByRole('group', { name: translated('Quick date ranges') }));
    await expect(presets.getAllByRole('button').map((button) => button.textContent)).toEqual(
      ['Today', 'Yesterday', 'Last 7 days', 'Last 30 days'].map((text) => translated(text)),
    );
    await expect(presets.getByRole('button', { name: translated('Last 7 days') })).toHaveAttribute('aria-pressed', 'true');
    await expect(presets.getByRole('button', { name: translated('Today') })).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every text a designer may change: the label, help, error, the two dates' labels and the presets' name. */
export const Playground: Story = {
  args: {
    label: 'Betting date',
    description: 'Records are kept for 30 days',
    errorMessage: '',
    startLabel: 'Start date',
    endLabel: 'End date',
    presetsLabel: 'Quick date ranges',
  },
  argTypes: textControls('label', 'description', 'errorMessage', 'startLabel', 'endLabel', 'presetsLabel'),
};

/**
 * Records kept for 30 days: nothing before 17 May or after today. A preset that would reach
 * further is cut to the limits, and the calendar shows the days outside them disabled.
 */
export const WithMinMax: Story = {
  args: {
    description: <Trans>Records are kept for 30 days</Trans>,
    min: '2025-05-17',
    max: STORY_TODAY,
    presets: ['today', 'yesterday', 'last7Days', 'last30Days', 'next7Days'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: translated('Start date') })).toHaveAccessibleDescription(
      translated('Records are kept for 30 days'),
    );
    await expect(canvas.getByRole('button', { name: translated('Next 7 days') })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: translated('Last 30 days') }));
    await expect(canvas.getByRole('textbox', { name: translated('Start date') })).toHaveValue('2025-05-17');
  },
};

/** A date typed in another shape: what was typed stays, and the rule it broke is shown and read with it. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    const start = canvas.getByRole('textbox', { name: translated('Start date') });
    await userEvent.clear(start);
    await userEvent.type(start, '09/06/2025');
    await userEvent.tab();
    await expect(start).toHaveValue('09/06/2025');
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    const rule = translated('Enter the date as {pattern}', { pattern: 'yyyy-MM-dd' });
    await expect(canvas.getByRole('alert')).toHaveTextContent(rule);
    await expect(start).toHaveAccessibleDescription(`${translated('Error:')} ${rule}`);
    await expect(canvas.getByRole('textbox', { name: translated('End date') })).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Nothing can be typed, pressed or opened. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const input of canvas.getAllByRole('textbox')) await expect(input).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** A page of coming items (draws, promotions) offers the next 7 and 30 days. */
export const FuturePresets: Story = {
  args: { presets: ['today', 'next7Days', 'next30Days'], defaultValue: { start: STORY_TODAY, end: '2025-06-21' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: translated('Next 7 days') })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: translated('Next 30 days') }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ start: STORY_TODAY, end: '2025-07-14' });
    await expect(canvas.getByRole('button', { name: translated('Next 30 days') })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: translated('Next 7 days') })).toHaveAttribute('aria-pressed', 'false');
  },
};

/**
 * The calendar of the start date, open: the month's heading, the range as a band, today
 * underlined, the days after the end date disabled.
 */
export const CalendarOpen: Story = {
  // On the docs page the open calendar sits in a frame and a box of its own instead of covering the page.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  render: (args) => (
    <OverlayBox height={620}>{(box) => <DateRangePicker {...args} calendarContainer={box} />}</OverlayBox>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Choose start date') }));
    const dialog = await screen.findByRole('dialog', { name: translated('Choose start date') });
    await expect(within(dialog).getByRole('heading', { name: monthName(STORY_TODAY) })).toHaveAttribute('aria-live', 'polite');
    await expect(dayCell('2025-06-09')).toHaveFocus();
    await expect(dayCell('2025-06-09')).toHaveAttribute('aria-selected', 'true');
    await expect(dayCell(STORY_TODAY)).toHaveAttribute('aria-current', 'date');
    await expect(dayCell('2025-06-16')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Every brand in both colour modes: the chosen preset in each brand's primary colour. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  play: async ({ canvasElement }) => {
    const pressed = themeScopes(canvasElement).map((scope) =>
      getComputedStyle(within(scope).getByRole('button', { name: translated('Last 7 days') })).backgroundColor,
    );
    await expect(new Set(pressed).size).toBe(4);
    await expect(pressed[1]).toBe('rgb(110, 164, 255)');
  },
};
