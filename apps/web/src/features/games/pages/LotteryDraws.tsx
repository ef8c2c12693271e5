import { useId } from 'react';
import { useQueries } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, GameMark, Image, Skeleton, isSet, unstyledList } from '@platform/ui';
import { popularGames } from '@platform/api';
import type { LotteryGame, PrizeMode, Vendor } from '@platform/api';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { PRIZE_MODE_BY_VENDOR, isLotteryVendor, lotteryGameTarget } from '../launch/start-game';
import { useStartGame } from '../launch/use-start-game';

/** Popular lottery games shown (spec section 9: popular count 20). */
export const POPULAR_DRAWS = 20;

/** Merges the prize modes' lists by turns, so every vendor shows, without repeats, up to `limit`. */
export function mergeByTurns(lists: readonly LotteryGame[][], limit = POPULAR_DRAWS): LotteryGame[] {
  const merged: LotteryGame[] = [];
  const seen = new Set<string>();
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest && merged.length < limit; index += 1) {
    for (const list of lists) {
      const game = list[index];
      if (!game || seen.has(game.gameCode)) continue;
      seen.add(game.gameCode);
      merged.push(game);
      if (merged.length >= limit) break;
    }
  }
  return merged;
}

function drawTime(value: LotteryGame['nextDrawTime']): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(typeof value === 'number' ? value : String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

interface LotteryDrawsProps {
  gameType: string;
  /** The category's vendors: their prize modes are the lists asked for. */
  vendors: readonly Vendor[];
  isLoadingVendors: boolean;
}

/**
 * The popular draws of a lottery category (/lott, /elott): the popular games of each of its
 * lottery vendors' prize modes, merged by turns, 20 at most, each with its next draw and Play
 * (the lottery flow: /lottery?gameCode&vendor&playType).
 */
export function LotteryDraws({ gameType, vendors, isLoadingVendors }: LotteryDrawsProps) {
  const { t, i18n } = useLingui();
  const startGame = useStartGame();
  const headingId = useId();
  const language = i18n.locale;
  const prizeModes = [
    ...new Set(
      vendors
        .filter((vendor) => isLotteryVendor(vendor.vassalage))
        .map((vendor) => PRIZE_MODE_BY_VENDOR[vendor.vassalage.toUpperCase() as keyof typeof PRIZE_MODE_BY_VENDOR] as PrizeMode),
    ),
  ];
  const results = useQueries({
    queries: prizeModes.map((prizeMode) => ({
      queryKey: ['lottery', 'popular', gameType, prizeMode, language],
      queryFn: () => api.call(popularGames, { count: POPULAR_DRAWS, prizeMode, device: 'WEB', language }),
      staleTime: 60_000,
    })),
  });
  const isPending = isLoadingVendors || results.some((result) => result.isPending);
  const failed = results.find((result) => result.isError);
  const draws = mergeByTurns(results.map((result) => result.data ?? []));
  const timeFormat = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' });
  const vendorName = (code: string) => vendors.find((vendor) => vendor.vassalage === code)?.displayName ?? code;

  if (!isLoadingVendors && prizeModes.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Popular draws`}</h2>
      {isPending ? (
        <Skeleton.Group label={t`Loading draws`}>
          <Draws>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index}>
                <Skeleton variant="rect" height={72} />
              </li>
            ))}
          </Draws>
        </Skeleton.Group>
      ) : failed && draws.length === 0 ? (
        <Alert tone="danger" title={t`The draws could not load`}>
          <p>{errorMessage(failed.error)}</p>
          <Button size="sm" variant="secondary" onClick={() => results.forEach((result) => void result.refetch())}>
            {t`Retry`}
          </Button>
        </Alert>
      ) : draws.length === 0 ? (
        <Empty>{t`No draws to show right now.`}</Empty>
      ) : (
        <Draws>
          {draws.map((game) => {
            const name = game.gameName;
            const next = drawTime(game.nextDrawTime);
            const at = next ? timeFormat.format(next) : '';
            return (
              <li key={game.gameCode}>
                <Draw>
                  {game.iconUrl ? (
                    <Image src={game.iconUrl} alt="" width={48} height={48} style={{ flex: 'none' }} />
                  ) : (
                    <NoIcon aria-hidden="true" />
                  )}
                  <DrawText>
                    <DrawName>
                      {name} {isSet(game.isHot) && <GameMark tone="hot" />}
                    </DrawName>
                    <Muted>{vendorName(game.vendor)}</Muted>
                    {next && (
                      <Muted>
                        <Trans>
                          Next draw <time dateTime={next.toISOString()}>{at}</time>
                        </Trans>
                      </Muted>
                    )}
                  </DrawText>
                  <Button size="sm" aria-label={t`Play ${name}`} onClick={() => startGame(lotteryGameTarget(game))}>
                    {t`Play`}
                  </Button>
                </Draw>
              </li>
            );
          })}
        </Draws>
      )}
    </section>
  );
}

const Draws = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${unstyledList}
`;

const Draw = styled.article`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const NoIcon = styled.span`
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

const DrawText = styled.div`
  display: grid;
  flex: 1;
  min-width: 0;
`;

const DrawName = styled.h3`
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.md};
  text-overflow: ellipsis;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
