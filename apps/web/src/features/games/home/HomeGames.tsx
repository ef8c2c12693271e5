import { Suspense, useId } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { GameMark, Skeleton, isSet, noTransitionForReducedMotion, focusRing, unstyledList } from '@platform/ui';
import { useGameMenus } from '../../../lib/server-state/use-game-menus';
import { PageErrorBoundary } from '../../../components/PageErrorBoundary';
import { lazyModule } from '../../../lib/lazy/lazy-module';
import { useHotGames } from '../lobby/use-lobby-games';
import { Tiles } from './hot-game-tiles-layout';

// The tiles and what starting a game needs load after the first paint, over skeletons of their size.
const HotGameTiles = lazyModule(() => import('./HotGameTiles'));

/** How many hot games the home page shows: two rows of six on a wide screen. */
export const HOME_HOT_GAMES = 12;

/** The category pages the home page links to, in the nav's order. */
export const HOME_CATEGORIES: readonly { code: string; to: string; name: MessageDescriptor }[] = [
  { code: 'RNG', to: '/rng', name: msg`Slots` },
  { code: 'FISH', to: '/fish', name: msg`Fishing` },
  { code: 'LIVE', to: '/live', name: msg`Live casino` },
  { code: 'PVP', to: '/pvp', name: msg`Card games` },
  { code: 'SPORTS', to: '/sports', name: msg`Sports` },
  { code: 'ESPORTS', to: '/esports', name: msg`Esports` },
  { code: 'LOTT', to: '/lott', name: msg`Lottery` },
  { code: 'ELOTT', to: '/elott', name: msg`E-lottery` },
];

/**
 * The home page's lobby (loaded with the home page, so it stays light: no slider, no grid
 * virtualisation): shortcuts to the category pages with their provider counts, and the hot
 * games as tiles that start the game. Both keep their final size while they load, so nothing
 * below them moves.
 */
export function HomeGames() {
  return (
    <Stack>
      <CategoryShortcuts />
      <HotGames />
    </Stack>
  );
}

function CategoryShortcuts() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const menus = useGameMenus();
  const byCode = new Map((menus.data ?? []).map((menu) => [menu.code.toUpperCase(), menu]));
  // Once the menus are known, a category the brand does not offer is left out.
  const shown = menus.data && menus.data.length > 0 ? HOME_CATEGORIES.filter((category) => byCode.has(category.code)) : HOME_CATEGORIES;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>
        <Trans>Game categories</Trans>
      </Heading>
      <Categories>
        {shown.map((category) => {
          const menu = byCode.get(category.code);
          const count = menu?.vendors.length ?? 0;
          return (
            <li key={category.code}>
              <CategoryLink to={category.to} data-category={category.code}>
                <CategoryName>{i18n._(category.name)}</CategoryName>
                {/* A line kept for the count and the hot mark, which come with the menus. */}
                <CategoryCount>
                  {menu ? t`${plural(count, { one: '# provider', other: '# providers' })}` : menus.isPending ? <Skeleton width="5em" /> : null}
                  {menu && isSet(menu.isHot) && <GameMark tone="hot" />}
                </CategoryCount>
              </CategoryLink>
            </li>
          );
        })}
      </Categories>
    </section>
  );
}

function HotGames() {
  const { t } = useLingui();
  const headingId = useId();
  const hot = useHotGames();
  const games = hot.data?.slice(0, HOME_HOT_GAMES);

  return (
    <section aria-labelledby={headingId}>
      <HeadingRow>
        <Heading id={headingId}>
          <Trans>Hot games</Trans>
        </Heading>
        <SeeAll to="/rng?type=hot">
          <Trans>See all hot games</Trans>
        </SeeAll>
      </HeadingRow>
      {hot.isError ? (
        <Message>
          <Trans>The hot games could not be loaded.</Trans>
        </Message>
      ) : games === undefined ? (
        <SkeletonTiles label={t`Loading hot games`} />
      ) : games.length === 0 ? (
        <Message>
          <Trans>There are no hot games right now.</Trans>
        </Message>
      ) : (
        <PageErrorBoundary>
          <Suspense fallback={<SkeletonTiles label={t`Loading hot games`} />}>
            <HotGameTiles games={games} labelledBy={headingId} />
          </Suspense>
        </PageErrorBoundary>
      )}
    </section>
  );
}

/** A row of loading tiles in the tiles' grid, so the tiles take their places exactly. */
function SkeletonTiles({ label }: { label: string }) {
  return (
    <Skeleton.Group label={label}>
      <Tiles as="div">
        {Array.from({ length: HOME_HOT_GAMES }, (_, index) => (
          <TileSkeleton key={index} />
        ))}
      </Tiles>
    </Skeleton.Group>
  );
}

/**
 * A loading tile with GameTile's exact box: a square picture, then two lines of the name,
 * a line of the vendor and the 32 px Play button, in the tile's paddings.
 */
function TileSkeleton() {
  return (
    <SkeletonTile aria-hidden="true" data-skeleton-tile="">
      <Skeleton variant="rect" aspectRatio="1 / 1" width="100%" />
      <SkeletonBody>
        <SkeletonName>
          <Skeleton lines={2} height="1em" />
        </SkeletonName>
        <SkeletonVendor>
          <Skeleton width="50%" height="1em" />
        </SkeletonVendor>
        <Skeleton variant="rect" height={32} />
      </SkeletonBody>
    </SkeletonTile>
  );
}

const Stack = styled.div`
  display: grid;
  /* Columns no wider than the page: the tile row scrolls inside it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.3;
`;

const HeadingRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const SeeAll = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;

  ${focusRing()}
`;

const Categories = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  ${unstyledList}

  @media (min-width: 600px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const CategoryLink = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  box-sizing: border-box;
  height: 100%;
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  transition: border-color ${({ theme }) => theme.motion.fast} ease-out;

  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  ${focusRing()}
  ${noTransitionForReducedMotion}
  @media (forced-colors: active) {
    border-color: LinkText;
  }
`;

const CategoryName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.3;
`;

/** One line, as tall as a hot mark, reserved before the count arrives. */
const CategoryCount = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 20px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.4;
`;

const SkeletonTile = styled.div`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
`;

const SkeletonBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
`;

/** GameTile's name: two lines of 1.3 at the small size. */
const SkeletonName = styled.div`
  height: 2.6em;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.3;
`;

/** GameTile's vendor: a line of 1.4 at the extra-small size, and its margin. */
const SkeletonVendor = styled.div`
  height: 1.4em;
  margin-bottom: ${({ theme }) => theme.space.xs};
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.4;
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;
