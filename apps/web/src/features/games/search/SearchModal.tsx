import { useCallback, useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Modal, SearchPanel, type Game } from '@platform/ui';
import type { AppModalProps } from '../../../lib/app-modals';
import { requestLogin } from '../../../lib/session/login-prompt';
import { useSession } from '../../../lib/session/session';
import { useStartGame } from '../launch/use-start-game';
import { useRecentGamesPreview } from '../lobby/use-lobby-games';
import { useSearchHistory } from './search-history';
import { useGameSearch, type SearchRequest } from './use-game-search';
import { actionBand } from '../../../components/action-band';

/**
 * The header's search popup (spec section 2): a game-name search on Enter, the search history
 * as removable chips (localStorage, per merchant, 10 terms), the number of games found, and the
 * member's recent games. Pressing a game closes the popup and starts it. Guests search the hot
 * games only (the game list is member-only) and are offered a login for the rest.
 */
export default function SearchModal({ isOpen, onClose, onClosed }: AppModalProps<'search'>) {
  const { t } = useLingui();
  const isMember = useSession() !== null;
  const [request, setRequest] = useState<SearchRequest | null>(null);
  const history = useSearchHistory();
  const search = useGameSearch(request);
  const recent = useRecentGamesPreview('RNG', { enabled: isOpen && isMember });
  const startGame = useStartGame();

  const onSearch = useCallback(
    (term: string) => {
      history.add(term);
      setRequest((previous) => ({ term, id: (previous?.id ?? 0) + 1 }));
    },
    [history],
  );

  const play = useCallback(
    (game: Game) => {
      onClose();
      startGame(game);
    },
    [onClose, startGame],
  );

  const logIn = () => {
    onClose();
    requestLogin();
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      onClosed={onClosed}
      title={t`Search games`}
      hasCloseButton
      isDismissable
      width={720}
    >
      <Body>
        {!isMember && (
          <GuestNote data-guest-note="">
            <p>
              <Trans>You are searching the hot games. Log in to search every game.</Trans>
            </p>
            <Button size="sm" variant="secondary" onClick={logIn}>
              <Trans>Log in</Trans>
            </Button>
          </GuestNote>
        )}
        <SearchPanel
          onSearch={onSearch}
          results={search.results}
          isSearching={search.isSearching}
          history={history.terms}
          onRemoveHistory={history.remove}
          onPickHistory={history.add}
          recentGames={isMember ? recent.data : undefined}
          onPlay={play}
          headingLevel={3}
        />
        {search.isError && !search.isSearching && (
          <Alert tone="danger">
            <Trans>The search failed. Please try again.</Trans>
          </Alert>
        )}
      </Body>
    </Modal>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const GuestNote = styled.div`
  ${actionBand}
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.infoSoft};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > p {
    margin: 0;
    flex: 1 1 14rem;
  }
`;
