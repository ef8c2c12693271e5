import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Spinner, gameName, unstyledList } from '@platform/ui';
import { errorMessage } from '../../../lib/error-message';
import { requestLogin } from '../../../lib/session/login-prompt';
import { maintenanceHotGames } from './launch-queries';
import { useStartGame } from './use-start-game';

interface StateProps {
  /** Where "back" goes: the game's category page, or home. */
  backTo?: string;
}

/** A state's panel, named by its heading. */
function StatePanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Panel aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      {children}
    </Panel>
  );
}

function BackLink({ backTo = '/' }: StateProps) {
  const { t } = useLingui();
  return <TextLink to={backTo}>{backTo === '/' ? t`Back to home` : t`Back to lobby`}</TextLink>;
}

/** A logged-out visitor on a game page: a login prompt instead of an empty frame. */
export function LoginRequiredState({ backTo }: StateProps) {
  const { t } = useLingui();
  return (
    <StatePanel title={t`Log in to play`}>
      <p>{t`Games open for members only. Log in, or register an account, to play.`}</p>
      <Actions>
        <Button onClick={() => requestLogin('action')}>{t`Log in`}</Button>
        <BackLink backTo={backTo} />
      </Actions>
    </StatePanel>
  );
}

/** A trial account on a page of real play (spec section 6: refused real-account actions). */
export function RealAccountState({ backTo }: StateProps) {
  const { t } = useLingui();
  return (
    <StatePanel title={t`Real account needed`}>
      <p>{t`Please register or log in to a real account.`}</p>
      <Actions>
        <BackLink backTo={backTo} />
      </Actions>
    </StatePanel>
  );
}

/** An address without a game to open. */
export function NoGameState({ backTo, children }: StateProps & { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <StatePanel title={t`No game to open`}>
      <p>{children ?? t`This address does not name a game. Choose one in the lobby.`}</p>
      <Actions>
        <BackLink backTo={backTo} />
      </Actions>
    </StatePanel>
  );
}

/** While the launch call runs. */
export function LaunchLoadingState() {
  const { t } = useLingui();
  return (
    <Panel as="div" aria-busy="true">
      <Spinner label={t`Opening the game`} isLabelVisible />
    </Panel>
  );
}

interface LaunchErrorStateProps extends StateProps {
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
  /** The game that failed, left out of the hot games a maintenance suggests. */
  nodeId?: string | number | undefined;
}

/** A failed launch: the catalogue's message, Retry, and for a game under maintenance the hot games. */
export function LaunchErrorState({ error, onRetry, isRetrying = false, nodeId, backTo }: LaunchErrorStateProps) {
  const { t } = useLingui();
  const startGame = useStartGame();
  const hotGames = maintenanceHotGames(error, { nodeId });
  const hotId = useId();
  return (
    <StatePanel title={t`The game could not start`}>
      <Alert tone="danger">{errorMessage(error)}</Alert>
      {hotGames.length > 0 && (
        <section aria-labelledby={hotId}>
          <Subtitle id={hotId}>{t`Hot games`}</Subtitle>
          <HotList>
            {hotGames.map((game) => {
              const name = gameName(game);
              return (
                <li key={String(game.nodeId)}>
                  <Button variant="secondary" size="sm" aria-label={t`Play ${name}`} onClick={() => startGame(game)}>
                    {name}
                  </Button>
                </li>
              );
            })}
          </HotList>
        </section>
      )}
      <Actions>
        <Button onClick={onRetry} isLoading={isRetrying}>
          {t`Retry`}
        </Button>
        <BackLink backTo={backTo} />
      </Actions>
    </StatePanel>
  );
}

const Panel = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 520px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  color: ${({ theme }) => theme.color.text};
  text-align: center;

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Subtitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const HotList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  ${unstyledList}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
