import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Button, dialogs, gameName, useModalContext } from '@platform/ui';
import type { Game } from '@platform/api';

interface HotGameChoicesProps {
  games: Game[];
  onPick: (game: Game) => void;
}

/** The hot games as buttons: a press closes the dialog and starts that game. */
function HotGameChoices({ games, onPick }: HotGameChoicesProps) {
  const { t } = useLingui();
  const modal = useModalContext();
  if (games.length === 0) return null;
  return (
    <section aria-label={t`Hot games`}>
      <Heading>{t`Hot games`}</Heading>
      <List>
        {games.map((game) => {
          const name = gameName(game);
          const vendor = game.displayName || game.vassalage;
          return (
            <li key={String(game.nodeId)}>
              <Button
                variant="secondary"
                size="sm"
                isFullWidth
                aria-label={t`Play ${name}`}
                onClick={() => (modal ? modal.close(() => onPick(game)) : onPick(game))}
              >
                <Name>{name}</Name>
                <Vendor aria-hidden="true">{vendor}</Vendor>
              </Button>
            </li>
          );
        })}
      </List>
    </section>
  );
}

/**
 * The GAME_MAINTENANCE dialog (spec section 8, "game under maintenance with hot game
 * suggestions"): the message and the hot games as buttons. Resolves to the game the player
 * picked, or undefined when closed.
 */
export async function askForHotGame(hotGames: Game[]): Promise<Game | undefined> {
  let chosen: Game | undefined;
  await dialogs.open({
    title: i18n._(msg`Game under maintenance`),
    text: i18n._(msg`This game is under maintenance. Try one of the hot games.`),
    component: HotGameChoices,
    componentProps: {
      games: hotGames,
      onPick: (game: Game) => {
        chosen = game;
      },
    },
    buttons: [{ title: i18n._(msg`Close`), isDefault: true }],
    isDismissable: true,
  });
  return chosen;
}

const Heading = styled.h3`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-height: 50vh;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-align: start;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Vendor = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  opacity: 0.8;
`;
