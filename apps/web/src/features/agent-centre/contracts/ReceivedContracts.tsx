import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, dialogs, Skeleton, vars } from '@platform/ui';
import type { AgentContract, SettlementKind } from '@platform/api';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailed } from '../../../components/LoadFailed';
import { errorMessage } from '../../../lib/error-message';
import { ContractCard } from './ContractCard';
import { CONTRACTS_PAGE_SIZE, useAgentContracts, useContractDecision, type ContractDecisionOrder } from './queries';

/**
 * The contracts my upline offered me: the running one with Terminate, the offers waiting for my
 * answer with Accept and Reject. Each action asks for confirmation first.
 */
export function ReceivedContracts({ kind }: { kind: SettlementKind }) {
  const { t } = useLingui();
  const running = useAgentContracts({ kind, side: 'RECEIVED', status: 'ACTIVE', pageNo: 1, pageSize: CONTRACTS_PAGE_SIZE });
  const pending = useAgentContracts({ kind, side: 'RECEIVED', status: 'PENDING', pageNo: 1, pageSize: CONTRACTS_PAGE_SIZE });
  const decision = useContractDecision(kind);

  const decide = async (order: ContractDecisionOrder, contract: AgentContract) => {
    const upline = contract.upline;
    const questions = {
      ACCEPT: {
        title: t`Accept the offer from ${upline}?`,
        text: contract.terminatesLower
          ? t`It starts now and replaces your running contract of this kind. It also ends your own contracts with your downlines that pay more than it.`
          : t`It starts now and replaces your running contract of this kind, if you have one.`,
        confirmLabel: t`Accept`,
      },
      REJECT: { title: t`Reject the offer from ${upline}?`, text: t`The offer moves to the history; your running contract stays as it is.`, confirmLabel: t`Reject` },
      TERMINATE: { title: t`Terminate your contract with ${upline}?`, text: t`It stops earning from now on. This cannot be undone.`, confirmLabel: t`Terminate` },
    }[order.decision];
    if (await dialogs.confirm(questions)) decision.mutate(order);
  };

  if (running.isPending || pending.isPending) {
    return (
      <Skeleton.Group label={t`Loading the contracts from your upline`}>
        <Skeleton variant="rect" height="10rem" />
      </Skeleton.Group>
    );
  }
  const failed = running.isError ? running : pending.isError ? pending : null;
  if (failed) {
    return (
      <LoadFailed
        title={t`The contracts from your upline could not be loaded.`}
        error={failed.error}
        onRetry={() => void Promise.all([running.refetch(), pending.refetch()])}
      />
    );
  }

  const offers = pending.data?.list ?? [];
  const current = running.data?.list ?? [];
  const isBusy = (contract: AgentContract) => decision.isPending && decision.variables.contractId === contract.contractId;
  return (
    <Stack>
      {decision.isError && <Alert tone="danger">{errorMessage(decision.error)}</Alert>}
      {offers.map((contract) => {
        const upline = contract.upline;
        return (
          <ContractCard
            key={contract.contractId}
            contract={contract}
            title={t`Offer from ${upline}`}
            notice={
              contract.terminatesLower && (
                <Alert tone="warning">{t`This offer pays less than some of your own contracts with your downlines: accepting it ends those contracts.`}</Alert>
              )
            }
            actions={
              <>
                <Button isLoading={isBusy(contract) && decision.variables?.decision === 'ACCEPT'} isDisabled={isBusy(contract)} onClick={() => void decide({ contractId: contract.contractId, decision: 'ACCEPT' }, contract)}>
                  {t`Accept`}
                </Button>
                <Button variant="secondary" isLoading={isBusy(contract) && decision.variables?.decision === 'REJECT'} isDisabled={isBusy(contract)} onClick={() => void decide({ contractId: contract.contractId, decision: 'REJECT' }, contract)}>
                  {t`Reject`}
                </Button>
              </>
            }
          />
        );
      })}
      {current.length === 0 ? (
        <EmptyState>{offers.length > 0 ? t`No contract is running yet: answer the offer above.` : t`Your upline has not given you a contract of this kind.`}</EmptyState>
      ) : (
        current.map((contract) => {
          const upline = contract.upline;
          return (
            <ContractCard
              key={contract.contractId}
              contract={contract}
              title={t`Running contract with ${upline}`}
              actions={
                <Button variant="danger" isLoading={isBusy(contract)} onClick={() => void decide({ contractId: contract.contractId, decision: 'TERMINATE' }, contract)}>
                  {t`Terminate`}
                </Button>
              }
            />
          );
        })
      )}
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${vars.space.md};
`;
