import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countryCode, forgotPasswordByEmail, registerSettings, validationRules, type CallDefinition, type RegisterSettings } from '@platform/api';
import { api } from '../../lib/api';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import { siteStatusFixture } from '../../test/site-status';
import ForgotPasswordModal from './ForgotPasswordModal';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));

const call = vi.mocked(api.call);

function answer(settings: RegisterSettings) {
  call.mockImplementation(async (definition: CallDefinition<unknown, unknown>) => {
    if (definition === validationRules) return {};
    if (definition === registerSettings) return settings;
    if (definition === countryCode) return { countryCode: null, countries: [{ countryCode: 'MY', countryDialingCode: '60' }] };
    if (definition === forgotPasswordByEmail) return null;
    throw new Error(`unexpected call ${definition.path}`);
  });
}

function renderModal(settings: RegisterSettings) {
  answer(settings);
  const onClose = vi.fn();
  const rendered = renderInApp(<ForgotPasswordModal isOpen onClose={onClose} onClosed={() => {}} />, {
    siteStatus: siteStatusFixture({ register: settings }),
  });
  return { onClose, rendered };
}

beforeEach(() => {
  call.mockReset();
});

describe('ForgotPasswordModal', () => {
  it('asks for a reset mail and confirms it, then hides on "Back to login"', async () => {
    const { onClose, rendered } = renderModal({});
    const { container } = await rendered;
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'player01');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'player01@royal.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset instructions' }));
    expect(await within(dialog).findByText('Check your email')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(forgotPasswordByEmail, { username: 'player01', email: 'player01@royal.example' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to login' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers the reset by phone only when CHNGPASSVERIF3 is on', async () => {
    const { rendered } = renderModal({ CHNGPASSVERIF3: true });
    await rendered;
    await waitFor(() => expect(screen.getByRole('tab', { name: 'By mobile number' })).toBeInTheDocument());
  });
});
