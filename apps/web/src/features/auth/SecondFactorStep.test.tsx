import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  GATEWAY_ERROR_CODE,
  captcha,
  countryCode,
  login,
  secondFactorCode,
  validationRules,
  verifySecondFactor,
  type CallDefinition,
  type SecondFactorChallenge,
} from '@platform/api';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session/session';
import { getLoginPrompt, closeLoginPrompt } from '../../lib/session/login-prompt';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import { siteStatusFixture } from '../../test/site-status';
import { LoginPanel } from './LoginPanel';
import { endSecondFactor, getSecondFactor } from './second-factor';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));

const call = vi.mocked(api.call);
const CHALLENGE_ID = 'c2Vjb25kLWZhY3Rvci1jaGFsbGVuZ2U';

function challenge(extra: Partial<SecondFactorChallenge> = {}): SecondFactorChallenge {
  return {
    challenge: CHALLENGE_ID,
    methods: ['SMS', 'EMAIL', 'REAL_NAME', 'TOTP'],
    maskedPhone: '+60 12****789',
    maskedEmail: 'p***@example.com',
    expiresAt: Date.now() + 10 * 60_000,
    ...extra,
  };
}

const verificationRequired = (value: SecondFactorChallenge) =>
  new ApiError({ code: GATEWAY_ERROR_CODE.verificationRequired, status: 403, message: 'new address', value });
const failure = (code: string, attemptsLeft: number) => new ApiError({ code, status: 400, message: 'gateway text', value: { attemptsLeft } });

/** Answers the form's public calls; the login asks for a second factor; `verify` answers the second factor. */
function answer({ verify, sendCode }: { verify?: (input: unknown) => unknown; sendCode?: (input: unknown) => unknown } = {}, asked = challenge()) {
  call.mockImplementation(async (definition: CallDefinition<unknown, unknown>, input: unknown) => {
    if (definition === countryCode) return { countryCode: 'MY', countries: [{ countryCode: 'MY', countryDialingCode: '60' }] };
    if (definition === validationRules) return {};
    if (definition === captcha) return 'data:image/svg+xml;base64,PHN2Zy8+';
    if (definition === login) throw verificationRequired(asked);
    if (definition === secondFactorCode) return sendCode ? sendCode(input) : { validMinutes: 10, expiredMinutes: 1 };
    if (definition === verifySecondFactor) return verify ? verify(input) : { token: 'verified-token', firstTimeLogin: false, passwordExpired: false };
    throw new Error(`unexpected call ${definition.path}`);
  });
}

async function submitPassword() {
  const username = screen.getByRole('textbox', { name: /^Username/ });
  const password = screen.getByLabelText(/^Password/, { selector: 'input' });
  await userEvent.clear(username);
  await userEvent.type(username, 'player01');
  await userEvent.clear(password);
  await userEvent.type(password, 'player123');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

async function logInWithPassword() {
  await submitPassword();
  return screen.findByRole('region', { name: 'Confirm it is you' });
}

beforeEach(() => {
  call.mockReset();
  sessionStore.signOut();
  endSecondFactor();
});
afterEach(() => {
  act(() => {
    endSecondFactor();
    closeLoginPrompt();
  });
  vi.useRealTimers();
});

describe('login: second factor from a new address', () => {
  it('asks for a second factor instead of logging in, with the methods the member has, and an SMS code completes the login', async () => {
    const onSuccess = vi.fn();
    answer();
    const { container } = await renderInApp(<LoginPanel layout="stacked" onSuccess={onSuccess} />, { siteStatus: siteStatusFixture() });
    const step = await logInWithPassword();
    expect(sessionStore.get()).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(within(step).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['SMS code', 'Email code', 'Real name', 'Authenticator']);
    expect(within(step).getByText(/We send the code to \+60 12\*\*\*\*789\./)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(step).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith(secondFactorCode, { challenge: CHALLENGE_ID, method: 'SMS' }));
    // The resend countdown of the SMS inputs.
    await waitFor(() => expect(within(step).getByRole('button', { name: 'Resend code' })).toHaveAttribute('data-seconds-left'));
    expect(within(step).getByText(/The code works for 10 minutes\./)).toBeInTheDocument();

    await userEvent.type(within(step).getByRole('textbox', { name: /^SMS code/ }), '482913');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(call).toHaveBeenCalledWith(verifySecondFactor, { challenge: CHALLENGE_ID, method: 'SMS', answer: '482913' });
    expect(sessionStore.get()).toEqual({ token: 'verified-token', account: 'player01', type: null });
    expect(getSecondFactor().pending).toBeNull();
  }, 15_000);

  it('shows only the methods the member has, and answers with an authenticator code', async () => {
    answer({}, challenge({ methods: ['TOTP'], maskedPhone: null, maskedEmail: null }));
    await renderInApp(<LoginPanel layout="stacked" />, { siteStatus: siteStatusFixture() });
    const step = await logInWithPassword();
    expect(within(step).queryByRole('tab')).not.toBeInTheDocument();
    const code = within(step).getByRole('textbox', { name: /^Authenticator code/ });
    await userEvent.type(code, '12345');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify and log in' }));
    expect(await within(step).findByText('The code is 6 digits.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith(verifySecondFactor, expect.anything());
    await userEvent.type(code, '6');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith(verifySecondFactor, { challenge: CHALLENGE_ID, method: 'TOTP', answer: '123456' }));
    await waitFor(() => expect(sessionStore.get()?.token).toBe('verified-token'));
  });

  it('shows the catalogue message and the tries left for a wrong code, and the phone-verification messages', async () => {
    answer({
      verify: () => {
        throw failure(GATEWAY_ERROR_CODE.codeInvalid, 3);
      },
      sendCode: () => {
        throw new ApiError({ code: GATEWAY_ERROR_CODE.tooManyRequests, status: 429, message: 'slow down' });
      },
    });
    await renderInApp(<LoginPanel layout="stacked" />, { siteStatus: siteStatusFixture() });
    const step = await logInWithPassword();
    await userEvent.click(within(step).getByRole('button', { name: 'Send code' }));
    expect(await within(step).findByText('Too many requests. Please try again after 5 minutes.')).toBeInTheDocument();
    // A refused send does not count down.
    expect(within(step).getByRole('button', { name: 'Send code' })).toBeEnabled();

    await userEvent.type(within(step).getByRole('textbox', { name: /^SMS code/ }), '000000');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify and log in' }));
    expect(await within(step).findByText('Invalid verification code. 3 tries left.')).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });

  it('says so when the real name does not match', async () => {
    answer({
      verify: () => {
        throw failure(GATEWAY_ERROR_CODE.codeInvalid, 1);
      },
    });
    await renderInApp(<LoginPanel layout="stacked" />, { siteStatus: siteStatusFixture() });
    const step = await logInWithPassword();
    await userEvent.click(within(step).getByRole('tab', { name: 'Real name' }));
    await userEvent.type(within(step).getByRole('textbox', { name: /^Real name of your bank account/ }), 'Someone Else');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify and log in' }));
    expect(await within(step).findByText('The name does not match the real name of the account. 1 try left.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(verifySecondFactor, { challenge: CHALLENGE_ID, method: 'REAL_NAME', answer: 'Someone Else' });
  });

  it('sends the player back to the password step with a message when the challenge is spent', async () => {
    answer({
      verify: () => {
        throw failure(GATEWAY_ERROR_CODE.codeInvalid, 0);
      },
    });
    await renderInApp(<LoginPanel layout="stacked" />, { siteStatus: siteStatusFixture() });
    const step = await logInWithPassword();
    await userEvent.click(within(step).getByRole('tab', { name: 'Email code' }));
    await userEvent.type(within(step).getByRole('textbox', { name: /^Email code/ }), '111111');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('The verification has ended')).toBeInTheDocument();
    expect(screen.getByText('Please log in again.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirm it is you' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends the player back when the challenge expires, and "Back to log in" leaves it', async () => {
    answer({}, challenge({ expiresAt: Date.now() + 3_000 }));
    await renderInApp(<LoginPanel layout="stacked" />, { siteStatus: siteStatusFixture() });
    await submitPassword();
    expect(await screen.findByText('The verification has expired', {}, { timeout: 5_000 })).toBeInTheDocument();

    answer();
    const step = await logInWithPassword();
    expect(screen.queryByText('The verification has expired')).not.toBeInTheDocument();
    await userEvent.click(within(step).getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('The verification has ended')).not.toBeInTheDocument();
  }, 15_000);

  it('from the header\'s one-row form, opens the login popup for the second step', async () => {
    answer();
    await renderInApp(<LoginPanel layout="inline" aria-label="Log in" />, { siteStatus: siteStatusFixture() });
    const form = screen.getByRole('form', { name: 'Log in', hidden: true });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Username/, hidden: true }), 'player01');
    await userEvent.type(within(form).getByLabelText(/^Password/, { selector: 'input' }), 'player123');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in', hidden: true }));
    await waitFor(() => expect(getLoginPrompt().isOpen).toBe(true));
    expect(getSecondFactor().pending?.account).toBe('player01');
    expect(within(form).queryByText('Incorrect account or password.')).not.toBeInTheDocument();
  });
});
