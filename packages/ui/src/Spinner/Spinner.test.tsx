import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status that says "Loading" in the active language', async () => {
    const { unmount } = await renderWithProviders(<Spinner />, { locale: 'ms' });
    expect(screen.getByRole('status')).toHaveTextContent('Memuatkan');
    unmount();
    await renderWithProviders(<Spinner />, { locale: 'zh' });
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
  });

  it('takes a label of its own, hidden or shown', async () => {
    const { rerender } = await renderWithProviders(<Spinner label="Loading games" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    expect(screen.getByText('Loading games').tagName).toBe('SPAN');
    rerender(<Spinner label="Loading games" isLabelVisible />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
  });

  it('hides the ring from assistive technology and shows its size as a data attribute', async () => {
    await renderWithProviders(<Spinner size="lg" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('data-size', 'lg');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('passes its ref to the status element', async () => {
    const ref = createRef<HTMLSpanElement>();
    await renderWithProviders(<Spinner ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('status'));
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithProviders(
      <>
        <Spinner size="sm" />
        <Spinner label="Loading games" isLabelVisible />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
