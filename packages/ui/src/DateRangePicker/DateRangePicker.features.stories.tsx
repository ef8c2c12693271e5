import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialogsClosed } from '../test/overlay-trigger';
import { useReportedState } from '../test/reported-state';
import { translated } from '../test/story-i18n';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
import { calendar, dayCell, expectFocusedDay, monthName, STORY_TODAY } from './date-range-story-setup';

const meta = {
  title: 'Account/DateRangePicker/Features',
  component: DateRangePicker,
  tags: ['!autodocs'],
  args: { label: <Trans>Betting date</Trans>, today: STORY_TODAY, onChange: fn() },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Held by its parent, as a page holds it: each change is kept and reported to the spy. */
function ControlledPicker({ value: initial, ...args }: DateRangePickerProps) {
  const [value, setValue] = useReportedState(initial!, args.onChange);
  return <DateRangePicker {...args} value={value} onChange={setValue} />;
}

const input = (canvas: ReturnType<typeof within>, name: 'Start date' | 'End date') =>
  canvas.getByRole('textbox', { name: translated(name) });
const heading = () => within(calendar()).getByRole('heading', { level: 3 });

/**
 * Every key of the APG date picker grid: arrows by a day and a week, Home and End to Monday and
 * Sunday, Page Up and Page Down by a month, with Shift by a year; Enter chooses and closes, and
 * focus returns to the button; Space chooses too.
 */
export const KeyboardGrid: Story = {
  args: { value: { start: '2024-01-10', end: '2025-06-11' } },
  render: (args) => <ControlledPicker {...args} />,
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: translated('Choose end date') });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: translated('Choose end date') });
    await expectFocusedDay('2025-06-11');
    await expect(dayCell('2025-06-11')).toHaveAttribute('aria-selected', 'true');

    const steps: [string, string][] = [
      ['{ArrowRight}', '2025-06-12'],
      ['{ArrowLeft}', '2025-06-11'],
      ['{ArrowDown}', '2025-06-18'],
      ['{ArrowUp}', '2025-06-11'],
      ['{Home}', '2025-06-09'],
      ['{End}', '2025-06-15'],
      ['{PageDown}', '2025-07-15'],
      ['{PageUp}', '2025-06-15'],
      ['{Shift>}{PageDown}{/Shift}', '2026-06-15'],
      ['{Shift>}{PageUp}{/Shift}', '2025-06-15'],
      ['{ArrowDown}{ArrowDown}{ArrowDown}', '2025-07-06'],
    ];
    for (const [keys, day] of steps) {
      await userEvent.keyboard(keys);
      await expectFocusedDay(day);
      await expect(heading()).toHaveTextContent(monthName(day));
    }
    await userEvent.keyboard('{Enter}');
    await dialogsClosed();
    await expect(button).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2024-01-10', end: '2025-07-06' });
    await expect(input(canvas, 'End date')).toHaveValue('2025-07-06');

    await userEvent.keyboard('{Enter}');
    await expectFocusedDay('2025-07-06');
    await userEvent.keyboard('{ArrowLeft} ');
    await dialogsClosed();
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-01-10', end: '2025-07-05' });
  },
};

/** The month and year buttons change the month shown and keep focus; Tab leaves the grid and comes back to its day. */
export const MonthAndYearButtons: Story = {
  args: { defaultValue: { start: '2025-06-09', end: STORY_TODAY } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Choose end date') }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(heading()).toHaveTextContent(monthName(STORY_TODAY));
    const nextMonth = dialog.getByRole('button', { name: translated('Next month') });
    await userEvent.click(nextMonth);
    await expect(heading()).toHaveTextContent(monthName('2025-07-15'));
    await expect(nextMonth).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: translated('Next year') }));
    await expect(heading()).toHaveTextContent(monthName('2026-07-15'));
    await userEvent.click(dialog.getByRole('button', { name: translated('Previous year') }));
    await userEvent.click(dialog.getByRole('button', { name: translated('Previous month') }));
    await expect(heading()).toHaveTextContent(monthName(STORY_TODAY));
    // The range starts on 9 June and the end cannot go before it: May and earlier are closed.
    const previousMonth = dialog.getByRole('button', { name: translated('Previous month') });
    await expect(previousMonth).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('button', { name: translated('Previous year') })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previousMonth);
    await expect(heading()).toHaveTextContent(monthName(STORY_TODAY));
    await expect(previousMonth).toHaveFocus();
    // From the month button past the next month and year to the grid, on the one day it lets Tab reach.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expectFocusedDay(STORY_TODAY);
  },
};

/** A preset sets both dates in one change, and pressing it again changes nothing. */
export const PresetsReportOnce: Story = {
  args: { defaultValue: { start: STORY_TODAY, end: STORY_TODAY } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: translated('Today') })).toHaveAttribute('aria-pressed', 'true');
    const last30 = canvas.getByRole('button', { name: translated('Last 30 days') });
    await userEvent.click(last30);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2025-05-17', end: STORY_TODAY });
    await expect(last30).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: translated('Today') })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(last30);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: translated('Yesterday') }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2025-06-14', end: '2025-06-14' });
    await expect(input(canvas, 'Start date')).toHaveValue('2025-06-14');
    await expect(input(canvas, 'End date')).toHaveValue('2025-06-14');
    // A preset over what was typed and refused replaces it.
    await userEvent.clear(input(canvas, 'Start date'));
    await userEvent.type(input(canvas, 'Start date'), 'x{Enter}');
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: translated('Today') }));
    await expect(input(canvas, 'Start date')).toHaveValue(STORY_TODAY);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Days outside min and max: disabled in the calendar, out of the focus's reach, refused when typed. */
export const MinMaxRefused: Story = {
  args: { min: '2025-06-03', max: '2025-06-20', defaultValue: { start: '2025-06-05', end: '2025-06-18' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Choose start date') }));
    await screen.findByRole('dialog');
    await expect(dayCell('2025-06-02')).toHaveAttribute('aria-disabled', 'true');
    await expect(dayCell('2025-06-03')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(dayCell('2025-06-02'));
    await expect(calendar()).toBeInTheDocument();
    await expectFocusedDay('2025-06-05');
    await userEvent.keyboard('{ArrowUp}');
    await expectFocusedDay('2025-06-03');
    await userEvent.keyboard('{PageUp}');
    await expectFocusedDay('2025-06-03');
    await expect(within(calendar()).getByRole('button', { name: translated('Previous month') })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await dialogsClosed();
    await expect(args.onChange).not.toHaveBeenCalled();

    const start = input(canvas, 'Start date');
    await userEvent.clear(start);
    await userEvent.type(start, '2025-06-01');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent(translated('Choose a date on or after {min}', { min: '2025-06-03' }));
    const end = input(canvas, 'End date');
    await userEvent.clear(end);
    await userEvent.type(end, '2025-06-21');
    await userEvent.tab();
    await expect(within(canvas.getAllByRole('alert')[1]!).getByText(translated('Choose a date on or before {max}', { max: '2025-06-20' }))).toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The start cannot pass the end, nor the end the start: disabled in each calendar, refused when typed. */
export const StartAfterEndRefused: Story = {
  args: { defaultValue: { start: '2025-06-09', end: '2025-06-12' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Choose start date') }));
    await screen.findByRole('dialog');
    await expect(dayCell('2025-06-12')).not.toHaveAttribute('aria-disabled');
    await expect(dayCell('2025-06-13')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expectFocusedDay('2025-06-12');
    await userEvent.keyboard('{Escape}');
    await dialogsClosed();

    await userEvent.click(canvas.getByRole('button', { name: translated('Choose end date') }));
    await screen.findByRole('dialog');
    await expect(dayCell('2025-06-08')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(dayCell('2025-06-08'));
    await expect(calendar()).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await dialogsClosed();

    const start = input(canvas, 'Start date');
    await userEvent.clear(start);
    await userEvent.type(start, '2025-06-13{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(translated('The start date cannot be after the end date'));
    await expect(start).toHaveValue('2025-06-13');
    const end = input(canvas, 'End date');
    await userEvent.clear(end);
    await userEvent.type(end, '2025-06-01{Enter}');
    await expect(within(canvas.getAllByRole('alert')[1]!).getByText(translated('The end date cannot be before the start date'))).toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Escape and the close button leave the dates as they were and put focus back on the button that opened the calendar. */
export const EscapeReturnsFocus: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: translated('Choose start date') });
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: translated('Choose start date') });
    await expectFocusedDay(STORY_TODAY);
    await userEvent.keyboard('{ArrowLeft}{Escape}');
    await dialogsClosed();
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: translated('Close') }));
    await dialogsClosed();
    await expect(button).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A press on a day chooses it and shows the new range across both calendars. */
export const PointerChoosesADay: Story = {
  args: { defaultValue: { start: '2025-06-09', end: STORY_TODAY } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Choose start date') }));
    await screen.findByRole('dialog');
    await expect(dayCell('2025-06-10')).toHaveAttribute('data-in-range');
    await expect(dayCell('2025-06-05')).not.toHaveAttribute('data-in-range');
    await userEvent.click(dayCell('2025-06-02'));
    await dialogsClosed();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2025-06-02', end: STORY_TODAY });
    await userEvent.click(canvas.getByRole('button', { name: translated('Choose end date') }));
    await screen.findByRole('dialog');
    await expect(dayCell('2025-06-05')).toHaveAttribute('data-in-range');
    await expect(dayCell(STORY_TODAY)).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * Typing a date: a complete, allowed one is taken at once; one that breaks a rule is kept as
 * typed with the rule shown on leaving the field, until it is corrected.
 */
export const TypingADate: Story = {
  args: { defaultValue: { start: '2025-06-09', end: STORY_TODAY } },
  play: async ({ canvas, args }) => {
    const start = input(canvas, 'Start date');
    await userEvent.clear(start);
    await userEvent.type(start, '2025-06-01');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2025-06-01', end: STORY_TODAY });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.clear(start);
    await userEvent.type(start, '2025-02-30');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent(translated('This date does not exist'));
    await expect(start).toHaveValue('2025-02-30');
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    await userEvent.type(start, '{Backspace}{Backspace}28');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(start).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2025-02-28', end: STORY_TODAY });
  },
};
