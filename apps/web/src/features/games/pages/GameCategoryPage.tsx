import { useCallback, useId, useMemo } from 'react';
import { useParams, useSearchParams, Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Vendor } from '@platform/api';
import {
  Button,
  DEFAULT_GAME_FILTER,
  GameFilters,
  Skeleton,
  VendorBar,
  isLoginOnlyType,
  type GameFilterValue,
} from '@platform/ui';
import { useGameMenus } from '../../../lib/server-state/use-game-menus';
import NotFoundPage from '../../../components/NotFoundPage';
import { gameListCategory, type GameListCategory } from '../../../lib/paths/paths';
import { requestLogin } from '../../../lib/session/login-prompt';
import { useSession } from '../../../lib/session/session';
import {
  CATEGORY_PARAMS,
  IS_TY_LANGUAGE_SUPPORTED,
  readCategoryFilter,
  selectedVendor,
  writeCategoryFilter,
  writeSelectedVendor,
} from '../lobby/category-params';
import { LobbyGrid } from '../lobby/LobbyGrid';
import { useCategoryGames, type CategoryGamesSource } from '../lobby/use-category-games';
import { useRecentGames } from '../lobby/use-lobby-games';
import { actionBand } from '../../../components/action-band';
import { focusRing } from '@platform/ui';

type VendorCategory = Exclude<GameListCategory, 'RECENT'>;

const TITLES: Record<GameListCategory, MessageDescriptor> = {
  RNG: msg`Slots`,
  FISH: msg`Fishing`,
  LIVE: msg`Live casino`,
  PVP: msg`Card games`,
  RECENT: msg`Recent games`,
};

const NO_VENDORS: Vendor[] = [];

/**
 * The games-list pages (route `/:games`: /rng, /fish, /live, /pvp and /recent; spec section 2).
 * The parameter, upper-cased, is the category; any other is not found. A category shows its
 * vendor tabs, the filters and the infinite grid; /recent shows the member's recent games.
 * The vendor tab and the filters live in the address (see lobby/category-params.ts):
 * `?vendor=PT`, or `?page=<n>` counting the vendors from 0.
 */
export default function GameCategoryPage() {
  const { games } = useParams();
  const category = gameListCategory(games);
  if (category === null) return <NotFoundPage />;
  if (category === 'RECENT') return <RecentGamesView />;
  return <CategoryView key={category} category={category} />;
}

function CategoryView({ category }: { category: VendorCategory }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const isMember = useSession() !== null;
  const [params, setParams] = useSearchParams();
  const menus = useGameMenus();
  const vendors = useMemo(
    () => menus.data?.find((menu) => menu.code.toUpperCase() === category)?.vendors ?? NO_VENDORS,
    [menus.data, category],
  );
  const vassalage = selectedVendor(params, vendors);
  // `?page=` names a tab by its place: nothing is fetched until the vendors are known.
  const isVendorKnown = menus.data !== undefined || !params.has(CATEGORY_PARAMS.page) || params.has(CATEGORY_PARAMS.vendor);

  const paramsKey = params.toString();
  const filter = useMemo(() => {
    const read = readCategoryFilter(new URLSearchParams(paramsKey));
    // Favourites and recent are the member's own: a guest's address asking for them shows all.
    return !isMember && isLoginOnlyType(read.type) ? { ...read, type: DEFAULT_GAME_FILTER.type } : read;
  }, [paramsKey, isMember]);

  const games = useCategoryGames({ gameType: category, vassalage, filter, enabled: isVendorKnown });

  const setFilter = useCallback(
    (next: GameFilterValue) => setParams((current) => writeCategoryFilter(current, next), { replace: true }),
    [setParams],
  );
  const setVendor = useCallback(
    (next: string | null) => setParams((current) => writeSelectedVendor(current, next)),
    [setParams],
  );

  const title = i18n._(TITLES[category]);

  return (
    <Page aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>

      <VendorArea data-loading={menus.data === undefined || undefined}>
        {menus.data === undefined ? (
          <Skeleton.Group label={t`Loading providers`}>
            <Skeleton variant="rect" height={72} />
          </Skeleton.Group>
        ) : (
          vendors.length > 0 && (
            <VendorRow>
              <AllVendors type="button" aria-pressed={vassalage === null} onClick={() => setVendor(null)}>
                <Trans>All providers</Trans>
              </AllVendors>
              <VendorBar vendors={vendors} gameType={category} value={vassalage} onChange={setVendor} />
            </VendorRow>
          )
        )}
      </VendorArea>

      <GameFilters
        value={filter}
        onChange={setFilter}
        isLoggedIn={isMember}
        onLoginRequired={() => requestLogin()}
        isTyLanguageSupported={IS_TY_LANGUAGE_SUPPORTED}
      />

      {!isMember && (
        <Callout data-guest-callout="">
          <p>
            <Trans>You are seeing the hot games. Log in to see every game of every provider.</Trans>
          </p>
          <Button onClick={() => requestLogin()}>
            <Trans>Log in to see all games</Trans>
          </Button>
        </Callout>
      )}

      {games.isError ? (
        <State role="alert">
          <p>
            <Trans>The games could not be loaded.</Trans>
          </p>
          <Button variant="secondary" onClick={games.retry}>
            <Trans>Try again</Trans>
          </Button>
        </State>
      ) : (
        <LobbyGrid
          list={games}
          resetKey={games.resetKey}
          label={t`${title} games`}
          skeletonCount={12}
          emptyState={<EmptyState source={games.source} filter={filter} onClear={() => setFilter(DEFAULT_GAME_FILTER)} />}
        />
      )}
    </Page>
  );
}

/** What an empty list says: why it is empty, and the way out where there is one. */
function EmptyState({ source, filter, onClear }: { source: CategoryGamesSource; filter: GameFilterValue; onClear: () => void }) {
  const isNarrowed = filter.name !== '' || filter.minBet !== null || filter.classification !== null;
  const canClear = isNarrowed || filter.type !== DEFAULT_GAME_FILTER.type;
  const message = isNarrowed ? (
    <Trans>No games match these filters.</Trans>
  ) : source === 'favourites' ? (
    <Trans>You have no favourite games here yet. Press the heart on a game to add it.</Trans>
  ) : source === 'recent' ? (
    <Trans>You have not played any games here yet.</Trans>
  ) : source === 'hot' ? (
    <Trans>There are no hot games here yet.</Trans>
  ) : (
    <Trans>There are no games here yet.</Trans>
  );
  return (
    <State>
      <p>{message}</p>
      {canClear && (
        <Button variant="secondary" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </State>
  );
}

/** /recent: the member's recently played games, 9 a page; guests are asked to log in. */
function RecentGamesView() {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const isMember = useSession() !== null;
  const recent = useRecentGames(undefined, { enabled: isMember });
  const title = i18n._(TITLES.RECENT);
  return (
    <Page aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {!isMember ? (
        <State data-login-prompt="">
          <p>
            <Trans>Log in to see the games you played recently.</Trans>
          </p>
          <Button onClick={() => requestLogin()}>
            <Trans>Log in</Trans>
          </Button>
        </State>
      ) : recent.isError ? (
        <State role="alert">
          <p>
            <Trans>The games could not be loaded.</Trans>
          </p>
          <Button variant="secondary" onClick={recent.retry}>
            <Trans>Try again</Trans>
          </Button>
        </State>
      ) : (
        <LobbyGrid
          list={recent}
          resetKey="recent"
          label={t`Recent games`}
          skeletonCount={9}
          emptyState={
            <State>
              <p>
                <Trans>You have not played any games yet.</Trans>
              </p>
              <StateLink to="/rng">
                <Trans>Browse the slots</Trans>
              </StateLink>
            </State>
          }
        />
      )}
    </Page>
  );
}

const Page = styled.section`
  display: grid;
  /* Columns no wider than the page: the vendor bar and the grid fit inside it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.3;
`;

/** The vendor bar's phone layout (@platform/ui's VendorBar switches at the same width). */
const PHONE = '(max-width: 599px)';

/**
 * As tall before the vendors load as after: the bar is 72 px buttons in 4 px gutters, and on a
 * phone the "All providers" button sits above it (40 px and a 4 px gap).
 */
const VendorArea = styled.div`
  min-width: 0;
  min-height: 80px;

  &[data-loading] {
    padding: ${({ theme }) => theme.space.xs};
    box-sizing: border-box;
  }
  @media ${PHONE} {
    min-height: 124px;
  }
`;

const VendorRow = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  @media ${PHONE} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const AllVendors = styled.button`
  box-sizing: border-box;
  min-height: 72px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.color.border};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  ${focusRing('1px')}
  @media ${PHONE} {
    justify-self: start;
    min-height: 40px;
    padding-block: 0;
  }
  @media (forced-colors: active) {
    &[aria-pressed='true'] {
      border: 3px solid Highlight;
    }
  }
`;

const Callout = styled.div`
  ${actionBand}
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.infoSoft};
  color: ${({ theme }) => theme.color.text};

  & > p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

const State = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;

  & > p {
    margin: 0;
  }
`;

const StateLink = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
