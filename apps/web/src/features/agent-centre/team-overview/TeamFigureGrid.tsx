import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { formatFigure, StatCard, unstyledList, vars, type StatCardFormat } from '@platform/ui';
import type { TeamFigures } from '@platform/api';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { percentChange } from './comparison';

type FigureKey = 'teamSize' | 'newMembers' | 'activeMembers' | 'deposits' | 'withdrawals' | 'bets' | 'validBets' | 'net';

interface FigureSpec {
  key: FigureKey;
  label: string;
  format: StatCardFormat;
}

export interface TeamFigureGridProps {
  /** The period's figures and the previous period's; undefined while they load. */
  current: TeamFigures | undefined;
  previous: TeamFigures | undefined;
}

/**
 * The team's eight figures for the period, each a card with the previous period's figure and the
 * change (an arrow, the percent, and a sentence for screen readers), two cards a row on a phone.
 */
export function TeamFigureGrid({ current, previous }: TeamFigureGridProps) {
  const { t, i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const figures: FigureSpec[] = [
    { key: 'teamSize', label: t`Team size`, format: 'number' },
    { key: 'newMembers', label: t`New members`, format: 'number' },
    { key: 'activeMembers', label: t`Active members`, format: 'number' },
    { key: 'deposits', label: t`Deposits`, format: 'money' },
    { key: 'withdrawals', label: t`Withdrawals`, format: 'money' },
    { key: 'bets', label: t`Bets`, format: 'money' },
    { key: 'validBets', label: t`Valid bets`, format: 'money' },
    { key: 'net', label: t`Team profit and loss`, format: 'money' },
  ];

  return (
    <Grid>
      {figures.map((figure) => {
        const value = current?.[figure.key] ?? 0;
        const before = previous?.[figure.key] ?? 0;
        const previousText = formatFigure(before, figure.format, i18n.locale, currencySymbol);
        return (
          <li key={figure.key}>
            <Card
              label={figure.label}
              value={value}
              format={figure.format}
              currencySymbol={currencySymbol}
              period={t`Previous period: ${previousText}`}
              change={percentChange(value, before)}
              isLoading={current === undefined || previous === undefined}
            />
          </li>
        );
      })}
    </Grid>
  );
}

// Two cards a row on a phone (and a tablet beside the centre's menu), four on a wide screen.
const Grid = styled.ul`
  ${unstyledList}
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space.sm};

  @media (min-width: 900px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Card = styled(StatCard)`
  height: 100%;
  min-height: 7.5rem;
`;
