import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberInfo, type CustomerServiceEntry, type MemberInfo, type Resource } from '@platform/api';
import { dialogs } from '@platform/ui';
import { api } from '../../lib/api';
import { openCustomerService } from '../customer-service/customer-service';
import { sessionStore } from '../../lib/session/session';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import { siteStatusFixture } from '../../test/site-status';
import ChatRoomModalComponent, { CHAT_HEADER_COLOR, isVipMember, vipServiceLink } from './ChatRoomModal';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));
vi.mock('../customer-service/customer-service', () => ({ openCustomerService: vi.fn(async () => 'opened') }));

// AppModalProps<'chatRoom'> intersects the props with Record<string, never>, which no JSX can
// satisfy (lib/app-modals.ts): the outlet's own props, typed as the outlet passes them.
const ChatRoomModal = ChatRoomModalComponent as unknown as ComponentType<{ isOpen: boolean; onClose: () => void; onClosed: () => void }>;

const call = vi.mocked(api.call);

const LIVE_CHAT: CustomerServiceEntry = { csType: 'LIVE_CHAT', title: 'Live Chat', path: 'https://chat.example/royal' };
const VIP_CHAT: CustomerServiceEntry = { csType: 'VIP_CHAT', title: 'VIP', path: 'https://vip.example/royal' };
const RESOURCES: Resource[] = [
  { resourceType: 'TELEGRAM', url: 'https://t.example/royal' },
  { resourceType: 'WHATSAPP', url: 'https://wa.example/royal' },
  { resourceType: 'YOUTUBE', url: 'https://youtube.example/royal' },
];

function member(rankLevel: number | null): MemberInfo {
  return {
    id: 1,
    account: 'player01',
    nickname: 'Ali',
    type: 1,
    toUpline: false,
    clubLabel: rankLevel === null ? null : { labelName: `Rank ${rankLevel}`, rankLevel },
    memberLabel: [],
  };
}

function signInAs(info: MemberInfo) {
  sessionStore.signIn({ token: `token-${info.clubLabel?.rankLevel ?? 0}`, account: info.account, type: info.type });
  call.mockImplementation((async (definition: unknown) => {
    if (definition === memberInfo) return info;
    throw new Error('unexpected call');
  }) as unknown as typeof api.call);
}

async function renderChatRoom({
  customerService = [LIVE_CHAT],
  resources = RESOURCES,
  colorMode = 'light',
  locale = 'en',
}: { customerService?: CustomerServiceEntry[]; resources?: Resource[]; colorMode?: 'light' | 'dark'; locale?: 'en' | 'ms' | 'zh' } = {}) {
  const onClose = vi.fn();
  const result = await renderInApp(<ChatRoomModal isOpen onClose={onClose} onClosed={() => {}} />, {
    siteStatus: siteStatusFixture({ customerService, resources }),
    colorMode,
    locale,
  });
  return { ...result, onClose };
}

beforeEach(() => {
  call.mockImplementation((async () => {
    throw new Error('unexpected call');
  }) as unknown as typeof api.call);
});

afterEach(() => {
  call.mockReset();
  vi.mocked(openCustomerService).mockClear();
  sessionStore.signOut();
  dialogs.closeAll();
  vi.restoreAllMocks();
});

describe('isVipMember and vipServiceLink', () => {
  it('gives the VIP service to club ranks above 4 only', () => {
    expect(isVipMember(member(5))).toBe(true);
    expect(isVipMember(member(4))).toBe(false);
    expect(isVipMember(member(null))).toBe(false);
    expect(isVipMember(undefined)).toBe(false);
  });

  it('finds a VIP customer-service entry with a web link', () => {
    expect(vipServiceLink([LIVE_CHAT, VIP_CHAT])).toBe('https://vip.example/royal');
    expect(vipServiceLink([LIVE_CHAT, { ...VIP_CHAT, path: 'javascript:alert(1)' }])).toBeNull();
    expect(vipServiceLink([LIVE_CHAT])).toBeNull();
  });
});

describe('ChatRoomModal', () => {
  it('has a purple header naming the live chat, and opens live chat from its button', async () => {
    await renderChatRoom();
    const dialog = await screen.findByRole('dialog', { name: 'Live chat' });
    const header = within(dialog).getByRole('heading', { level: 2, name: 'Live chat' }).parentElement!;
    expect(getComputedStyle(header).backgroundColor).toBe('rgb(109, 40, 217)');
    expect(CHAT_HEADER_COLOR).toBe('#6d28d9');
    expect(within(dialog).getByText('Hello, how can we help you today?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start live chat' }));
    expect(openCustomerService).toHaveBeenCalledTimes(1);
  });

  it('offers the chat apps of the brand beside live chat, in new tabs', async () => {
    await renderChatRoom();
    const dialog = await screen.findByRole('dialog', { name: 'Live chat' });
    const apps = within(dialog).getByRole('region', { name: 'Or message us on' });
    const links = within(apps).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Telegram (opens in a new tab)', 'WhatsApp (opens in a new tab)']);
    expect(links[1]).toHaveAttribute('href', 'https://wa.example/royal');
    expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('greets a member and keeps live chat for club ranks up to 4', async () => {
    signInAs(member(4));
    await renderChatRoom();
    expect(await screen.findByText('Hello Ali, how can we help you today?')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Live chat' })).toBeInTheDocument();
  });

  it("opens the VIP service in the 440 by 500 popup for ranks above 4", async () => {
    signInAs(member(5));
    const popup = { opener: {}, closed: false, close: vi.fn(), focus: vi.fn(), location: { replace: vi.fn() } };
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    await renderChatRoom({ customerService: [LIVE_CHAT, VIP_CHAT] });
    const dialog = await screen.findByRole('dialog', { name: 'VIP service' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chat with the VIP team' }));
    expect(open).toHaveBeenCalledWith('', 'customer-service', expect.stringContaining('width=440,height=500'));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith('https://vip.example/royal'));
    expect(openCustomerService).not.toHaveBeenCalled();
  });

  it('gives a VIP member the live chat when the brand has no VIP channel', async () => {
    signInAs(member(6));
    await renderChatRoom();
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with the VIP team' }));
    expect(openCustomerService).toHaveBeenCalledTimes(1);
  });

  it('offers only the chat apps when there is no customer service, and says so when there is nothing', async () => {
    const { unmount } = await renderChatRoom({ customerService: [] });
    expect(screen.queryByRole('button', { name: 'Start live chat' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Message us on' })).toBeInTheDocument();
    unmount();
    await renderChatRoom({ customerService: [], resources: [] });
    expect(screen.getByText('No chat is available right now. Please try again later.')).toBeInTheDocument();
  });

  it('closes from its close control and with Escape', async () => {
    const { onClose } = await renderChatRoom();
    const dialog = await screen.findByRole('dialog', { name: 'Live chat' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is translated', async () => {
    await renderChatRoom({ locale: 'ms' });
    expect(await screen.findByRole('dialog', { name: 'Sembang langsung' })).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    await renderChatRoom({ colorMode });
    await screen.findByRole('dialog', { name: 'Live chat' });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
