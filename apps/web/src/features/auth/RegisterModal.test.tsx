import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  FEATURE,
  GATEWAY_ERROR_CODE,
  affiliate,
  captcha,
  countryCode,
  register,
  registerSettings,
  validationRules,
  type CallDefinition,
  type FeatureNode,
  type ValidationRules,
} from '@platform/api';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session/session';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import { siteStatusFixture } from '../../test/site-status';
import RegisterModal from './RegisterModal';
import { LocationProbe } from './test-support';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));

const call = vi.mocked(api.call);

const RULES: ValidationRules = {
  username: { enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 16 },
  password: { enabled: true, required: true, acceptedPattern: '*', minLength: 6, maxLength: 20 },
  affiliateCode: { enabled: true, required: false, acceptedPattern: '^[A-Za-z0-9]*$', minLength: 0, maxLength: 16 },
  captcha: { enabled: true, required: true, acceptedPattern: '^[0-9]{4}$', minLength: 4, maxLength: 4 },
};

/** Username registration only, without SMS verification: the shortest form. */
const WHITELABEL: FeatureNode[] = [FEATURE.mobileRegistration, FEATURE.registrationSmsVerification].map((modId) => ({
  modId,
  enabled: '0',
  childrenNodes: [],
}));

type Handler = (input: unknown) => unknown;

function answer(handlers: Map<unknown, Handler>) {
  call.mockImplementation(async (definition: CallDefinition<unknown, unknown>, input: unknown) => {
    const handler = handlers.get(definition);
    if (handler) return handler(input);
    if (definition === validationRules) return RULES;
    if (definition === registerSettings) return {};
    if (definition === countryCode) return { countryCode: 'MY', countries: [{ countryCode: 'MY', countryDialingCode: '60' }] };
    if (definition === captcha) return 'data:image/svg+xml;base64,PHN2Zy8+';
    throw new Error(`unexpected call ${definition.path}`);
  });
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

async function fill() {
  await userEvent.type(await screen.findByRole('textbox', { name: /^Username/ }), 'newplayer1');
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret123');
  await userEvent.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'secret123');
  await userEvent.type(textbox(/^Verification code/), '1234');
  await userEvent.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
}

function renderModal(props: { affiliateCode?: string } = {}, route = '/register') {
  const onClose = vi.fn();
  const rendered = renderInApp(
    <>
      <RegisterModal isOpen onClose={onClose} onClosed={() => {}} {...props} />
      <LocationProbe />
    </>,
    { route, siteStatus: siteStatusFixture({ whitelabel: WHITELABEL }) },
  );
  return { onClose, rendered };
}

beforeEach(() => {
  call.mockReset();
  sessionStore.signOut();
});

describe('RegisterModal', () => {
  it('registers, logs in, closes and goes home', async () => {
    answer(new Map<unknown, Handler>([[register, () => ({ token: 'new-tok', firstTimeLogin: true, passwordExpired: false })]]));
    const { onClose, rendered } = renderModal();
    const { container } = await rendered;
    await fill();
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const captchaKey = (call.mock.calls.findLast(([definition]) => definition === captcha)![1] as { captchaKey: string }).captchaKey;
    expect(call).toHaveBeenCalledWith(
      register,
      expect.objectContaining({
        username: 'newplayer1',
        password: 'secret123',
        confirmPassword: 'secret123',
        captcha: '1234',
        captchaKey,
        login: true,
        registerMethod: 'WEB',
        domain: window.location.hostname,
      }),
    );
    expect(sessionStore.get()).toEqual({ token: 'new-tok', account: 'newplayer1', type: null });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('warns of a rejected invitation code from the URL and shows the field', async () => {
    answer(new Map<unknown, Handler>([[affiliate, () => ({ valid: false, affiliateCode: 'BAD1' })]]));
    renderModal({}, '/register?code=BAD1');
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText('Invalid invitation code.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(affiliate, { code: 'BAD1', domain: window.location.hostname });
    await userEvent.click(within(warning).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warning' })).not.toBeInTheDocument());
    expect(textbox(/^Affiliate code/)).toHaveValue('');
  });

  it('sends an accepted code from the URL without asking for it', async () => {
    answer(
      new Map<unknown, Handler>([
        [affiliate, () => ({ valid: true, affiliateCode: 'JADE1001' })],
        [register, () => ({ token: 't', firstTimeLogin: true, passwordExpired: false })],
      ]),
    );
    const { onClose, rendered } = renderModal({ affiliateCode: 'jade1001' });
    await rendered;
    await fill();
    expect(screen.queryByRole('textbox', { name: /^Affiliate code/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith(register, expect.objectContaining({ affiliateCode: 'JADE1001' }));
  });

  it('sends the member invitation code of a referral link (?referralCode=)', async () => {
    answer(new Map<unknown, Handler>([[register, () => ({ token: 't', firstTimeLogin: true, passwordExpired: false })]]));
    const { onClose, rendered } = renderModal({}, '/register?referralCode=K7MP2QXA');
    await rendered;
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith(register, expect.objectContaining({ referralCode: 'K7MP2QXA' }));
  });

  it('shows the gateway’s refusal, warns of an invitation code it refuses, and stays open', async () => {
    answer(
      new Map<unknown, Handler>([
        [
          register,
          () => {
            throw new ApiError({ code: GATEWAY_ERROR_CODE.affiliateInvalid, status: 400, message: 'The invitation code is not valid' });
          },
        ],
      ]),
    );
    const { onClose, rendered } = renderModal();
    await rendered;
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toBeInTheDocument();
    expect(screen.getAllByText('Invalid invitation code.').length).toBeGreaterThanOrEqual(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(sessionStore.get()).toBeNull();
  });
});
