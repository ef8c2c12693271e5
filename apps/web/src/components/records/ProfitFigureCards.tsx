import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { StatCard, vars } from '@platform/ui';
import type { ProfitFigures } from '@platform/api';
import { useCurrencySymbol } from '../../lib/server-state/use-site-config';
import { NetCard } from './NetCard';

export interface ProfitFigureCardsProps {
  /** The period's figures; undefined while they load (the cards keep their place). */
  totals: ProfitFigures | undefined;
  /** Also the money in and out: deposits and withdrawals. */
  withCashflow?: boolean;
  /** Names the group of cards for screen readers (e.g. "Team total"). */
  label?: string;
}

/**
 * A period's profit and loss as cards: bets, valid bets, payouts, bonuses, rebates (and deposits
 * and withdrawals when asked), then the signed net result. The member's profit and loss and the
 * agent centre's team reports show the same figures alike.
 */
export function ProfitFigureCards({ totals, withCashflow = false, label }: ProfitFigureCardsProps) {
  const { t } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const figures = [
    ...(withCashflow
      ? [
          { label: t`Deposits`, value: totals?.deposits },
          { label: t`Withdrawals`, value: totals?.withdrawals },
        ]
      : []),
    { label: t`Bets`, value: totals?.bets },
    { label: t`Valid bets`, value: totals?.validBets },
    { label: t`Payouts`, value: totals?.payouts },
    { label: t`Bonuses`, value: totals?.bonuses },
    { label: t`Rebates`, value: totals?.rebates },
  ];
  return (
    <Cards {...(label ? { role: 'group', 'aria-label': label } : {})}>
      {figures.map((figure) => (
        <StatCard key={figure.label} label={figure.label} value={figure.value ?? 0} format="money" currencySymbol={currencySymbol} isLoading={figure.value === undefined} />
      ))}
      <NetCard label={t`Net result`} value={totals?.net ?? 0} isLoading={totals === undefined} />
    </Cards>
  );
}

// Two cards a row on a phone, three or six on a wide panel; the cards keep one height loaded or not.
const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${vars.space.sm};

  & > * {
    min-height: 6.5rem;
  }
`;
