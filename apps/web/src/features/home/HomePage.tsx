import { Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { visuallyHidden } from '@platform/ui';
import { brand } from '@brand';
import { HomeGames, WinnersList } from '../games';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';
import { AnnouncementBar } from '../notices';
import { lazyModule } from '../../lib/lazy/lazy-module';

// Below the fold with the winners, and lazy, so the home route's first script does not grow.
const PlaySafeNote = /* @__PURE__ */ lazyModule(() => import('./PlaySafeNote'));

/**
 * The home route (the banner and its jackpot ticker sit above it, in the layout's banner area):
 * the announcement bar, the lobby's hot games and categories, the winners list, and the way to
 * the player's own limits (responsible gaming).
 */
export function HomePage() {
  const { t } = useLingui();
  const brandName = brand.name;
  return (
    <Stack>
      <VisuallyHidden as="h1">{t`${brandName} lobby`}</VisuallyHidden>
      <AnnouncementBar />
      <HomeGames />
      {/* Below the fold, and lazy: loaded after the first paint. */}
      <PageErrorBoundary>
        <Suspense fallback={null}>
          <WinnersList />
        </Suspense>
      </PageErrorBoundary>
      <PageErrorBoundary>
        <Suspense fallback={null}>
          <PlaySafeNote />
        </Suspense>
      </PageErrorBoundary>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
