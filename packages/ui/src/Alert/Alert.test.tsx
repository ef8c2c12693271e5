import { createRef, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces errors and warnings at once, information and success politely', async () => {
    await renderWithProviders(
      <>
        <Alert tone="danger">Payment failed</Alert>
        <Alert tone="warning">Low balance</Alert>
        <Alert tone="info">New games</Alert>
        <Alert tone="success">Saved</Alert>
      </>,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.dataset.tone)).toEqual(['danger', 'warning']);
    expect(screen.getAllByRole('status').map((status) => status.dataset.tone)).toEqual(['info', 'success']);
  });

  it('starts with the tone in words for screen readers, then the title and message', async () => {
    await renderWithProviders(
      <Alert tone="danger" title="Deposit failed">
        Try again later.
      </Alert>,
      { locale: 'en' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Deposit failedTry again later.');
  });

  it('translates the tone word and the dismiss button', async () => {
    await renderWithProviders(
      <Alert tone="warning" isDismissible>
        Low balance
      </Alert>,
      { locale: 'zh' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^警告/);
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('has no dismiss button unless dismissible', async () => {
    await renderWithProviders(<Alert>Hello</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides itself when dismissed with the pointer, and reports it', async () => {
    const onDismiss = vi.fn();
    await renderWithProviders(
      <Alert isDismissible onDismiss={onDismiss}>
        Saved
      </Alert>,
      { locale: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('is dismissed from the keyboard', async () => {
    await renderWithProviders(
      <Alert tone="danger" isDismissible>
        Payment failed
      </Alert>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when controlled only asks its parent to close', async () => {
    function Controlled() {
      const [isOpen, setIsOpen] = useState(true);
      return (
        <>
          <Alert isDismissible isOpen={isOpen} onDismiss={() => setIsOpen(false)}>
            Saved
          </Alert>
          {!isOpen && (
            <button type="button" onClick={() => setIsOpen(true)}>
              Show again
            </button>
          )}
        </>
      );
    }
    await renderWithProviders(<Controlled />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('stays open when controlled and the parent ignores the dismissal', async () => {
    const onDismiss = vi.fn();
    await renderWithProviders(
      <Alert isDismissible isOpen onDismiss={onDismiss}>
        Saved
      </Alert>,
      { locale: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('passes its ref to the element', async () => {
    const ref = createRef<HTMLDivElement>();
    await renderWithProviders(<Alert ref={ref}>Saved</Alert>);
    expect(ref.current).toBe(screen.getByRole('status'));
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithProviders(
      <>
        <Alert tone="info" title="Info" isDismissible>
          Message
        </Alert>
        <Alert tone="danger" title="Error" isDismissible>
          Message
        </Alert>
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
