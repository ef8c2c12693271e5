import { Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { visuallyHidden } from '@platform/ui';
import { brand } from '@brand';
import { HomeGames } from '../games/home/HomeGames';
import { PageErrorBoundary } from '../layout/PageErrorBoundary';
import { lazyModule } from '../lazy/lazy-module';
import { AnnouncementBar } from '../notices/AnnouncementBar';

// Below the fold: loaded after the first paint.
const WinnersList = lazyModule(() => import('../games/winners/WinnersList').then((module) => ({ default: module.WinnersList })));

/**
 * The home route (the banner and its jackpot ticker sit above it, in the layout's banner area):
 * the announcement bar, the lobby's hot games and categories, and the winners list.
 */
export function HomePage() {
  const { t } = useLingui();
  const brandName = brand.name;
  return (
    <Stack>
      <VisuallyHidden as="h1">{t`${brandName} lobby`}</VisuallyHidden>
      <AnnouncementBar />
      <HomeGames />
      <PageErrorBoundary>
        <Suspense fallback={null}>
          <WinnersList />
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
