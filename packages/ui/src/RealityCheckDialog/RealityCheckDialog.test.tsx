import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { RealityCheckDialog, type RealityCheckDialogProps } from './RealityCheckDialog';

async function renderReminder(props: Partial<RealityCheckDialogProps> = {}) {
  const handlers = { onContinue: vi.fn(), onLogOut: vi.fn(), onBettingRecord: vi.fn() };
  await renderWithProviders(
    <RealityCheckDialog isOpen sessionSeconds={3723} netResult={-12.5} currencySymbol="RM" bettingRecordHref="/#/member/personalHistoryCopy" {...handlers} {...props} />,
    { locale: 'en' },
  );
  return handlers;
}

describe('RealityCheckDialog', () => {
  it('shows the session time as a clock and marks a loss, a win and an even session', async () => {
    await renderReminder();
    const reminder = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(reminder.querySelector('[data-figure="session-time"]')).toHaveTextContent('1:02:03');
    expect(reminder.querySelector('[data-figure="net-result"]')).toHaveAttribute('data-mood', 'lost');
  });

  it.each([
    [25, 'won'],
    [0, 'even'],
  ] as const)('marks a net result of %d as %s', async (netResult, mood) => {
    await renderReminder({ netResult });
    const reminder = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(reminder.querySelector('[data-figure="net-result"]')).toHaveAttribute('data-mood', mood);
  });

  it('is not closed by Escape; only Continue or Log out answer it', async () => {
    const { onContinue, onLogOut } = await renderReminder();
    await screen.findByRole('alertdialog', { name: 'Reality check' });
    await userEvent.keyboard('{Escape}');
    expect(onContinue).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('hands a plain click of the betting record to the app, and leaves a modified click to the browser', async () => {
    const onBettingRecord = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderReminder({ onBettingRecord });
    const link = await screen.findByRole('link', { name: 'View your betting record' });
    expect(link).toHaveAttribute('href', '/#/member/personalHistoryCopy');
    await userEvent.click(link);
    expect(onBettingRecord).toHaveBeenCalledTimes(1);
    fireEvent.click(link, { ctrlKey: true });
    expect(onBettingRecord).toHaveBeenCalledTimes(1);
  });
});
