import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { StatusBadge } from './StatusBadge';
import { activityStatus, exchangeStatus, withdrawalStatus } from './status-lists';

describe('StatusBadge', () => {
  it('shows a status label in the running language, with its tone', async () => {
    const { unmount } = await renderWithProviders(<StatusBadge status={withdrawalStatus.PAID} data-testid="badge" />, { locale: 'en' });
    expect(screen.getByTestId('badge')).toHaveTextContent(/^Paid$/);
    expect(screen.getByTestId('badge')).toHaveAttribute('data-tone', 'success');
    unmount();
    await renderWithProviders(<StatusBadge status={withdrawalStatus.PAID} data-testid="badge" />, { locale: 'zh' });
    expect(screen.getByTestId('badge')).not.toHaveTextContent(/^Paid$/);
    expect(screen.getByTestId('badge').textContent).not.toBe('');
  });

  it('draws a different shape for each tone, hidden from screen readers', async () => {
    const { container } = await renderWithProviders(
      <>
        <StatusBadge status={activityStatus.JOIN_NOW} />
        <StatusBadge status={activityStatus.COMING_SOON} />
        <StatusBadge status={activityStatus.IN_PROGRESS} />
        <StatusBadge status={exchangeStatus.APPROVED} />
        <StatusBadge status={withdrawalStatus.PARTLY_PAID} />
        <StatusBadge status={exchangeStatus.REJECTED} />
      </>,
    );
    const shapes = [...container.querySelectorAll('[data-tone] > [aria-hidden="true"] svg')].map((svg) => svg.innerHTML);
    expect(shapes).toHaveLength(6);
    expect(new Set(shapes).size).toBe(6);
  });

  it("takes the page's own words and tone over the status's", async () => {
    await renderWithProviders(
      <StatusBadge status={withdrawalStatus.REQUESTED} tone="warning" data-testid="badge">
        Waiting for the bank
      </StatusBadge>,
    );
    expect(screen.getByTestId('badge')).toHaveTextContent('Waiting for the bank');
    expect(screen.getByTestId('badge')).toHaveAttribute('data-tone', 'warning');
  });

  it('shows a code the list does not know as neutral text', async () => {
    const statuses: Record<string, typeof withdrawalStatus.PAID | undefined> = withdrawalStatus;
    await renderWithProviders(
      <StatusBadge status={statuses['ON_HOLD']} data-testid="badge">
        ON_HOLD
      </StatusBadge>,
    );
    expect(screen.getByTestId('badge')).toHaveAttribute('data-tone', 'neutral');
    expect(screen.getByTestId('badge')).toHaveTextContent('ON_HOLD');
  });

  it('passes its ref to the element', async () => {
    const ref = createRef<HTMLSpanElement>();
    await renderWithProviders(<StatusBadge ref={ref} status={exchangeStatus.APPLYING} data-testid="badge" />);
    expect(ref.current).toBe(screen.getByTestId('badge'));
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithProviders(
      <ul>
        {Object.entries(withdrawalStatus).map(([code, status]) => (
          <li key={code}>
            <StatusBadge status={status} />
          </li>
        ))}
      </ul>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
