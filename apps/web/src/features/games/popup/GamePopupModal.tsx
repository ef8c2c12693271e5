import { useInfiniteQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, GameTile, Modal, Skeleton, unstyledList } from '@platform/ui';
import { IS_GAME_VASSALAGE, gameList } from '@platform/api';
import type { Game } from '@platform/api';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import type { AppModalProps } from '../../../lib/app-modals';
import { useSession } from '../../../lib/session/session';
import { useStartGame } from '../launch/use-start-game';

/** Games per page of the popup list (spec section 9: game list page size 24). */
export const POPUP_PAGE_SIZE = 24;

/**
 * The game popup (spec section 2, "game popup"): the game list of a VASSALAGE tile's vendor in
 * its category, page by page, each tile starting its game (or its free trial) and closing the
 * popup.
 */
export default function GamePopupModal({ vassalage, gameType, title, isOpen, onClose, onClosed }: AppModalProps<'gamePopup'>) {
  const { t, i18n } = useLingui();
  const token = useSession()?.token ?? '';
  const startGame = useStartGame();
  const language = i18n.locale;
  const games = useInfiniteQuery({
    queryKey: ['member', token, 'gamePopup', vassalage, gameType, language],
    queryFn: ({ pageParam }) =>
      api.call(gameList, { clientType: 3, gameType, vassalage, language, pageNo: pageParam, pageSize: POPUP_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
    enabled: token !== '',
    staleTime: 5 * 60_000,
  });
  // The vendor's own tile would only open this list again.
  const list = (games.data?.pages ?? []).flatMap((page) => page.games).filter((game) => game.isGame !== IS_GAME_VASSALAGE);
  const heading = title || vassalage;

  const play = (game: Game, tryPlay = false) => {
    onClose();
    startGame(game, tryPlay ? { tryPlay: true } : {});
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      onClosed={onClosed}
      title={t`${heading} games`}
      hasCloseButton
      width={880}
    >
      {games.isPending ? (
        <Skeleton.Group label={t`Loading games`}>
          <Grid>
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index}>
                <Skeleton variant="rect" aspectRatio="3 / 4" />
              </li>
            ))}
          </Grid>
        </Skeleton.Group>
      ) : games.isError ? (
        <Alert tone="danger" title={t`The games could not load`}>
          <p>{errorMessage(games.error)}</p>
          <Button size="sm" variant="secondary" onClick={() => void games.refetch()} isLoading={games.isFetching}>
            {t`Retry`}
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <Empty>{t`This provider has no games to show yet.`}</Empty>
      ) : (
        <>
          <Grid aria-label={t`${heading} games`}>
            {list.map((game) => (
              <li key={String(game.nodeId)}>
                <GameTile game={game} onPlay={(chosen) => play(chosen)} onTry={(chosen) => play(chosen, true)} />
              </li>
            ))}
          </Grid>
          {games.hasNextPage && (
            <More>
              <Button variant="secondary" onClick={() => void games.fetchNextPage()} isLoading={games.isFetchingNextPage}>
                {t`More games`}
              </Button>
            </More>
          )}
        </>
      )}
    </Modal>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${unstyledList}
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
