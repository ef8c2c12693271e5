import { createRef } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { Timeline } from './Timeline';

function Withdrawal() {
  return (
    <Timeline aria-label="Withdrawal history" timeZone="Asia/Kuala_Lumpur">
      <Timeline.Step state="done" label="Requested" time="2026-03-05T06:05:00Z" detail="RM 500.00" />
      <Timeline.Step state="done" label="Processing" time="2026-03-05T06:20:00Z" />
      <Timeline.Step state="current" label="Paid" time="2026-03-05T07:00:00Z" />
      <Timeline.Step state="upcoming" label="Received" />
    </Timeline>
  );
}

describe('Timeline', () => {
  it('is an ordered list of the steps in order', async () => {
    await renderWithProviders(<Withdrawal />, { locale: 'en' });
    const list = screen.getByRole('list', { name: 'Withdrawal history' });
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    ['Requested', 'Processing', 'Paid', 'Received'].forEach((label, index) => expect(steps[index]).toHaveTextContent(`: ${label}`));
  });

  it('marks the current step, and only it, with aria-current="step"', async () => {
    await renderWithProviders(<Withdrawal />, { locale: 'en' });
    const current = screen.getAllByRole('listitem').filter((step) => step.hasAttribute('aria-current'));
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('aria-current', 'step');
    expect(current[0]).toHaveTextContent(/^In progress: Paid/);
  });

  it('says each state in words before the label, in the running language', async () => {
    const { unmount } = await renderWithProviders(
      <Timeline>
        <Timeline.Step state="done" label="A" />
        <Timeline.Step state="failed" label="B" detail="Bank account name does not match" />
        <Timeline.Step state="upcoming" label="C" />
      </Timeline>,
      { locale: 'en' },
    );
    expect(screen.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Completed: A',
      'Failed: BBank account name does not match',
      'Not yet: C',
    ]);
    unmount();
    await renderWithProviders(
      <Timeline>
        <Timeline.Step state="failed" label="B" />
      </Timeline>,
      { locale: 'ms' },
    );
    expect(screen.getByRole('listitem')).not.toHaveTextContent(/^Failed/);
  });

  it('takes the page’s own state words', async () => {
    await renderWithProviders(
      <Timeline>
        <Timeline.Step state="failed" label="Rejected" stateLabel="Stopped" />
      </Timeline>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Stopped: Rejected');
  });

  it('shows the time in the language and zone, keeping the ISO time for machines', async () => {
    await renderWithProviders(<Withdrawal />, { locale: 'zh' });
    const time = screen.getAllByRole('listitem')[0]!.querySelector('time')!;
    expect(time).toHaveAttribute('datetime', '2026-03-05T06:05:00Z');
    expect(time).toHaveTextContent('2026年3月5日 14:05');
  });

  it('leaves out a time that is not a date', async () => {
    await renderWithProviders(
      <Timeline>
        <Timeline.Step state="done" label="Requested" time="yesterday" />
      </Timeline>,
    );
    expect(screen.getByRole('listitem').querySelector('time')).toBeNull();
  });

  it('passes refs to the list and the steps', async () => {
    const list = createRef<HTMLOListElement>();
    const step = createRef<HTMLLIElement>();
    await renderWithProviders(
      <Timeline ref={list}>
        <Timeline.Step ref={step} state="current" label="Requested" />
      </Timeline>,
    );
    expect(list.current).toBe(screen.getByRole('list'));
    expect(step.current).toBe(screen.getByRole('listitem'));
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithProviders(<Withdrawal />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
