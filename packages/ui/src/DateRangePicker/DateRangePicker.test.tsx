import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { DateRangePicker } from './DateRangePicker';

const TODAY = '2025-06-15';

describe('DateRangePicker', () => {
  it('is a named group of presets and two dates, with no axe violation', async () => {
    const { container } = await renderWithProviders(
      <DateRangePicker label="Betting date" today={TODAY} defaultValue={{ start: '2025-06-09', end: TODAY }} />,
      { locale: 'en' },
    );
    const group = screen.getByRole('group', { name: 'Betting date' });
    expect(within(group).getByRole('textbox', { name: 'Start date' })).toHaveValue('2025-06-09');
    expect(within(group).getByRole('textbox', { name: 'End date' })).toHaveValue(TODAY);
    expect(within(group).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('defaults to today, counted from the `today` prop', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<DateRangePicker label="Date" today="2024-02-29" onChange={onChange} />, { locale: 'en' });
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('2024-02-29');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onChange.mock.calls).toEqual([[{ start: '2024-02-23', end: '2024-02-29' }]]);
  });

  it('disables a preset that lies wholly outside min and max', async () => {
    await renderWithProviders(
      <DateRangePicker label="Date" today={TODAY} min={TODAY} presets={['yesterday', 'today', 'last7Days']} />,
      { locale: 'en' },
    );
    expect(screen.getByRole('button', { name: 'Yesterday' })).toBeDisabled();
    // Cut to the limit, the last 7 days are today alone: both presets now say so.
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows a controlled value and replaces what was typed when it changes', async () => {
    const { rerender } = await renderWithProviders(
      <DateRangePicker label="Date" today={TODAY} value={{ start: '2025-06-01', end: TODAY }} onChange={() => {}} />,
      { locale: 'en' },
    );
    const start = screen.getByRole('textbox', { name: 'Start date' });
    await userEvent.clear(start);
    await userEvent.type(start, '1 June{Enter}');
    expect(start).toHaveValue('1 June');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the date as yyyy-MM-dd');
    rerender(<DateRangePicker label="Date" today={TODAY} value={{ start: '2025-06-02', end: TODAY }} onChange={() => {}} />);
    expect(start).toHaveValue('2025-06-02');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names months, weekdays and days in Malay and Chinese, weeks from Monday', async () => {
    const { unmount } = await renderWithProviders(<DateRangePicker label="Tarikh" today={TODAY} />, { locale: 'ms' });
    expect(screen.getByRole('textbox', { name: 'Tarikh mula' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 hari lepas' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pilih tarikh mula' }));
    let dialog = screen.getByRole('dialog', { name: 'Pilih tarikh mula' });
    expect(within(dialog).getByRole('grid', { name: 'Jun 2025' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('columnheader')[0]).toHaveTextContent('Isn');
    expect(within(dialog).getByRole('gridcell', { name: 'Ahad, 15 Jun 2025' })).toHaveFocus();
    unmount();

    await renderWithProviders(<DateRangePicker label="日期" today={TODAY} />, { locale: 'zh' });
    expect(screen.getByRole('button', { name: '最近 7 天' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '选择结束日期' }));
    dialog = screen.getByRole('dialog', { name: '选择结束日期' });
    expect(within(dialog).getByRole('grid', { name: '2025年6月' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '周一',
      '周二',
      '周三',
      '周四',
      '周五',
      '周六',
      '周日',
    ]);
    expect(within(dialog).getByRole('gridcell', { name: '2025年6月15日星期日' })).toHaveFocus();
  });

  it('chooses a day with the keyboard, reports it once and returns focus to the button', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <DateRangePicker label="Date" today={TODAY} defaultValue={{ start: '2025-06-09', end: TODAY }} onChange={onChange} />,
      { locale: 'en' },
    );
    const button = screen.getByRole('button', { name: 'Choose start date' });
    await userEvent.click(button);
    // Intl's English is American: "Monday, June 9, 2025".
    expect(screen.getByRole('gridcell', { name: 'Monday, June 9, 2025' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(onChange.mock.calls).toEqual([[{ start: '2025-06-01', end: TODAY }]]);
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('2025-06-01');
  });
});
