import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAppModal, getAppModals, removeAppModal } from '../../lib/app-modals';
import { renderInApp } from '../../test/render-in-app';
import RegisterRoute from './RegisterRoute';
import { LocationProbe } from './test-support';

afterEach(() => {
  closeAppModal('register');
  removeAppModal('register');
});

describe('RegisterRoute', () => {
  it('opens registration with the link’s affiliate code, and goes home when it closes', async () => {
    const { container } = await renderInApp(
      <>
        <RegisterRoute />
        <LocationProbe />
      </>,
      { route: '/register?affiliateCode=JADE1001' },
    );
    await waitFor(() => expect(getAppModals()).toEqual([{ name: 'register', params: { affiliateCode: 'JADE1001' }, isOpen: true }]));
    expect(container.querySelector('[data-testid="location"]')?.previousSibling).toBeNull();

    act(() => closeAppModal('register'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('reads ?code= too, and opens without a code when there is none', async () => {
    const { unmount } = await renderInApp(<RegisterRoute />, { route: '/register.html?code=ABC1' });
    await waitFor(() => expect(getAppModals()[0]?.params).toEqual({ affiliateCode: 'ABC1' }));
    unmount();
    act(() => {
      closeAppModal('register');
      removeAppModal('register');
    });
    await renderInApp(<RegisterRoute />, { route: '/register' });
    await waitFor(() => expect(getAppModals()[0]?.params).toEqual({}));
  });
});
