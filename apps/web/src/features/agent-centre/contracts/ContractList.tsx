import { useDeferredValue, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, DataTable, dialogs, formatCellValue, Select, StatusBadge, TextField, vars, type DataTableColumn } from '@platform/ui';
import type { AgentContract, ContractStatus, SettlementKind } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { ContractTiersDialog } from './ContractTiersDialog';
import { contractStatus, periodLabel } from './contract-labels';
import { CONTRACTS_PAGE_SIZE, useAgentContracts, useTerminateContract } from './queries';
import { useTierFormat } from './use-tier-format';

export interface ContractListProps {
  kind: SettlementKind;
  /** RECEIVED: my upline's contracts with me (the history); PAID: mine with my direct downlines, which I can end. */
  side: 'RECEIVED' | 'PAID';
}

const STATUSES: readonly ContractStatus[] = ['ACTIVE', 'PENDING', 'REJECTED', 'TERMINATED'];

/**
 * One side's contracts of a kind, newest change first, a page at a time, filtered by status
 * (and, for mine, by downline). On my side each running contract can be terminated and each
 * pending offer withdrawn, after a confirmation.
 */
export function ContractList({ kind, side }: ContractListProps) {
  const { t, i18n } = useLingui();
  const format = useTierFormat();
  const [status, setStatus] = useState<ContractStatus | ''>('');
  const [downline, setDownline] = useState('');
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<AgentContract | null>(null);
  const [isTiersOpen, setTiersOpen] = useState(false);
  const search = useDeferredValue(downline.trim());
  const isPaid = side === 'PAID';
  const contracts = useAgentContracts({
    kind,
    side,
    pageNo: page,
    pageSize: CONTRACTS_PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(isPaid && search ? { downline: search } : {}),
  });
  const termination = useTerminateContract(kind);

  const terminate = async (contract: AgentContract) => {
    const account = contract.downline;
    const isOffer = contract.status === 'PENDING';
    const isConfirmed = await dialogs.confirm(
      isOffer
        ? { title: t`Withdraw your offer to ${account}?`, text: t`${account} can no longer accept it.`, confirmLabel: t`Withdraw offer` }
        : { title: t`Terminate your contract with ${account}?`, text: t`You stop paying ${account} under it from now on. This cannot be undone.`, confirmLabel: t`Terminate` },
    );
    if (isConfirmed) termination.mutate({ contractId: contract.contractId, downline: account });
  };

  const when = (time: number | null) => (time === null ? '–' : formatCellValue(time, 'datetime', i18n.locale));
  const columns: DataTableColumn<AgentContract>[] = [
    isPaid ? { key: 'downline', header: t`Downline`, card: 'title' } : { key: 'upline', header: t`Upline`, card: 'title' },
    { key: 'status', header: t`Status`, cell: (contract) => <StatusBadge status={contractStatus[contract.status]} /> },
    {
      key: 'topRate',
      header: kind === 'HOURLY' ? t`Top amount` : t`Top rate`,
      align: 'end',
      cell: (contract) => format(kind === 'HOURLY' ? 'money' : 'percent', contract.topRate),
    },
    ...(kind === 'DIVIDEND'
      ? [{ key: 'period', header: t`Period`, cell: (contract: AgentContract) => (contract.period ? i18n._(periodLabel[contract.period]) : '–') }]
      : []),
    { key: 'offeredAt', header: t`Offered`, cell: (contract) => when(contract.offeredAt) },
    { key: 'acceptedAt', header: t`Accepted`, cell: (contract) => when(contract.acceptedAt) },
    { key: 'endedAt', header: t`Ended`, cell: (contract) => when(contract.endedAt) },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (contract) => {
        const account = isPaid ? contract.downline : contract.upline;
        const offered = when(contract.offeredAt);
        const canEnd = isPaid && (contract.status === 'ACTIVE' || contract.status === 'PENDING');
        const isEnding = termination.isPending && termination.variables.contractId === contract.contractId;
        return (
          <Actions>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Tiers of the contract with ${account} offered ${offered}`}
              onClick={() => {
                setShown(contract);
                setTiersOpen(true);
              }}
            >
              {t`Tiers`}
            </Button>
            {canEnd && (
              <Button variant="secondary" size="sm" isLoading={isEnding} onClick={() => void terminate(contract)}>
                {contract.status === 'PENDING' ? t`Withdraw offer` : t`Terminate`}
              </Button>
            )}
          </Actions>
        );
      },
    },
  ];

  const pageCount = contracts.data?.totalPages ?? 0;
  const isFiltered = status !== '' || search !== '';
  return (
    <Stack>
      <Filters>
        <Select
          label={t`Status`}
          value={status}
          onChange={(value) => {
            setStatus(value as ContractStatus | '');
            setPage(1);
          }}
          options={[{ value: '', label: t`All` }, ...STATUSES.map((code) => ({ value: code, label: i18n._(contractStatus[code].label) }))]}
        />
        {isPaid && (
          <TextField
            label={t`Downline account`}
            type="search"
            value={downline}
            maxLength={32}
            onChange={(value) => {
              setDownline(value);
              setPage(1);
            }}
          />
        )}
      </Filters>
      {termination.isError && <Alert tone="danger">{errorMessage(termination.error)}</Alert>}
      <DataTable
        label={isPaid ? t`Contracts with your downlines` : t`Contract history`}
        columns={columns}
        rows={contracts.data?.list ?? []}
        getRowKey={(contract) => contract.contractId}
        isLoading={contracts.isPending}
        isUpdating={contracts.isPlaceholderData}
        error={contracts.isError ? errorMessage(contracts.error) : undefined}
        onRetry={() => void contracts.refetch()}
        emptyText={isFiltered ? t`No contract matches these filters.` : isPaid ? t`You have not offered a contract of this kind yet.` : t`No contract from your upline yet.`}
        pagination={pageCount > 1 ? { page, pageCount, onPageChange: setPage, label: isPaid ? t`Contracts with your downlines pages` : t`Contract history pages` } : undefined}
      />
      <ContractTiersDialog contract={shown} isOpen={isTiersOpen} onClose={() => setTiersOpen(false)} onClosed={() => setShown(null)} />
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${vars.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`;
