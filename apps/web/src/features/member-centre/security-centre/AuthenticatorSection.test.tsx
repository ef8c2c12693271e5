import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY_ERROR_CODE, disableTotp, enableTotp, totpSetup } from '@platform/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { AuthenticatorSection } from './AuthenticatorSection';
import { PROFILE, TOTP_SETUP, answer, call, callsOf, refusal, signInMember, siteStatus } from './test-support';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const section = () => screen.getByRole('region', { name: 'Authenticator app' });

beforeEach(() => {
  call.mockReset();
  signInMember();
});
afterEach(() => {
  sessionStore.signOut();
});

describe('AuthenticatorSection', () => {
  it('sets up the app: the QR code of the otpauth address, the key to type, then a 6-digit code turns it on', async () => {
    answer();
    const { container } = await renderInApp(<AuthenticatorSection />, { siteStatus });
    await userEvent.click(await within(section()).findByRole('button', { name: 'Set up an authenticator app' }));
    expect(callsOf(totpSetup)).toHaveLength(1);
    const form = await within(section()).findByRole('form', { name: 'Set up an authenticator app' });
    expect(within(form).getByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Key to type by hand/ })).toHaveValue(TOTP_SETUP.secret);
    expect(await axeViolations(container)).toEqual([]);

    const code = within(form).getByRole('textbox', { name: /^Code from the app/ });
    await userEvent.type(code, '12a');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText('Enter the 6 digits the app shows.')).toBeInTheDocument();
    expect(callsOf(enableTotp)).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(section()).findByText('The authenticator app is on.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(enableTotp, { code: '123456' });
    expect(within(section()).getByRole('form', { name: 'Turn off the authenticator app' })).toBeInTheDocument();
  });

  it('shows the catalogue message for a wrong code and stays on the form', async () => {
    answer();
    const answerAsBefore = call.getMockImplementation()!;
    call.mockImplementation(async (definition, input) => {
      if (definition === enableTotp) throw refusal(GATEWAY_ERROR_CODE.codeInvalid);
      return answerAsBefore(definition, input);
    });
    await renderInApp(<AuthenticatorSection />, { siteStatus });
    await userEvent.click(await within(section()).findByRole('button', { name: 'Set up an authenticator app' }));
    const form = await within(section()).findByRole('form', { name: 'Set up an authenticator app' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Code from the app/ }), '654321');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText('Invalid verification code.')).toBeInTheDocument();
  });

  it('turns the app off with the login password', async () => {
    answer({ profile: { ...PROFILE, totpEnabled: true } });
    await renderInApp(<AuthenticatorSection />, { siteStatus });
    const form = await within(section()).findByRole('form', { name: 'Turn off the authenticator app' });
    await userEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await within(form).findByText('Please enter your login password.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Login password/, { selector: 'input' }), 'player123');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith(disableTotp, { password: 'player123' }));
    expect(await within(section()).findByText('The authenticator app is off.')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  });
});
