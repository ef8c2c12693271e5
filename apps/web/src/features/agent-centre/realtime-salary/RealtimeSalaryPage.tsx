import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { vars } from '@platform/ui';
import { PageColumn, PageTitle } from '../../../components/centre/page-parts';
import { ContractsSection } from '../contracts/ContractsSection';
import { AccrualSection } from './AccrualSection';

/**
 * Real-time salary (agentRealtimeSalary): what the agent's running real-time contract is earning
 * in the current 5-minute window, counted down to its settlement and traced to each team bet and
 * its rate; then the agent's real-time salary contracts, both sides.
 */
export default function RealtimeSalaryPage() {
  const { t } = useLingui();
  return (
    <PageColumn>
      <PageTitle>{t`Real-time salary`}</PageTitle>
      <Intro>
        {t`Every 5 minutes your upline pays you for your team's bets settled in that window, at your contract tier's profit-salary rate for bets the player did not lose and its loss-salary rate for bets the player lost.`}
      </Intro>
      <AccrualSection />
      <ContractsSection kind="REALTIME" />
    </PageColumn>
  );
}

const Intro = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;
