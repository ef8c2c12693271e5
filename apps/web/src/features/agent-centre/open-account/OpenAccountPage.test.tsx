import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  GATEWAY_ERROR_CODE,
  MAX_AFFILIATE_LINKS,
  affiliateLinks,
  createAffiliateLink,
  createDownlineAccount,
  updateAffiliateLink,
  validationRules,
  type AffiliateLink,
  type AffiliateLinks,
  type CreateAffiliateLinkRequest,
  type CreateDownlineAccountRequest,
  type TeamMember,
  type UpdateAffiliateLinkRequest,
  type ValidationRules,
} from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import OpenAccountPage from './OpenAccountPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

/** Royal's registration rules (the gateway's demo merchant): the real name is not asked. */
const RULES: ValidationRules = {
  username: { enabled: true, required: true, acceptedPattern: '[A-Za-z][A-Za-z0-9]*', patternId: 'letterFirstAlphanumeric', minLength: 6, maxLength: 16 },
  password: { enabled: true, required: true, acceptedPattern: '(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+', patternId: 'lettersAndDigits', minLength: 6, maxLength: 20 },
  payeeName: { enabled: false, required: false, acceptedPattern: '\\S+(?: \\S+)+', patternId: 'fullName', minLength: 3, maxLength: 50 },
};

function link(id: number, name: string, extra: Partial<AffiliateLink> = {}): AffiliateLink {
  const code = `CODE${id}AB`;
  return {
    id,
    name,
    code,
    accountType: 0,
    url: `https://royal.example/#/register?affiliateCode=${code}`,
    enabled: true,
    createTime: '2026-11-20T02:00:00.000Z',
    registeredCount: 0,
    ...extra,
  };
}

const LINKS = [link(2, 'Facebook group', { registeredCount: 1234 }), link(1, 'Agents wanted', { accountType: 41, enabled: false, registeredCount: 3 })];

function member(account: string, type: number): TeamMember {
  return {
    account,
    nickname: null,
    type,
    upline: 'agent02',
    level: 1,
    mainBalance: 0,
    totalBalance: 0,
    lastLoginTime: null,
    teamSize: 0,
    directDownlineCount: 0,
    contracts: [],
    registerTime: '2026-11-26T07:00:00.000Z',
  };
}

interface Answers {
  rules?: ValidationRules | Error;
  links?: AffiliateLinks | Error;
  created?: TeamMember | Error;
}

function linksOf(list: AffiliateLink[]): AffiliateLinks {
  return { list, accountTypes: [0, 2, 41, 42], maxLinks: MAX_AFFILIATE_LINKS };
}

/** Answers the page's calls as the gateway would: the links change as they are created and updated. */
function answer({ rules = RULES, links = linksOf(LINKS), created }: Answers = {}) {
  let stored = links;
  call.mockImplementation(async (definition, input) => {
    if (definition === validationRules) {
      if (rules instanceof Error) throw rules;
      return rules;
    }
    if (definition === affiliateLinks) {
      if (stored instanceof Error) throw stored;
      return stored;
    }
    if (definition === createDownlineAccount) {
      if (created instanceof Error) throw created;
      const request = input as CreateDownlineAccountRequest;
      return created ?? member(request.account, request.type);
    }
    if (stored instanceof Error) throw stored;
    if (definition === createAffiliateLink) {
      const request = input as CreateAffiliateLinkRequest;
      const added = link(9, request.name, { accountType: request.accountType });
      stored = { ...stored, list: [added, ...stored.list] };
      return added;
    }
    if (definition === updateAffiliateLink) {
      const { id, ...change } = input as UpdateAffiliateLinkRequest;
      const updated = { ...stored.list.find((known) => known.id === id)!, ...change };
      stored = { ...stored, list: stored.list.map((known) => (known.id === id ? updated : known)) };
      return updated;
    }
    return null;
  });
}

const inputsOf = <Input,>(definition: unknown) => call.mock.calls.filter(([called]) => called === definition).map(([, input]) => input as Input);

/** The error a field shows: the part of its description that Field marks as its error. */
function shownError(input: HTMLElement): string {
  const errorId = (input.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error'));
  const error = errorId === undefined ? null : document.getElementById(errorId);
  if (error === null) return '';
  expect(input).toHaveAttribute('aria-invalid', 'true');
  // Field writes "Error: " before the message for screen readers.
  return (error.textContent ?? '').replace(/^Error: /, '');
}

async function openAccountForm() {
  return screen.findByRole('form', { name: 'Open an account' });
}

async function fillAccount(form: HTMLElement, values: { account?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup();
  if (values.account !== undefined) await user.type(within(form).getByRole('textbox', { name: /^Account/ }), values.account);
  if (values.password !== undefined) await user.type(within(form).getByLabelText(/^Password/), values.password);
  if (values.confirm !== undefined) await user.type(within(form).getByLabelText(/^Confirm password/), values.confirm);
  return user;
}

beforeEach(() => {
  // A level 2 agent: it may open members, level 2 agents and level 3 agents, never a level 1 agent.
  sessionStore.signIn({ token: 'agent-token', account: 'agent02', type: 2 });
});

afterEach(() => {
  call.mockReset();
  sessionStore.signOut();
});

describe('opening a downline account', () => {
  it('asks for the account and password with registration’s hints, and offers only the types the agent may open', async () => {
    answer();
    await renderInApp(<OpenAccountPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Open account' })).toBeInTheDocument();
    const form = await openAccountForm();
    expect(within(form).getByRole('textbox', { name: /^Account/ })).toHaveAccessibleDescription('6-16 characters: a letter first, then letters or digits');
    expect(within(form).getByLabelText(/^Password/)).toHaveAccessibleDescription('6-20 characters, with both letters and digits');
    const type = within(form).getByRole('combobox', { name: /Account type/ });
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['Member', 'Level 2 agent', 'Level 3 agent (41)', 'Level 3 agent (42)']);
    expect(within(form).queryByRole('textbox', { name: /Real name/ })).not.toBeInTheDocument();
  });

  it.each([
    [1, ['Member', 'Level 1 agent', 'Level 2 agent', 'Level 3 agent (41)', 'Level 3 agent (42)']],
    [42, ['Member', 'Level 3 agent (41)', 'Level 3 agent (42)']],
  ])('offers a type %i agent the member and the agent types of its level or below', async (type, offered) => {
    sessionStore.update({ type });
    answer();
    await renderInApp(<OpenAccountPage />);
    const form = await openAccountForm();
    const select = within(form).getByRole('combobox', { name: /Account type/ });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(offered);
  });

  it('shows the rule each field fails, keeps what was typed, and sends nothing', async () => {
    answer();
    await renderInApp(<OpenAccountPage />);
    const form = await openAccountForm();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Open account' }));
    const account = within(form).getByRole('textbox', { name: /^Account/ });
    expect(shownError(account)).toBe('Input cannot be empty');
    expect(shownError(within(form).getByLabelText(/^Confirm password/))).toBe('Input cannot be empty');

    await fillAccount(form, { account: '9lives', password: 'abc', confirm: 'abd' });
    await user.click(within(form).getByRole('button', { name: 'Open account' }));
    expect(shownError(account)).toBe('6-16 characters: a letter first, then letters or digits');
    expect(shownError(within(form).getByLabelText(/^Password/))).toBe('Use 6-20 characters');
    expect(shownError(within(form).getByLabelText(/^Confirm password/))).toBe('The two entries differ');
    expect(account).toHaveValue('9lives');
    expect(inputsOf(createDownlineAccount)).toEqual([]);

    // Corrected, the error goes as it is typed.
    await user.clear(account);
    await user.type(account, 'nine9lives');
    expect(shownError(account)).toBe('');
  });

  it('asks for the real name when the merchant’s rule requires it', async () => {
    answer({ rules: { ...RULES, payeeName: { ...RULES.payeeName!, enabled: true, required: true } } });
    await renderInApp(<OpenAccountPage />);
    const form = await openAccountForm();
    const user = await fillAccount(form, { account: 'downline01', password: 'secret99', confirm: 'secret99' });
    const realName = within(form).getByRole('textbox', { name: /Real name/ });
    await user.click(within(form).getByRole('button', { name: 'Open account' }));
    expect(shownError(realName)).toBe('Input cannot be empty');
    await user.type(realName, 'Tan Ah Kow');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(inputsOf(createDownlineAccount)).toHaveLength(1));
    expect(inputsOf(createDownlineAccount)[0]).toEqual({ account: 'downline01', password: 'secret99', confirmPassword: 'secret99', type: 0, realName: 'Tan Ah Kow' });
  });

  it('opens the account with the type chosen, shows it to copy, and starts an empty form', async () => {
    answer();
    await renderInApp(<OpenAccountPage />);
    const form = await openAccountForm();
    const user = await fillAccount(form, { account: '  subagent7 ', password: 'secret99', confirm: 'secret99' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Account type/ }), 'Level 3 agent (41)');
    await user.click(within(form).getByRole('button', { name: 'Open account' }));

    expect(await screen.findByText('Account subagent7 is open')).toBeInTheDocument();
    // The focus was in the form that is now replaced: it goes to the confirmation.
    await waitFor(() => expect(screen.getByText('Account subagent7 is open').closest('[role="status"]')).toHaveFocus());
    expect(inputsOf(createDownlineAccount)).toEqual([{ account: 'subagent7', password: 'secret99', confirmPassword: 'secret99', type: 41 }]);
    expect(screen.getByText('It is your direct downline (Level 3 agent (41)) and logs in with the password you chose.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New account' })).toHaveValue('subagent7');
    const fresh = await openAccountForm();
    expect(within(fresh).getByRole('textbox', { name: /^Account/ })).toHaveValue('');
    expect(within(fresh).getByLabelText(/^Password/)).toHaveValue('');
    expect(within(fresh).getByRole('combobox', { name: /Account type/ })).toHaveValue('0');
  });

  it('shows a taken account by its field and another refusal above the button, keeping the input', async () => {
    answer({ created: new ApiError({ code: GATEWAY_ERROR_CODE.accountExists, status: 409, message: 'This username is already taken' }) });
    await renderInApp(<OpenAccountPage />);
    const form = await openAccountForm();
    const user = await fillAccount(form, { account: 'taken01', password: 'secret99', confirm: 'secret99' });
    await user.click(within(form).getByRole('button', { name: 'Open account' }));
    const account = within(form).getByRole('textbox', { name: /^Account/ });
    await waitFor(() => expect(shownError(account)).toBe('This account already exists.'));
    expect(account).toHaveValue('taken01');
    expect(within(form).getByLabelText(/^Password/)).toHaveValue('secret99');

    answer({ created: new ApiError({ code: GATEWAY_ERROR_CODE.tooManyRequests, status: 429, message: 'Too many registrations from your network: try again later' }) });
    await user.clear(account);
    await user.type(account, 'free0001');
    await user.click(within(form).getByRole('button', { name: 'Open account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Too many requests. Please try again after 5 minutes.');
    expect(account).toHaveValue('free0001');
    expect(inputsOf<CreateDownlineAccountRequest>(createDownlineAccount).map((input) => input.account)).toEqual(['taken01', 'free0001']);
  });

  it('offers Retry when the registration rules cannot be loaded', async () => {
    answer({ rules: new ApiError({ code: 'SYSTEM_ERROR', status: 500, message: 'down' }) });
    await renderInApp(<OpenAccountPage />);
    expect(await screen.findByText('The registration rules could not be loaded.')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await openAccountForm()).toBeInTheDocument();
  });
});

describe('affiliate links', () => {
  const card = (name: string) => screen.findByRole('article', { name });

  it('lists each link with its code, type, registrations, state and the registration link on this site', async () => {
    answer();
    await renderInApp(<OpenAccountPage />);
    expect(await screen.findByText(`You have 2 of ${MAX_AFFILIATE_LINKS} links.`)).toBeInTheDocument();
    const facebook = await card('Facebook group');
    expect(within(facebook).getByText('CODE2AB')).toBeInTheDocument();
    expect(within(facebook).getByText('Member')).toBeInTheDocument();
    expect(within(facebook).getByText('1,234')).toBeInTheDocument();
    expect(within(facebook).getByText('Enabled')).toBeInTheDocument();
    const url = within(facebook).getByRole('textbox', { name: 'Registration link' });
    expect((url as HTMLInputElement).value).toBe(`${window.location.origin}/register?affiliateCode=CODE2AB`);
    expect(within(facebook).getByRole('button', { name: /^Copy/ })).toBeInTheDocument();

    const agents = screen.getByRole('article', { name: 'Agents wanted' });
    expect(within(agents).getByText('Level 3 agent (41)')).toBeInTheDocument();
    expect(within(agents).getByText('Disabled')).toBeInTheDocument();
    expect(within(agents).getByText('Disabled: registrations through this link are refused.')).toBeInTheDocument();
    expect(within(agents).getByRole('button', { name: 'Enable Agents wanted' })).toBeInTheDocument();
  });

  it('creates a link with the name and account type chosen, after checking the name', async () => {
    answer();
    await renderInApp(<OpenAccountPage />);
    const form = await screen.findByRole('form', { name: 'Create a link' });
    const user = userEvent.setup();
    const types = within(form).getByRole('combobox', { name: /Registers as/ });
    expect(within(types).getAllByRole('option').map((option) => option.textContent)).toEqual(['Member', 'Level 2 agent', 'Level 3 agent (41)', 'Level 3 agent (42)']);
    const name = within(form).getByRole('textbox', { name: /Link name/ });
    await user.type(name, '   ');
    await user.click(within(form).getByRole('button', { name: 'Create link' }));
    expect(shownError(name)).toBe('Input cannot be empty');
    expect(inputsOf(createAffiliateLink)).toEqual([]);

    await user.selectOptions(types, 'Level 2 agent');
    await user.type(name, 'Telegram');
    await user.keyboard('{Enter}');
    expect(await within(form).findByText('Link Telegram created.')).toBeInTheDocument();
    expect(inputsOf(createAffiliateLink)).toEqual([{ name: 'Telegram', accountType: 2 }]);
    expect(name).toHaveValue('');
    expect(await card('Telegram')).toBeInTheDocument();
  });

  it('tells how many links are left near the limit, and replaces the form with the limit once reached', async () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => link(100 + index, `Link ${index + 1}`));
    answer({ links: linksOf(many(MAX_AFFILIATE_LINKS - 3)) });
    const first = await renderInApp(<OpenAccountPage />);
    expect(await screen.findByText('You can create 3 more links.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Create a link' })).toBeInTheDocument();
    first.unmount();

    answer({ links: linksOf(many(MAX_AFFILIATE_LINKS)) });
    await renderInApp(<OpenAccountPage />);
    expect(await screen.findByText(`You have ${MAX_AFFILIATE_LINKS} of ${MAX_AFFILIATE_LINKS} links.`)).toBeInTheDocument();
    expect(screen.getByText('You have the most links allowed: rename a link or enable a disabled one instead of creating another.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create a link' })).not.toBeInTheDocument();
  });

  it('says so when the gateway refuses a link past the limit', async () => {
    answer();
    await renderInApp(<OpenAccountPage />);
    const form = await screen.findByRole('form', { name: 'Create a link' });
    call.mockRejectedValueOnce(new ApiError({ code: GATEWAY_ERROR_CODE.operationNotAllowed, status: 409, message: 'You have 50 links already' }));
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: /Link name/ }), 'One more');
    await user.keyboard('{Enter}');
    expect(await within(form).findByRole('alert')).toHaveTextContent(`You already have ${MAX_AFFILIATE_LINKS} links, the most allowed.`);
    expect(within(form).getByRole('textbox', { name: /Link name/ })).toHaveValue('One more');
  });

  it('renames a link in a dialog', async () => {
    answer();
    await renderInApp(<OpenAccountPage />);
    const user = userEvent.setup();
    await user.click(within(await card('Facebook group')).getByRole('button', { name: 'Rename Facebook group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename link' });
    const name = within(dialog).getByRole('textbox', { name: /Link name/ });
    expect(name).toHaveValue('Facebook group');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(shownError(name)).toBe('Input cannot be empty');
    await user.type(name, 'FB group');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(inputsOf(updateAffiliateLink)).toEqual([{ id: 2, name: 'FB group' }]));
    expect(await card('FB group')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename link' })).not.toBeInTheDocument());
  });

  it('disables a link after a confirmation, and enables one at once', async () => {
    answer();
    await renderInApp(<OpenAccountPage />);
    const user = userEvent.setup();
    await user.click(within(await card('Facebook group')).getByRole('button', { name: 'Disable Facebook group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable Facebook group?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(inputsOf(updateAffiliateLink)).toEqual([]);

    await user.click(within(await card('Facebook group')).getByRole('button', { name: 'Disable Facebook group' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Disable Facebook group?' })).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(inputsOf(updateAffiliateLink)).toEqual([{ id: 2, enabled: false }]));
    expect(await within(await card('Facebook group')).findByText('Disabled')).toBeInTheDocument();

    await user.click(within(screen.getByRole('article', { name: 'Agents wanted' })).getByRole('button', { name: 'Enable Agents wanted' }));
    await waitFor(() => expect(inputsOf(updateAffiliateLink)).toEqual([{ id: 2, enabled: false }, { id: 1, enabled: true }]));
  });

  it('shows a failed change in the link’s card', async () => {
    answer();
    await renderInApp(<OpenAccountPage />);
    call.mockRejectedValueOnce(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' }));
    await userEvent.click(within(await card('Agents wanted')).getByRole('button', { name: 'Enable Agents wanted' }));
    expect(await within(screen.getByRole('article', { name: 'Agents wanted' })).findByRole('alert')).toHaveTextContent('Network connection abnormal, please retry.');
  });

  it('shows a link as a QR code of its registration address', async () => {
    answer();
    await renderInApp(<OpenAccountPage />);
    const user = userEvent.setup();
    const button = within(await card('Facebook group')).getByRole('button', { name: 'QR code Facebook group' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'QR code of Facebook group' });
    expect(within(dialog).getByRole('img', { name: 'QR code of the registration link Facebook group' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Registration link' })).toHaveValue(`${window.location.origin}/register?affiliateCode=CODE2AB`);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('shows loading, then an empty list', async () => {
    answer({ links: linksOf([]) });
    await renderInApp(<OpenAccountPage />);
    expect(screen.getByText('Loading your links')).toBeInTheDocument();
    expect(await screen.findByText('No links yet: create one to share.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('offers Retry when the links cannot be loaded', async () => {
    answer({ links: new ApiError({ code: 'SYSTEM_ERROR', status: 500, message: 'down' }) });
    await renderInApp(<OpenAccountPage />);
    expect(await screen.findByText('Your links could not be loaded.')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Facebook group')).toBeInTheDocument();
  });
});

describe('accessibility', () => {
  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    answer();
    const { container } = await renderInApp(<OpenAccountPage />, { colorMode });
    await screen.findByRole('article', { name: 'Facebook group' });
    await openAccountForm();
    expect(await axeViolations(container)).toEqual([]);
  });
});
