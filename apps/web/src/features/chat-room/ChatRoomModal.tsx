import { useId } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { ApiClient, CustomerServiceEntry, MemberInfo } from '@platform/api';
import { Modal, focusRing, unstyledList } from '@platform/ui';
import { brand } from '@brand';
import { ChannelIcon, channelLinks, CHAT_CHANNELS, createCustomerServiceOpener, CustomerServiceButton, isWebLink } from '../customer-service';
import { useMemberInfo } from '../../lib/server-state/use-member-info';
import type { AppModalProps } from '../../lib/app-modals';
import { useSiteStatus } from '../../lib/site-status-context';
import { VisuallyHidden } from '../../components/VisuallyHidden';

/** Spec section 9: "Chat header colour purple". White text on it reads at 7:1. */
export const CHAT_HEADER_COLOR = '#6d28d9';

/** Spec section 9: "Rank above 4 gives VIP service". */
export const VIP_RANK_ABOVE = 4;

/** Whether the member's club rank gives the VIP service instead of live chat. */
export function isVipMember(member: Pick<MemberInfo, 'clubLabel'> | null | undefined): boolean {
  return (member?.clubLabel?.rankLevel ?? 0) > VIP_RANK_ABOVE;
}

/** The VIP channel among the status's customer services: an entry whose csType names VIP, with an http(s) path. */
export function vipServiceLink(entries: readonly CustomerServiceEntry[]): string | null {
  const entry = entries.find((candidate) => /VIP/i.test(candidate.csType ?? '') && isWebLink(candidate.path?.trim() ?? ''));
  return entry ? entry.path.trim() : null;
}

/**
 * Opens `link` as customer service opens its own (the 440 by 500 popup, opened inside the press,
 * its opener cut, a dialog with the link when the browser blocks it): the opener, given an
 * answer that holds this one link.
 */
function serviceLinkOpener(link: string) {
  const api = { call: async () => ({ version: { pathList: [{ type: '1', path: link }] } }) } as unknown as Pick<ApiClient, 'call'>;
  return createCustomerServiceOpener({ api, merchantCode: brand.merchantCode });
}

/**
 * The chat room (spec section 2, "Modals"; section 9: a purple header). The contract has no chat
 * of its own (no message calls), so the room is the way into the brand's chats:
 * - live chat, the getService link opened in its 440 by 500 popup (type '3' links decrypted:
 *   openCustomerService), when a customer service exists;
 * - for members whose club rank is above 4, the VIP service instead: a customer-service entry
 *   whose csType names VIP, when the brand has one, else the same live chat, presented as theirs;
 * - the chat apps the brand's resources list (Telegram, WhatsApp, LINE, WeChat, Viber, Facebook).
 */
export default function ChatRoomModal({ isOpen, onClose, onClosed }: AppModalProps<'chatRoom'>) {
  const { t } = useLingui();
  const { status } = useSiteStatus();
  const member = useMemberInfo().data;
  const otherId = useId();

  const isVip = isVipMember(member);
  const vipLink = isVip ? vipServiceLink(status.customerService) : null;
  const hasLiveChat = status.customerService.length > 0;
  const channels = channelLinks(status.resources, CHAT_CHANNELS);
  const nickname = member ? member.nickname?.trim() || member.account : null;

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      onClosed={onClosed}
      hasCloseButton={false}
      width={440}
      minHeight={0}
      data-app-modal="chatRoom"
    >
      <Header>
        <ChatIcon />
        <Modal.Title>{isVip ? t`VIP service` : t`Live chat`}</Modal.Title>
        <Modal.Close />
      </Header>
      <Greeting>{nickname ? t`Hello ${nickname}, how can we help you today?` : t`Hello, how can we help you today?`}</Greeting>
      {hasLiveChat && (
        <>
          <Note>
            {isVip
              ? t`As a VIP member you are looked after by our VIP team. The chat opens in a small window.`
              : t`Our support team is here around the clock. The chat opens in a small window.`}
          </Note>
          <CustomerServiceButton isFullWidth onOpen={vipLink ? serviceLinkOpener(vipLink) : undefined}>
            {isVip ? t`Chat with the VIP team` : t`Start live chat`}
          </CustomerServiceButton>
        </>
      )}
      {channels.length > 0 && (
        <section aria-labelledby={otherId}>
          <SectionTitle id={otherId}>{hasLiveChat ? t`Or message us on` : t`Message us on`}</SectionTitle>
          <Channels>
            {channels.map((channel) => (
              <li key={channel.channel}>
                <ChannelLink href={channel.href} target="_blank" rel="noopener noreferrer">
                  <ChannelIcon channel={channel.channel} />
                  <span>{channel.name}</span>{' '}
                  <VisuallyHidden>{t`(opens in a new tab)`}</VisuallyHidden>
                </ChannelLink>
              </li>
            ))}
          </Channels>
        </section>
      )}
      {!hasLiveChat && channels.length === 0 && <Note>{t`No chat is available right now. Please try again later.`}</Note>}
    </Modal>
  );
}

function ChatIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 5.5h16a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5h-9l-4.5 3.5v-3.5H4A1.5 1.5 0 0 1 2.5 16V7A1.5 1.5 0 0 1 4 5.5z" />
      <path d="M7.5 10h9M7.5 13h5.5" />
    </svg>
  );
}

/** The purple band across the top of the panel (the panel's padding is the theme's space.xl). */
const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `calc(-1 * ${theme.space.xl}) calc(-1 * ${theme.space.xl}) 0`};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.md} ${theme.space.xl}`};
  border-radius: ${({ theme }) => `${theme.radius.lg} ${theme.radius.lg} 0 0`};
  background: ${CHAT_HEADER_COLOR};
  color: #ffffff;

  & > h2 {
    color: inherit;
  }
  & > button {
    margin: 0 0 0 auto;
    color: inherit;
  }
  & > button:hover {
    background: rgba(255, 255, 255, 0.16);
  }
  & > button:focus-visible {
    outline-color: #ffffff;
  }
`;

const Greeting = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const SectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Channels = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  ${unstyledList}
`;

const ChannelLink = styled.a`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    border-color: ${CHAT_HEADER_COLOR};
  }
  ${focusRing()}
`;
