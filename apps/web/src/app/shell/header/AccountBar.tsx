import { Suspense, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Button, visuallyHidden, focusRing } from '@platform/ui';
import { css, styled } from 'styled-components';
import { brand } from '@brand';
import { confirmSignOut } from '../../../features/auth';
import { HeaderSessionTime } from '../../../features/player-protection';
import { useAfterFirstPaint } from '../../../lib/lazy/use-after-first-paint';
import { useMemberInfo } from '../../../lib/server-state';
import { agentCentrePath, memberCentrePath, type MemberCentrePage } from '../../../lib/paths/centre-paths';
import { requireRealAccount } from '../../../lib/session/access';
import { isAgent, type Session } from '../../../lib/session/session-store';
import { BalanceDisplay } from './BalanceDisplay';
import { accountRowHeight, SESSION_TIME_LINE_HEIGHT } from './account-row';
import { WIDE } from './breakpoints';
import defaultAvatar from './default-avatar.svg';
import { MenuIcon } from './account-icons';
import { usePlayerAvatar, useUnclaimedCount } from './use-account-summary';
import { useMediaQuery } from './use-media-query';

export interface AccountBarProps {
  session: Session;
}

/**
 * The logged-in member's part of the header (spec section 2): avatar, nickname, unclaimed count,
 * balance, deposit, security centre, messages, agent centre for agents and sign out. On phones
 * the balance and deposit stay in view and the rest folds into a disclosure menu (Escape closes
 * it and puts the focus back on its button); on wide screens everything sits in one row, in the
 * spec's order.
 */
export function AccountBar({ session }: AccountBarProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const memberInfo = useMemberInfo();
  const avatar = usePlayerAvatar();
  const { unclaimed, unreadMessages } = useUnclaimedCount();
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const isWide = useMediaQuery(WIDE);
  const isAfterFirstPaint = useAfterFirstPaint();

  // While loading member info the account name stands in for the nickname.
  const nickname = memberInfo.data?.nickname?.trim() || memberInfo.data?.account || session.account;
  const showsAgentCentre = brand.allowAgentCentre && isAgent(session);
  const showsMemberCentre = brand.allowMemberCentre;
  const unclaimedLabel = t`${plural(unclaimed, { one: '# promotion or message waiting', other: '# promotions and messages waiting' })}`;
  const unreadLabel = t`${plural(unreadMessages, { one: '# unread message', other: '# unread messages' })}`;

  // A press outside the open menu closes it.
  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [isOpen]);

  const close = ({ returnFocus = false } = {}) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.preventDefault();
    event.stopPropagation();
    close({ returnFocus: true });
  };

  // Tabbing out of the account area closes the menu.
  const onBlur = (event: FocusEvent) => {
    if (isOpen && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const signOut = () => {
    // The focus goes back to the menu button first, so that the confirmation returns it there
    // (on wide screens the button is not shown and the focus stays on "Sign out").
    if (isOpen) close({ returnFocus: true });
    void confirmSignOut({ navigate, queryClient });
  };

  return (
    <Root ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <MoneyAndTime>
        {/* After the first frame, as the reality check: the clock's code and call do not hold it back (its line is kept). */}
        {isAfterFirstPaint && (
          <Suspense fallback={null}>
            <HeaderSessionTime isLabelHidden={!isWide} />
          </Suspense>
        )}
        <BalanceDisplay />
      </MoneyAndTime>
      {showsMemberCentre && (
        <DepositLink page="depositv2" onNavigate={() => close()}>
          {t`Deposit`}
        </DepositLink>
      )}
      <MenuToggle
        ref={toggleRef}
        variant="ghost"
        size="sm"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      >
        <MenuIcon />
        <Hidden>{t`Account menu`}</Hidden>
        <Badge count={unclaimed} label={unclaimedLabel} />
      </MenuToggle>
      <Panel id={panelId} data-state={isOpen ? 'open' : 'closed'}>
        <Profile>
          <Avatar src={avatar.data} fallbackSrc={defaultAvatar} name={nickname} alt="" size="sm" />
          <Nickname title={nickname}>{nickname}</Nickname>
          <Badge count={unclaimed} label={unclaimedLabel} />
        </Profile>
        <Actions aria-label={t`Account`}>
          {showsMemberCentre && (
            <>
              <li>
                <CentreLink page="securityCenter" onNavigate={() => close()}>
                  {t`Security centre`}
                </CentreLink>
              </li>
              <li>
                <CentreLink page="messageV2" onNavigate={() => close()}>
                  {t`Messages`}
                  <Badge count={unreadMessages} label={unreadLabel} />
                </CentreLink>
              </li>
            </>
          )}
          {showsAgentCentre && (
            <li>
              <ActionLink to={agentCentrePath()} onClick={() => close()}>
                {t`Agent centre`}
              </ActionLink>
            </li>
          )}
          <li>
            <SignOutButton variant="ghost" size="sm" onClick={signOut}>
              {t`Sign out`}
            </SignOutButton>
          </li>
        </Actions>
      </Panel>
    </Root>
  );
}

interface CentreLinkProps {
  page: MemberCentrePage;
  children: ReactNode;
  onNavigate: () => void;
}

/** A member-centre entry: a link, refused (with the warning) for trial accounts. */
function CentreLink({ page, children, onNavigate }: CentreLinkProps) {
  return (
    <ActionLink to={memberCentrePath(page)} onClick={guardRealAccount(onNavigate)}>
      {children}
    </ActionLink>
  );
}

function DepositLink({ page, children, onNavigate }: CentreLinkProps) {
  return (
    <Deposit to={memberCentrePath(page)} onClick={guardRealAccount(onNavigate)}>
      {children}
    </Deposit>
  );
}

function guardRealAccount(onNavigate: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!requireRealAccount()) {
      event.preventDefault();
      return;
    }
    onNavigate();
  };
}

const Root = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

// Side by side on a wide header; on a phone the session time goes under the balance, small, so
// that the account's row keeps its deposit link and menu on one line. Its height is the row's from
// the start (the balance at the top), so the time arriving under the balance moves nothing.
const MoneyAndTime = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  align-items: flex-end;
  min-width: 0;
  ${accountRowHeight}

  @media not all and ${WIDE} {
    & [role='timer'] {
      font-size: ${({ theme }) => theme.font.size.xs};
      line-height: ${SESSION_TIME_LINE_HEIGHT};
    }
  }

  @media ${WIDE} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const MenuToggle = styled(Button)`
  && {
    min-width: 44px;
    min-height: 40px;
    padding-inline: ${({ theme }) => theme.space.sm};
    gap: ${({ theme }) => theme.space.xxs};
  }
  & > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
  }

  @media ${WIDE} {
    && {
      display: none;
    }
  }
`;

const linkBase = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  box-sizing: border-box;
  min-height: 40px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  white-space: nowrap;
`;

const Deposit = styled(NavLink)`
  ${linkBase}
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};

  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }
  ${focusRing()}
  @media (forced-colors: active) {
    border: 1px solid LinkText;
  }
`;

/**
 * On phones: a drop-down card below the account row, shown while open. On wide screens: the
 * profile and actions in the row itself, always shown.
 */
const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  box-sizing: border-box;
  width: min(18rem, calc(100vw - 2 * ${({ theme }) => theme.space.lg}));
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.md};

  &[data-state='closed'] {
    display: none;
  }

  /* Its profile and actions join the row: the profile first, then balance, deposit, actions. */
  @media ${WIDE} {
    &&[data-state] {
      display: contents;
    }
  }
  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};

  @media ${WIDE} {
    order: -1;
    padding: 0 ${({ theme }) => theme.space.xs};
    border-bottom: 0;
  }
`;

const Nickname = styled.span`
  min-width: 0;
  max-width: 10rem;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Actions = styled.ul`
  display: flex;
  flex-direction: column;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;

  @media ${WIDE} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
  }
`;

const ActionLink = styled(NavLink)`
  ${linkBase}
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  &:hover {
    background: ${({ theme }) => theme.color.secondary};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary};
  }
  ${focusRing('-3px')}

  @media ${WIDE} {
    width: auto;
    min-height: 40px;

    &[aria-current='page'] {
      box-shadow: inset 0 -3px 0 ${({ theme }) => theme.color.primary};
    }
  }
`;

const SignOutButton = styled(Button)`
  && {
    justify-content: flex-start;
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  @media ${WIDE} {
    && {
      width: auto;
      min-height: 40px;
    }
  }
`;
