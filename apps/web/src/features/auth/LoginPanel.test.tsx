import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  FEATURE,
  GATEWAY_ERROR_CODE,
  captcha,
  countryCode,
  freePlayLogin,
  login,
  validationRules,
  type CallDefinition,
  type FeatureNode,
} from '@platform/api';
import { api } from '../../lib/api';
import { closeAppModal, getAppModals, removeAppModal } from '../../lib/app-modals';
import { closeLoginPrompt, requestLogin } from '../../lib/session/login-prompt';
import { sessionStore } from '../../lib/session/session';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import { siteStatusFixture } from '../../test/site-status';
import { REMEMBER_STORAGE_KEY } from './login';
import { LoginPanel } from './LoginPanel';
import { LoginPromptHost } from '../../app/shell/LoginPromptHost';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));

const call = vi.mocked(api.call);
const CAPTCHA_IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';
const COUNTRIES = { countryCode: 'MY', countries: [{ countryCode: 'MY', countryDialingCode: '60' }, { countryCode: 'SG', countryDialingCode: '65' }] };

/** Answers the public calls the form makes; `onLogin` answers the login call. */
function answer(onLogin: (input: unknown) => unknown) {
  call.mockImplementation(async (definition: CallDefinition<unknown, unknown>, input: unknown) => {
    if (definition === countryCode) return COUNTRIES;
    if (definition === validationRules) return {};
    if (definition === captcha) return CAPTCHA_IMAGE;
    if (definition === login) return onLogin(input);
    if (definition === freePlayLogin) return { token: 'trial', firstTimeLogin: true, passwordExpired: false };
    throw new Error(`unexpected call ${definition.path}`);
  });
}

function flagsOff(...ids: string[]): FeatureNode[] {
  return ids.map((modId) => ({ modId, enabled: '0', childrenNodes: [] }));
}

const username = () => screen.getByRole('textbox', { name: /^Username/ });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });

beforeEach(() => {
  call.mockReset();
  sessionStore.signOut();
});

afterEach(() => {
  act(() => closeLoginPrompt());
  for (const name of ['register', 'forgotPassword', 'changePassword'] as const) {
    closeAppModal(name);
    removeAppModal(name);
  }
});

describe('LoginPanel', () => {
  it('logs in, then shows the captcha after a failure that asks for it and sends its key', async () => {
    const onSuccess = vi.fn();
    let attempts = 0;
    answer(() => {
      attempts += 1;
      if (attempts === 1) throw new ApiError({ code: GATEWAY_ERROR_CODE.badCredentials, status: 400, message: 'x', value: { captcha: true } });
      return { token: 'tok', firstTimeLogin: false, passwordExpired: false };
    });
    await renderInApp(<LoginPanel layout="stacked" onSuccess={onSuccess} />, { siteStatus: siteStatusFixture() });

    await userEvent.type(username(), 'player01');
    await userEvent.type(password(), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect account or password.')).toBeInTheDocument();
    const captchaBox = await screen.findByRole('textbox', { name: /^Verification code/ });
    const captchaCall = call.mock.calls.find(([definition]) => definition === captcha)!;
    const { captchaKey } = captchaCall[1] as { captchaKey: string };
    expect(captchaKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

    await userEvent.type(captchaBox, '4821');
    await userEvent.clear(password());
    await userEvent.type(password(), 'player123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith(login, { type: 'username', username: 'player01', password: 'player123', captcha: '4821', captchaKey });
    expect(sessionStore.get()).toEqual({ token: 'tok', account: 'player01', type: null });
  });

  it('remembers the username (never the password) when asked, and fills it in next time', async () => {
    answer(() => ({ token: 'tok', firstTimeLogin: false, passwordExpired: false }));
    const { unmount } = await renderInApp(<LoginPanel layout="stacked" />, { siteStatus: siteStatusFixture() });
    await userEvent.type(username(), 'player01');
    await userEvent.type(password(), 'player123');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(localStorage.getItem(REMEMBER_STORAGE_KEY)).not.toBeNull());
    expect(localStorage.getItem(REMEMBER_STORAGE_KEY)).not.toContain('player123');
    unmount();

    act(() => sessionStore.signOut());
    await renderInApp(<LoginPanel layout="stacked" />, { siteStatus: siteStatusFixture() });
    expect(username()).toHaveValue('player01');
    expect(password()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('offers the mobile login, registration and free play as the flags say', async () => {
    answer(() => ({}));
    const { unmount } = await renderInApp(<LoginPanel layout="stacked" />, { siteStatus: siteStatusFixture() });
    expect(screen.getByRole('tab', { name: 'Mobile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(getAppModals().map((entry) => entry.name)).toContain('register');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(getAppModals().map((entry) => entry.name)).toContain('forgotPassword');
    await userEvent.click(screen.getByRole('button', { name: 'Play for free' }));
    await waitFor(() => expect(sessionStore.get()).toEqual({ token: 'trial', account: '', type: 4 }));
    unmount();

    const whitelabel = flagsOff(FEATURE.mobileCodeLogin, FEATURE.directRegistration, FEATURE.freePlay);
    await renderInApp(<LoginPanel layout="stacked" />, { siteStatus: siteStatusFixture({ whitelabel }) });
    expect(screen.queryByRole('tab', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play for free' })).not.toBeInTheDocument();
  });

  it('inline: the header form, with buttons for phones that open the popup', async () => {
    answer(() => ({}));
    await renderInApp(
      <>
        <LoginPanel layout="inline" aria-label="Log in" />
        <LoginPromptHost />
      </>,
      { siteStatus: siteStatusFixture() },
    );
    // jsdom matches no media query: it shows the phone's buttons, and the form is there, hidden.
    expect(screen.getByRole('form', { name: 'Log in', hidden: true })).toHaveAttribute('data-login-layout', 'inline');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('LoginPromptHost', () => {
  it('opens the popup on request, says when the session ended, closes after login, and passes axe', async () => {
    answer(() => ({ token: 'tok', firstTimeLogin: false, passwordExpired: false }));
    const { container } = await renderInApp(<LoginPromptHost />, { siteStatus: siteStatusFixture() });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => requestLogin('sessionEnded'));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByText('Your session has ended')).toBeInTheDocument();
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'player01');
    await userEvent.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'player123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStore.get()?.token).toBe('tok');
  });

  it('is translated', async () => {
    answer(() => ({}));
    await renderInApp(<LoginPromptHost />, { siteStatus: siteStatusFixture(), locale: 'ms' });
    act(() => requestLogin('sessionEnded'));
    const dialog = await screen.findByRole('dialog', { name: 'Log masuk' });
    expect(within(dialog).getByText('Sesi anda telah tamat')).toBeInTheDocument();
    expect(within(dialog).getByText('Sila log masuk semula untuk meneruskan.')).toBeInTheDocument();
  });
});
