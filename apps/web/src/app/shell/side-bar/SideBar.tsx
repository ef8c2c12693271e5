import { useId, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { css, styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { tabbableElements, useReducedMotion, focusRing, unstyledList } from '@platform/ui';
import { brand } from '@brand';
import { ChannelIcon, channelLinks, SIDE_BAR_CHANNELS } from '../../../features/customer-service';
import { openAppModal } from '../../../lib/app-modals';
import { useSiteStatus } from '../../../lib/site-status-context';
import { AppDownloadIcon, ArrowUpIcon, ContactToggleIcon, HeadsetIcon } from './icons';

/** How far the page must be scrolled before "Back to top" shows. */
export const SCROLL_TOP_AFTER_PX = 400;

/**
 * From this width the open side bar fits beside the 1200 px page (8 px from the edge), so it
 * starts open; narrower (phones, tablets, small laptops) it starts collapsed to its toggle.
 */
export const WIDE_QUERY = '(min-width: 1280px)';

function startsExpanded(): boolean {
  if (typeof window === 'undefined') return false;
  const media = window.matchMedia?.(WIDE_QUERY);
  return media ? media.matches : true;
}

/*
 * The scroll position as the listener last read it, in an animation frame. Reading window.scrollY
 * while React renders or commits would force a layout of the page it is still building.
 */
let lastScrollY = 0;

function subscribeToScroll(onChange: () => void): () => void {
  let frame = 0;
  const readInNextFrame = () => {
    if (frame !== 0) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      lastScrollY = window.scrollY;
      onChange();
    });
  };
  window.addEventListener('scroll', readInNextFrame, { passive: true });
  // The position the page opened at (a reload may restore one).
  readInNextFrame();
  return () => {
    window.removeEventListener('scroll', readInNextFrame);
    cancelAnimationFrame(frame);
  };
}

/** Whether the page is scrolled further than `distance` (re-renders only when that changes). */
function useScrolledPast(distance: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => lastScrollY > distance,
    () => false,
  );
}

/**
 * The floating side bar (spec section 2, "Side bar"; a complementary landmark): the brand's
 * Telegram, Facebook and WhatsApp when its resources list them, live chat when a customer
 * service exists (it opens the chat room, which offers live chat, the VIP service and the chat
 * apps), the app download page when the brand has an app, and "Back to top" once the page is
 * scrolled. Each item is named by a label that also shows beside it on hover and focus.
 *
 * It sits at the bottom right above the activity gift. Where it would cover the page (phones,
 * tablets, screens narrower than 1280 px) it starts collapsed to one toggle; beside the page it
 * starts open. The player opens and closes it with the toggle.
 */
export default function SideBar() {
  const { t } = useLingui();
  const { status } = useSiteStatus();
  const isReducedMotion = useReducedMotion();
  const isScrolled = useScrolledPast(SCROLL_TOP_AFTER_PX);
  const [isExpanded, setExpanded] = useState(startsExpanded);
  const listId = useId();

  const channels = channelLinks(status.resources, SIDE_BAR_CHANNELS);
  const hasLiveChat = status.customerService.length > 0;
  const hasApp = Boolean(brand.appDownloads.android || brand.appDownloads.ios);
  const hasItems = channels.length > 0 || hasLiveChat || hasApp;
  if (!hasItems && !isScrolled) return null;

  const scrollToTop = () => {
    window.scrollTo({ top: 0, behavior: isReducedMotion ? 'auto' : 'smooth' });
    // The button goes away at the top: focus starts over from the page's first stop, as after a reload.
    tabbableElements(document.body)[0]?.focus({ preventScroll: true });
  };

  return (
    <Root aria-label={t`Contact and shortcuts`} data-state={isExpanded ? 'expanded' : 'collapsed'}>
      {hasItems && (
        <>
          <ItemButton type="button" aria-expanded={isExpanded} aria-controls={listId} onClick={() => setExpanded(!isExpanded)} data-toggle="">
            <ContactToggleIcon isExpanded={isExpanded} />
            <Label>{isExpanded ? t`Hide contact options` : t`Show contact options`}</Label>
          </ItemButton>
          <Items id={listId} hidden={!isExpanded}>
            {channels.map((channel) => {
              const name = channel.name;
              return (
                <li key={channel.channel}>
                  <ItemLink href={channel.href} target="_blank" rel="noopener noreferrer" data-channel={channel.channel}>
                    <ChannelIcon channel={channel.channel} />
                    <Label>{t`${name} (opens in a new tab)`}</Label>
                  </ItemLink>
                </li>
              );
            })}
            {hasLiveChat && (
              <li>
                <ItemButton type="button" onClick={() => openAppModal('chatRoom')} aria-haspopup="dialog">
                  <HeadsetIcon />
                  <Label>{t`Live chat`}</Label>
                </ItemButton>
              </li>
            )}
            {hasApp && (
              <li>
                <ItemRouterLink to="/down">
                  <AppDownloadIcon />
                  <Label>{t`App download`}</Label>
                </ItemRouterLink>
              </li>
            )}
          </Items>
        </>
      )}
      {isScrolled && (
        <ItemButton type="button" onClick={scrollToTop} data-scroll-top="">
          <ArrowUpIcon />
          <Label>{t`Back to top`}</Label>
        </ItemButton>
      )}
    </Root>
  );
}

/** The gift icon's size (ActivityGift: 64 px at the bottom right): the side bar sits above it. */
const GIFT_ICON_SIZE = '64px';

/**
 * Bottom right, above the activity gift. The column is reversed so the toggle stays where it was
 * pressed: the items open above it, and "Back to top" comes on top of them.
 */
const Root = styled.aside`
  position: fixed;
  /* Centred over the 64 px gift icon; on wide screens close to the edge, beside the page. */
  right: ${({ theme }) => `calc(${theme.space.lg} + 10px)`};
  bottom: ${({ theme }) => `calc(${theme.space.lg} + ${GIFT_ICON_SIZE} + ${theme.space.md})`};
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  /* Only its buttons take presses: the gaps between them leave the page below usable. */
  pointer-events: none;
  & > *,
  & li {
    pointer-events: auto;
  }
  @media ${WIDE_QUERY} {
    right: ${({ theme }) => theme.space.sm};
  }
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};
  ${unstyledList}
  &[hidden] {
    display: none;
  }
`;

/** The label: hidden, and shown to the left of its button on hover and on keyboard focus. */
const Label = styled.span`
  position: absolute;
  right: calc(100% + ${({ theme }) => theme.space.sm});
  top: 50%;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  transform: translateY(-50%);
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.background};
  font-size: ${({ theme }) => theme.font.size.sm};
  pointer-events: none;
`;

const item = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
  }
  ${focusRing()}
  &:hover > ${Label}, &:focus-visible > ${Label} {
    width: auto;
    height: auto;
    overflow: visible;
    clip-path: none;
  }
  &[data-toggle] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &[data-toggle]:hover {
    background: ${({ theme }) => theme.color.primaryHover};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

const ItemButton = styled.button`
  ${item}
`;

const ItemLink = styled.a`
  ${item}
`;

const ItemRouterLink = styled(Link)`
  ${item}
`;
