import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Checkbox, StatusBadge, unstyledList, vars } from '@platform/ui';
import type { AgentContract, ContractOfferImpact, SettlementKind } from '@platform/api';
import { contractStatus } from './contract-labels';
import { useTierFormat } from './use-tier-format';

export interface OfferImpactProps {
  kind: SettlementKind;
  downline: string;
  impact: ContractOfferImpact;
  isConsented: boolean;
  onConsentChange: (isConsented: boolean) => void;
  /** Why the offer was not sent: the consent is missing. */
  consentError?: string;
}

/**
 * What the offer ends when the downline accepts it: the running contract it replaces and, for an
 * offer that pays less, the downline's own contracts that pay more, which end only with the
 * agent's consent.
 */
export function OfferImpact({ kind, downline, impact, isConsented, onConsentChange, consentError }: OfferImpactProps) {
  const { t } = useLingui();
  const format = useTierFormat();
  const titleId = useId();
  const rate = (value: number) => format(kind === 'HOURLY' ? 'money' : 'percent', value);
  const offered = rate(impact.topRate);
  const ending: AgentContract[] = [...(impact.replaces ? [impact.replaces] : []), ...impact.wouldTerminate];

  return (
    <section aria-labelledby={titleId}>
      <Stack>
        <h3 id={titleId}>{t`What this offer ends`}</h3>
        {impact.isLowerRate ? (
          <Alert tone="warning" title={t`This offer pays less (top ${offered})`}>
            {t`When ${downline} accepts it, these contracts end:`}
          </Alert>
        ) : (
          <p>{impact.replaces ? t`When ${downline} accepts it, it replaces the running contract below.` : t`It ends no other contract.`}</p>
        )}
        {ending.length > 0 && (
          <List aria-label={t`Contracts that end`}>
            {ending.map((contract) => {
              const between = `${contract.upline} → ${contract.downline}`;
              const top = rate(contract.topRate);
              return (
                <li key={contract.contractId}>
                  <span>{between}</span>
                  <span>{t`Top ${top}`}</span>
                  <StatusBadge status={contractStatus[contract.status]} />
                </li>
              );
            })}
          </List>
        )}
        {impact.isLowerRate && (
          <Checkbox
            label={t`I agree that these contracts end when ${downline} accepts this offer.`}
            checked={isConsented}
            onChange={onConsentChange}
            isRequired
            errorMessage={consentError}
          />
        )}
      </Stack>
    </section>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${vars.space.sm};

  h3 {
    margin: 0;
    font-size: ${vars.font.size.md};
  }
  p {
    margin: 0;
  }
`;

const List = styled.ul`
  ${unstyledList}
  display: grid;
  gap: ${vars.space.xs};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space.xs} ${vars.space.md};
    padding: ${vars.space.sm};
    border: 1px solid ${vars.color.borderSubtle};
    border-radius: ${vars.radius.sm};
  }
`;
