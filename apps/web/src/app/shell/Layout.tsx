import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import type { Locale } from '@platform/ui/i18n';
import { brand } from '@brand';
import { ActivityGiftArea } from '../../features/activity-gift';
import { RealityCheckHost } from '../../features/player-protection';
import { LoginPromptHost } from './LoginPromptHost';
import { PageBanner } from './banner/PageBanner';
import { Header } from './header/Header';
import { lazyModule } from '../../lib/lazy/lazy-module';
import { AppModalOutlet } from './AppModalOutlet';
import { needsSession, pageClassName } from '../../lib/paths/paths';
import { useSession } from '../../lib/session/session';
import { useMemberSync } from './use-member-sync';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { SkipLink } from './SkipLink';
import { useAfterFirstPaint } from '../../lib/lazy/use-after-first-paint';
import { isOpeningPageReady } from '../router/preload-opening-route';

// Below the fold or floating: loaded after the first paint, which carries only what it shows.
const SideBar = lazyModule(() => import('./side-bar/SideBar'));
const Footer = lazyModule(() => import('./footer/Footer'));

/**
 * - full: header, banner, main, side bar, activity gift, footer (spec section 2's named areas);
 * - game: the header over a game (/game, /fbsports);
 * - bare: the page alone (/seamless, /lottery, /helpmc).
 */
export type LayoutVariant = 'full' | 'game' | 'bare';

export interface LayoutProps {
  variant: LayoutVariant;
  onLocaleChange: (locale: Locale) => void;
}

/** The shell every page sits in, with the areas its variant shows. */
export function Layout({ variant, onLocaleChange }: LayoutProps) {
  const { pathname } = useLocation();
  const session = useSession();
  useMemberSync();
  // The first frame carries the header and the banner (the largest picture). The page, the side
  // bar, the gift, the footer and the reality check render once it is painted, so their modules,
  // calls and rendering do not hold it back on a slow phone - except a centre page the site opened
  // at, whose code and first calls came before the first render (main.tsx): it is in that frame.
  const isAfterFirstPaint = useAfterFirstPaint();
  const showsPage = isAfterFirstPaint || isOpeningPageReady();
  if (brand.redirectLoggedOut && session === null && needsSession(pathname)) return <Navigate to="/login" replace />;
  return (
    <>
      <SkipLink />
      {variant !== 'bare' && <Header onLocaleChange={onLocaleChange} />}
      {variant === 'full' && <PageBanner />}
      <Main id="main" tabIndex={-1} className={pageClassName(pathname)} $variant={variant} key={pathname}>
        <PageErrorBoundary>
          <Suspense fallback={<PageLoading />}>{showsPage && <Outlet />}</Suspense>
        </PageErrorBoundary>
      </Main>
      {variant === 'full' && isAfterFirstPaint && (
        <PageErrorBoundary>
          <Suspense fallback={null}>
            <SideBar />
            <ActivityGiftArea />
            <Footer />
          </Suspense>
        </PageErrorBoundary>
      )}
      <AppModalOutlet />
      <LoginPromptHost />
      {session !== null && isAfterFirstPaint && (
        // The reality check comes over every variant, a running game's included.
        <PageErrorBoundary renderFailure={() => null}>
          <Suspense fallback={null}>
            <RealityCheckHost />
          </Suspense>
        </PageErrorBoundary>
      )}
    </>
  );
}

// No fade-in: a page appears at once. A page still fading in has not counted as painted until the
// fade ends (its largest contentful paint), and on a slow phone the animation costs frames.
const Main = styled.main<{ $variant: LayoutVariant }>`
  display: block;
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ $variant }) => ($variant === 'full' ? '1200px' : 'none')};
  min-height: ${({ $variant }) => ($variant === 'full' ? '60vh' : '0')};
  margin: 0 auto;
  padding: ${({ $variant, theme }) => ($variant === 'full' ? `${theme.space.xl} ${theme.space.lg}` : '0')};
  &:focus {
    outline: none;
  }
`;
