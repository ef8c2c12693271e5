import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, DataTable, formatCellValue, Select, vars, type DataTableColumn } from '@platform/ui';
import type { ContractSimulationRequest, SettlementKind, SimulatedPeriod } from '@platform/api';
import { businessToday } from '../../../components/records/business-day';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { useContractSimulation } from './queries';

/** How many past periods the simulator may look back over. */
const PERIOD_COUNTS = [7, 14, 30] as const;

export interface ContractSimulatorProps {
  kind: SettlementKind;
  /**
   * The offer as the form holds it, checked: null when a field breaks a rule (the form then shows
   * which). Called when the agent asks for a simulation.
   */
  prepare: () => Omit<ContractSimulationRequest, 'periods'> | null;
  /** Changes whenever the offer does: a simulation of other tiers is cleared. */
  offerKey: string;
}

/** "What these tiers would have paid": each of the downline's team's last periods, its figures, tier reached and amount, and the total. */
export function ContractSimulator({ kind, prepare, offerKey }: ContractSimulatorProps) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const titleId = useId();
  const [count, setCount] = useState<string>('7');
  const simulation = useContractSimulation();
  const { reset } = simulation;
  useEffect(() => reset(), [offerKey, count, reset]);

  const simulate = () => {
    const request = prepare();
    if (request) simulation.mutate({ ...request, periods: Number(count) });
  };

  const byDay = kind === 'DAILY' || kind === 'DIVIDEND';
  const periodText = (period: SimulatedPeriod) => {
    if (!byDay) return formatCellValue(period.periodStart, 'datetime', i18n.locale);
    const first = businessToday(period.periodStart);
    const last = businessToday(period.periodEnd - 1);
    return first === last ? first : `${first} – ${last}`;
  };
  const columns: DataTableColumn<SimulatedPeriod>[] = [
    { key: 'periodStart', header: t`Period`, card: 'title', cell: periodText },
    byDay
      ? { key: 'validBets', header: t`Valid bets`, kind: 'money', cell: (period) => formatCellValue(period.figures.validBets, 'money', i18n.locale, symbol) }
      : { key: 'bets', header: t`Bets`, kind: 'money', cell: (period) => formatCellValue(period.figures.bets, 'money', i18n.locale, symbol) },
    { key: 'activeMembers', header: t`Active members`, kind: 'number', cell: (period) => formatCellValue(period.figures.activeMembers, 'number', i18n.locale) },
    ...(kind === 'DIVIDEND'
      ? [
          {
            key: 'loss',
            header: t`Team loss`,
            kind: 'money' as const,
            cell: (period: SimulatedPeriod) => formatCellValue(period.figures.loss ?? 0, 'money', i18n.locale, symbol),
          },
        ]
      : []),
    {
      key: 'tier',
      header: t`Tier reached`,
      align: 'end',
      cell: (period) => {
        const number = period.tier;
        return number === null ? '–' : number === 0 ? t`None` : t`Tier ${number}`;
      },
    },
    { key: 'amount', header: t`Would have paid`, kind: 'money' },
  ];

  return (
    <section aria-labelledby={titleId}>
      <Stack>
        <h3 id={titleId}>{t`What these tiers would have paid`}</h3>
        <Controls>
          <Select
            label={t`Past periods`}
            value={count}
            onChange={setCount}
            options={PERIOD_COUNTS.map((periods) => ({ value: String(periods), label: String(periods) }))}
          />
          <Button variant="secondary" isLoading={simulation.isPending} onClick={simulate}>
            {t`Simulate`}
          </Button>
        </Controls>
        {simulation.isError && <Alert tone="danger">{errorMessage(simulation.error)}</Alert>}
        {simulation.isSuccess && (
          <DataTable
            label={t`Simulated periods`}
            columns={columns}
            rows={simulation.data.periods}
            getRowKey={(period) => period.periodStart}
            currencySymbol={symbol}
            summary={{ amount: simulation.data.total }}
            summaryLabel={t`Total`}
            emptyText={t`No period has ended yet.`}
          />
        )}
      </Stack>
    </section>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${vars.font.size.md};
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space.md};
`;
