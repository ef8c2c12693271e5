import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Skeleton, focusRing } from '@platform/ui';
import { winnerBoard } from '@platform/api';
import type { Winner } from '@platform/api';
import { api } from '../../../lib/api';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';

/** Entries of the winner board (spec section 9: winner board 20). */
export const WINNER_BOARD_SIZE = 20;

/** The board's rows: the entries' `vo`, skipping any without one. */
export function winnersOf(entries: readonly { vo?: Winner | null }[] | undefined): Winner[] {
  return (entries ?? []).flatMap((entry) => (entry?.vo ? [entry.vo] : [])).slice(0, WINNER_BOARD_SIZE);
}

/**
 * The winners list on home (spec section 2): the latest big wins of every category (winnerBoard:
 * gameCategory ALL, the page's language, 20 entries), as a table of player (masked by the
 * gateway), game and amount with the currency symbol. It does not move: the box scrolls, by
 * keyboard too. A skeleton holds its place while it loads; empty or failed, it says so.
 */
export function WinnersList() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const symbol = useCurrencySymbol();
  const language = i18n.locale;
  const board = useQuery({
    queryKey: ['winnerBoard', 'ALL', language],
    queryFn: () => api.call(winnerBoard, { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_SIZE }),
    staleTime: 60_000,
  });
  const winners = winnersOf(board.data);
  const amount = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <Section>
      <Heading id={headingId}>{t`Latest winners`}</Heading>
      {board.isPending ? (
        <Skeleton.Group label={t`Loading winners`}>
          <Box>
            {Array.from({ length: 8 }, (_, index) => (
              <SkeletonRow key={index}>
                <Skeleton variant="text" width="30%" />
                <Skeleton variant="text" width="40%" />
                <Skeleton variant="text" width="20%" />
              </SkeletonRow>
            ))}
          </Box>
        </Skeleton.Group>
      ) : board.isError ? (
        <Note>{t`The winners could not load. Please try again later.`}</Note>
      ) : winners.length === 0 ? (
        <Note>{t`No wins to show yet.`}</Note>
      ) : (
        <Box tabIndex={0} role="region" aria-labelledby={headingId}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t`Player`}</th>
                <th scope="col">{t`Game`}</th>
                <AmountCell as="th" scope="col">
                  {t`Win`}
                </AmountCell>
              </tr>
            </thead>
            <tbody>
              {winners.map((winner, index) => (
                <tr key={`${winner.userName}-${String(winner.winTime)}-${index}`}>
                  <td>{winner.userName}</td>
                  <GameCell>{winner.gameName}</GameCell>
                  <AmountCell>
                    {symbol} {amount.format(winner.winAmount)}
                  </AmountCell>
                </tr>
              ))}
            </tbody>
          </Table>
        </Box>
      )}
    </Section>
  );
}

const Section = styled.div`
  /* Below the fold on home: skipped (style, layout, paint) until it nears the viewport. */
  content-visibility: auto;
  contain-intrinsic-size: auto 720px;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.text};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/* One height whatever the state, so nothing below it shifts when the board arrives. */
const Box = styled.div`
  box-sizing: border-box;
  height: 22rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  overscroll-behavior: contain;

  ${focusRing()}
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: start;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

const GameCell = styled.td`
  overflow-wrap: anywhere;
`;

const AmountCell = styled.td`
  && {
    text-align: end;
  }
  color: ${({ theme }) => theme.color.jackpot};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const SkeletonRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

const Note = styled.p`
  box-sizing: border-box;
  display: flex;
  height: 22rem;
  align-items: center;
  justify-content: center;
  margin: 0;
  border: 1px dashed ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;
