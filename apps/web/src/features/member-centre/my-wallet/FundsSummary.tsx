import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { StatCard, vars } from '@platform/ui';
import { LoadFailed } from '../../../components/LoadFailed';
import { useFunds } from '../../../lib/server-state/use-funds';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';

/**
 * The consolidated funds over every wallet: the total, what can be withdrawn now, the
 * promotional credit still locked by its turnover, and what pending withdrawals froze.
 */
export function FundsSummary() {
  const { t } = useLingui();
  const funds = useFunds();
  const symbol = useCurrencySymbol();

  if (funds.isError) {
    return <LoadFailed title={t`Your funds could not be loaded.`} error={funds.error} onRetry={() => void funds.refetch()} />;
  }
  const figures = [
    { label: t`Total funds`, value: funds.data?.sumBalance },
    { label: t`Withdrawable`, value: funds.data?.availableBalance },
    { label: t`Promotional credit locked`, value: funds.data?.promotionalBalance },
    { label: t`Frozen by pending withdrawals`, value: funds.data?.frozenBalance },
  ];
  return (
    <Grid>
      {figures.map((figure) => (
        <StatCard
          key={figure.label}
          label={figure.label}
          value={figure.value ?? 0}
          format="money"
          currencySymbol={symbol}
          isLoading={figure.value === undefined}
        />
      ))}
    </Grid>
  );
}

// Two cards a row on a phone, four on a wide panel; the cards keep one height loaded or not.
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
  gap: ${vars.space.sm};

  & > * {
    min-height: 7rem;
  }
`;
