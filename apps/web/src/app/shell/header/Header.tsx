import { Suspense, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { IconButton, focusRing } from '@platform/ui';
import type { Locale } from '@platform/ui/i18n';
import { styled } from 'styled-components';
import { brand } from '@brand';
import { useColorModeToggle } from '../../../lib/color-mode';
import { PageErrorBoundary } from '../../../components/PageErrorBoundary';
import { lazyModule } from '../../../lib/lazy/lazy-module';
import { openAppModal } from '../../../lib/app-modals';
import { useSession } from '../../../lib/session/session';
import { accountRowHeight } from './account-row';
import { TABLET, WIDE } from './breakpoints';
import { ColorModeToggle } from './ColorModeToggle';
import { GameCategoryNav } from './GameCategoryNav';
import { GiftIcon, SearchIcon, StoreIcon } from './icons';
import { LanguageSelector } from './LanguageSelector';
import { LoggedOutActions } from './LoggedOutActions';

// Guests (and the first visit) never need the account bar: it loads once a session exists.
const AccountBar = lazyModule(() => import('./AccountBar').then((module) => ({ default: module.AccountBar })));

/** Starts fetching the account bar's code before the first render (main.tsx), when a session exists. */
export const preloadAccountBar = (): Promise<unknown> => AccountBar.preload();

/** The logo's box: the brand's SVG scales into it (`object-fit: contain`), so nothing shifts as it loads. */
export const LOGO_WIDTH = 168;
export const LOGO_HEIGHT = 36;

export interface HeaderProps {
  /** Called with the language chosen in the selector. */
  onLocaleChange: (locale: Locale) => void;
}

/**
 * The site header (spec section 2), mobile first. Top row: the brand's languages, the light/dark
 * switch, and the login form (logged out) or the member's account bar (logged in). Bottom row:
 * the logo (home), the game categories with their vendors, promotions, the points mall and search.
 */
export function Header({ onLocaleChange }: HeaderProps) {
  const session = useSession();
  return (
    <Root>
      <TopBar>
        <TopInner>
          <Utilities>
            <LanguageSelector onChange={onLocaleChange} />
            <ColorModeToggle />
          </Utilities>
          <Account data-signed-in={session !== null || undefined}>
            {session === null ? (
              <LoggedOutActions />
            ) : (
              <PageErrorBoundary>
                <Suspense fallback={null}>
                  <AccountBar session={session} />
                </Suspense>
              </PageErrorBoundary>
            )}
          </Account>
        </TopInner>
      </TopBar>
      <BottomBar>
        <BottomInner>
          <BrandLogo />
          <NavArea>
            <GameCategoryNav />
          </NavArea>
          <SiteLinks />
        </BottomInner>
      </BottomBar>
    </Root>
  );
}

/** The brand's logo for the colour mode in force, linking home. */
function BrandLogo() {
  const { isDark } = useColorModeToggle();
  return (
    <LogoLink to="/">
      <img
        src={isDark ? brand.logos.dark : brand.logos.light}
        alt={brand.name}
        width={LOGO_WIDTH}
        height={LOGO_HEIGHT}
        decoding="async"
        fetchPriority="high"
      />
    </LogoLink>
  );
}

/** Promotions and the points mall (links, marked when current) and the game search. */
function SiteLinks() {
  const { t } = useLingui();
  return (
    <Links>
      <SiteLink to="/promotions" icon={<GiftIcon />}>
        {t`Promotions`}
      </SiteLink>
      <SiteLink to="/pointMall" icon={<StoreIcon />}>
        {t`Points mall`}
      </SiteLink>
      <IconButton label={t`Search games`} onClick={() => openAppModal('search')}>
        <SearchIcon />
      </IconButton>
    </Links>
  );
}

function SiteLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <LinkItem to={to}>
      {icon}
      <span>{children}</span>
    </LinkItem>
  );
}

const Root = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const TopBar = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
  background: ${({ theme }) => theme.color.background};
`;

const inner = `
  box-sizing: border-box;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
`;

const TopInner = styled.div`
  ${inner}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};

  @media ${TABLET} {
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;

const Utilities = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

// A member's bar loads after the first paint: its row is kept from the start (a phone gives it a
// row of its own), so the header does not grow and push the page down when it arrives.
const Account = styled.div`
  display: flex;
  flex: 1 1 auto;
  justify-content: flex-end;
  min-width: 0;

  &[data-signed-in] {
    ${accountRowHeight}
  }
  @media not ${TABLET} {
    &[data-signed-in] {
      flex-basis: 100%;
    }
  }
`;

const BottomBar = styled.div`
  background: ${({ theme }) => theme.color.surface};
`;

/**
 * The logo, the links and search on one line, the category nav below: eight categories with
 * their names in MS or EN need the whole width (on phones the nav scrolls sideways).
 */
const BottomInner = styled.div`
  ${inner}
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'logo links'
    'nav nav';
  align-items: center;
  gap: 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm} 0;

  @media ${TABLET} {
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;

const LogoLink = styled(Link)`
  grid-area: logo;
  display: flex;
  justify-self: start;
  min-width: 0;
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radius.sm};

  /* Shrinks (keeping its shape) rather than run under the links on a narrow phone. */
  & > img {
    display: block;
    flex: 0 1 auto;
    min-width: 0;
    width: 132px;
    height: 28px;
    object-fit: contain;
    object-position: left center;
  }
  ${focusRing()}

  @media ${TABLET} {
    & > img {
      width: ${LOGO_WIDTH}px;
      height: ${LOGO_HEIGHT}px;
    }
  }
`;

const NavArea = styled.div`
  grid-area: nav;
  min-width: 0;
`;

const Links = styled.div`
  grid-area: links;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** Phones: the icon over a short name; wider: side by side. */
const LinkItem = styled(NavLink)`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  box-sizing: border-box;
  min-width: 44px;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.color.secondary};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.color.primary};
  }
  ${focusRing('-3px')}

  @media ${TABLET} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space.xs};
    padding-inline: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  @media ${WIDE} {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
