import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render-in-app';
import { CustomerServiceButton } from './CustomerServiceButton';

vi.mock('./customer-service', () => ({ openCustomerService: vi.fn(async () => 'opened') }));

describe('CustomerServiceButton', () => {
  it('opens customer service on a press and is busy until the lookup ends', async () => {
    let finish: () => void = () => {};
    const onOpen = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderInApp(<CustomerServiceButton onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Customer service' });
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    // A second press while busy does nothing.
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('uses the site opener by default, and is translated', async () => {
    const { openCustomerService } = await import('./customer-service');
    await renderInApp(<CustomerServiceButton />, { locale: 'zh' });
    screen.getByRole('button', { name: '客服' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(openCustomerService).toHaveBeenCalledTimes(1);
  });
});
