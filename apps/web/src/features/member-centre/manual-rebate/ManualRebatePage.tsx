import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, DataTable, formatCellValue, Skeleton, vars, type DataTableColumn } from '@platform/ui';
import type { ClaimRebateResult, RebateLine, RebateSummary } from '@platform/api';
import { FigureList } from '../../../components/FigureList';
import { LoadFailed } from '../../../components/LoadFailed';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { PageColumn, PageTitle, SectionTitle } from '../../../components/centre/page-parts';
import { useGameNames } from '../../../components/records/use-game-names';
import { useMoney } from '../withdraw/use-money';
import { RebateHistory } from './RebateHistory';
import { useClaimRebate, useRebateSummary } from './queries';
import { useRatePercent } from './rate-percent';

/**
 * Manual rebate (manualRebate): the rebate available now per game type, from the valid bets
 * since the last claim at the member's level's rates, claimed with one press once it reaches
 * the merchant's minimum; and the claims so far.
 */
export default function ManualRebatePage() {
  const { t } = useLingui();
  const historyId = useId();
  return (
    <PageColumn>
      <PageTitle>{t`Manual rebate`}</PageTitle>
      <AvailableRebate />
      <section aria-labelledby={historyId}>
        <SectionTitle id={historyId}>{t`Rebate history`}</SectionTitle>
        <RebateHistory />
      </section>
    </PageColumn>
  );
}

function AvailableRebate() {
  const { t } = useLingui();
  const summary = useRebateSummary();
  if (summary.isPending) {
    return (
      <Skeleton.Group label={t`Loading your rebate`}>
        <Skeleton variant="rect" height="14rem" />
      </Skeleton.Group>
    );
  }
  if (summary.isError) {
    return <LoadFailed title={t`Your rebate could not be loaded.`} error={summary.error} onRetry={() => void summary.refetch()} />;
  }
  return <RebateClaim summary={summary.data} />;
}

function RebateClaim({ summary }: { summary: RebateSummary }) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const money = useMoney();
  const names = useGameNames();
  const ratePercent = useRatePercent();
  const claim = useClaimRebate();
  const [claimed, setClaimed] = useState<ClaimRebateResult | null>(null);
  const reasonId = useId();

  const columns: DataTableColumn<RebateLine>[] = [
    { key: 'gameType', header: t`Game type`, cell: (line) => names.gameType(line.gameType), card: 'title' },
    { key: 'validBets', header: t`Valid bets since last claim`, kind: 'money' },
    { key: 'ratePercent', header: t`Rate`, cell: (line) => ratePercent(line.ratePercent), align: 'end' },
    { key: 'amount', header: t`Rebate`, kind: 'money' },
  ];
  const total = money(summary.totalAmount);
  const minimum = money(summary.minClaim);
  const lastClaim = summary.lastClaimTime === null ? t`Not yet` : formatCellValue(summary.lastClaimTime, 'datetime', i18n.locale);
  const level = summary.rankLevel;
  let reason: string | null = null;
  if (summary.totalAmount <= 0) reason = t`There is no rebate to claim yet: it grows with your valid bets.`;
  else if (summary.totalAmount < summary.minClaim) reason = t`You can claim once your rebate reaches ${minimum}: it is ${total} now.`;

  let claimedMessage = '';
  if (claimed) {
    const amount = money(claimed.amount);
    const reference = claimed.claimNo;
    claimedMessage = t`${amount} rebate claimed into your main wallet. Reference ${reference}.`;
  }

  return (
    <Area>
      <FigureList>
        <div>
          <dt>{t`Rebate available`}</dt>
          <Total>{total}</Total>
        </div>
        <div>
          <dt>{t`Minimum claim`}</dt>
          <dd>{minimum}</dd>
        </div>
        <div>
          <dt>{t`Your level`}</dt>
          <dd>{t`Level ${level}`}</dd>
        </div>
        <div>
          <dt>{t`Last claim`}</dt>
          <dd>{lastClaim}</dd>
        </div>
      </FigureList>
      <DataTable
        label={t`Rebate by game type`}
        columns={columns}
        rows={summary.lines}
        getRowKey={(line) => line.gameType}
        currencySymbol={symbol}
        summary={{ amount: summary.totalAmount }}
        summaryLabel={t`Total`}
        emptyText={t`Your level has no rebate rates yet.`}
      />
      {claim.isError && <Alert tone="danger">{errorMessage(claim.error)}</Alert>}
      {claimed && (
        <Alert tone="success" isDismissible onDismiss={() => setClaimed(null)}>
          {claimedMessage}
        </Alert>
      )}
      <ClaimRow>
        <Button
          isDisabled={reason !== null}
          isLoading={claim.isPending}
          aria-describedby={reason !== null ? reasonId : undefined}
          onClick={() => {
            if (claim.isPending) return;
            setClaimed(null);
            claim.mutate(undefined, { onSuccess: setClaimed });
          }}
        >
          {t`Claim rebate`}
        </Button>
        {reason !== null && <Reason id={reasonId}>{reason}</Reason>}
      </ClaimRow>
    </Area>
  );
}

const Area = styled.div`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

const Total = styled.dd`
  && {
    font-size: ${vars.font.size.xl};
  }
`;

const ClaimRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm} ${vars.space.md};
`;

const Reason = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;
