import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Button, DataTable, formatCellValue, Modal, vars, type DataTableColumn } from '@platform/ui';
import type { RebateClaim, RebateLine } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { useGameNames } from '../../../components/records/use-game-names';
import { useRebateClaims } from './queries';
import { useRatePercent } from './rate-percent';

/** The member's rebate claims, newest first, a page at a time; each opens its lines per game type. */
export function RebateHistory() {
  const { t } = useLingui();
  const symbol = useCurrencySymbol();
  const [page, setPage] = useState(1);
  const claims = useRebateClaims(page);
  const [shown, setShown] = useState<RebateClaim | null>(null);
  const [isOpen, setOpen] = useState(false);

  const columns: DataTableColumn<RebateClaim>[] = [
    { key: 'claimTime', header: t`Time`, kind: 'datetime', card: 'title' },
    { key: 'claimNo', header: t`Reference no.` },
    { key: 'amount', header: t`Amount`, kind: 'money' },
    {
      key: 'lines',
      header: t`Details`,
      cell: (claim) => {
        const reference = claim.claimNo;
        return (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t`Details of ${reference}`}
            onClick={() => {
              setShown(claim);
              setOpen(true);
            }}
          >
            {t`Details`}
          </Button>
        );
      },
    },
  ];
  const pageCount = claims.data?.totalPages ?? 0;
  const reference = shown?.claimNo ?? '';
  return (
    <>
      <DataTable
        label={t`Rebate history`}
        columns={columns}
        rows={claims.data?.list ?? []}
        getRowKey={(claim) => claim.claimNo}
        currencySymbol={symbol}
        isLoading={claims.isPending}
        isUpdating={claims.isPlaceholderData}
        error={claims.isError ? errorMessage(claims.error) : undefined}
        onRetry={() => void claims.refetch()}
        emptyText={t`You have not claimed a rebate yet.`}
        pagination={pageCount > 1 ? { page, pageCount, onPageChange: setPage, label: t`Rebate history pages` } : undefined}
      />
      <Modal
        isOpen={isOpen && shown !== null}
        onOpenChange={(open) => !open && setOpen(false)}
        onClosed={() => setShown(null)}
        title={t`Rebate ${reference}`}
        width={520}
        minHeight={0}
      >
        {shown && <ClaimLines claim={shown} />}
      </Modal>
    </>
  );
}

function ClaimLines({ claim }: { claim: RebateClaim }) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const names = useGameNames();
  const ratePercent = useRatePercent();
  const time = formatCellValue(claim.claimTime, 'datetime', i18n.locale);
  const columns: DataTableColumn<RebateLine>[] = [
    { key: 'gameType', header: t`Game type`, cell: (line) => names.gameType(line.gameType), card: 'title' },
    { key: 'validBets', header: t`Valid bets`, kind: 'money' },
    { key: 'ratePercent', header: t`Rate`, cell: (line) => ratePercent(line.ratePercent), align: 'end' },
    { key: 'amount', header: t`Rebate`, kind: 'money' },
  ];
  return (
    <Lines>
      <p>{t`Claimed on ${time}.`}</p>
      <DataTable
        label={t`Rebate by game type`}
        columns={columns}
        rows={claim.lines}
        getRowKey={(line) => line.gameType}
        currencySymbol={symbol}
        summary={{ amount: claim.amount }}
        summaryLabel={t`Total`}
      />
    </Lines>
  );
}

const Lines = styled.div`
  display: grid;
  gap: ${vars.space.md};

  p {
    margin: 0;
  }
`;
