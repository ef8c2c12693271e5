import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { formatCellValue, StatusBadge, vars } from '@platform/ui';
import type { AgentContract } from '@platform/api';
import { contractStatus, periodLabel } from './contract-labels';
import { TierTable } from './TierTable';

export interface ContractCardProps {
  contract: AgentContract;
  /** Who the other side is, as the card's title ("From agent01"). */
  title: string;
  /** A note above the tiers (what accepting would end). */
  notice?: ReactNode;
  /** The buttons for the contract (Accept, Reject, Terminate). */
  actions?: ReactNode;
}

/** One contract in full: who, its status and dates, the period of a dividend, its tiers, and what can be done with it. */
export function ContractCard({ contract, title, notice, actions }: ContractCardProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const when = (time: number | null) => (time === null ? null : formatCellValue(time, 'datetime', i18n.locale));
  const offeredAt = when(contract.offeredAt);
  const acceptedAt = when(contract.acceptedAt);
  return (
    <Card aria-labelledby={titleId}>
      <Heading>
        <h4 id={titleId}>{title}</h4>
        <StatusBadge status={contractStatus[contract.status]} />
      </Heading>
      <Facts>
        {contract.period && (
          <div>
            <dt>{t`Period`}</dt>
            <dd>{i18n._(periodLabel[contract.period])}</dd>
          </div>
        )}
        <div>
          <dt>{t`Offered`}</dt>
          <dd>{offeredAt}</dd>
        </div>
        {acceptedAt && (
          <div>
            <dt>{t`Accepted`}</dt>
            <dd>{acceptedAt}</dd>
          </div>
        )}
      </Facts>
      {notice}
      <TierTable kind={contract.kind} tiers={contract.tiers} label={t`Tiers: ${title}`} />
      {actions && <Actions>{actions}</Actions>}
    </Card>
  );
}

const Card = styled.article`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};

  h4 {
    margin: 0;
    font-size: ${vars.font.size.md};
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs} ${vars.space.lg};
  margin: 0;
  font-size: ${vars.font.size.sm};

  div {
    display: flex;
    gap: ${vars.space.xs};
  }
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;
