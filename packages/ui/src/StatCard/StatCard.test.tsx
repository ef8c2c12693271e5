import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { StatCard, formatFigure } from './StatCard';

describe('formatFigure', () => {
  it('writes money, counts and percentages as the locale does', () => {
    expect(formatFigure(1234567.5, 'money', 'en', 'RM')).toBe('RM 1,234,567.50');
    expect(formatFigure(1234.4, 'number', 'ms')).toBe('1,234');
    expect(formatFigure(45.2, 'percent', 'en')).toBe('45.2%');
  });
});

describe('StatCard', () => {
  it('is a group named by its label, showing the figure and period', async () => {
    await renderWithProviders(<StatCard label="Team deposits" value={15230.5} format="money" currencySymbol="P" period="This month" />, {
      locale: 'en',
    });
    const card = screen.getByRole('group', { name: 'Team deposits' });
    expect(card).toHaveTextContent('This month');
    expect(card).toHaveTextContent('P 15,230.50');
  });

  it('says the change in a sentence and shows it as an arrow and a percentage', async () => {
    await renderWithProviders(<StatCard label="Team deposits" value={100} change={12.5} />, { locale: 'en' });
    const card = screen.getByRole('group');
    expect(screen.getByText('up 12.5% on the previous period')).toBeInTheDocument();
    expect(screen.getByText('12.5%')).toHaveAttribute('aria-hidden', 'true');
    expect(card.querySelector('[data-direction]')).toHaveAttribute('data-direction', 'up');
  });

  it('colours a rise as bad news when going up is bad (losses)', async () => {
    const { rerender } = await renderWithProviders(<StatCard label="Losses" value={100} change={8} isIncreaseGood={false} />);
    const change = () => screen.getByRole('group').querySelector('[data-mood]');
    expect(change()).toHaveAttribute('data-mood', 'bad');
    rerender(<StatCard label="Losses" value={100} change={-8} isIncreaseGood={false} />);
    expect(change()).toHaveAttribute('data-mood', 'good');
    rerender(<StatCard label="Losses" value={100} change={0} isIncreaseGood={false} />);
    expect(change()).toHaveAttribute('data-mood', 'neutral');
  });

  it('shows no change without one, and takes a sentence of the page’s own', async () => {
    const { rerender } = await renderWithProviders(<StatCard label="Active members" value={12} />, { locale: 'en' });
    expect(screen.getByRole('group').querySelector('[data-mood]')).toBeNull();
    rerender(<StatCard label="Active members" value={12} change={5} changeLabel="5% more than last week" />);
    expect(screen.getByText('5% more than last week')).toBeInTheDocument();
  });

  it('while loading, is busy and shows a placeholder instead of the figure', async () => {
    await renderWithProviders(<StatCard label="Team deposits" value={15230.5} change={3} isLoading />, { locale: 'en' });
    const card = screen.getByRole('group', { name: 'Team deposits' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).not.toHaveTextContent('15,230');
    expect(card).toHaveTextContent('Loading');
    expect(card.querySelector('[data-mood]')).toBeNull();
  });

  it('passes its ref to the card', async () => {
    const ref = createRef<HTMLDivElement>();
    await renderWithProviders(<StatCard ref={ref} label="Bets" value={3} />);
    expect(ref.current).toBe(screen.getByRole('group'));
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithProviders(
      <div>
        <StatCard label="Team deposits" value={15230.5} format="money" change={12.5} period="This month" />
        <StatCard label="Losses" value={320} format="money" change={4} isIncreaseGood={false} />
        <StatCard label="Active members" value={0} isLoading />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
