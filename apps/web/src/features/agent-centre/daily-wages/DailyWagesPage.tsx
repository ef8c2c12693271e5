import { useLingui } from '@lingui/react/macro';
import { PageColumn, PageTitle } from '../../../components/centre/page-parts';
import { ContractLead } from '../contracts/ContractLead';
import { ContractsSection } from '../contracts/ContractsSection';

/** Daily wages (agentDailyWages2): the daily wage contracts from my upline and with my downlines. */
export default function DailyWagesPage() {
  const { t } = useLingui();
  return (
    <PageColumn>
      <PageTitle>{t`Daily wages`}</PageTitle>
      <ContractLead>
        {t`Each business day (UTC+8) your upline pays you, from its withdrawable money, the rate of the tier your team reached on the team's valid bets of the previous day. You pay your downlines the same way.`}
      </ContractLead>
      <ContractsSection kind="DAILY" />
    </PageColumn>
  );
}
