import { useLingui } from '@lingui/react/macro';
import { PageColumn, PageTitle } from '../../../components/centre/page-parts';
import { ContractLead } from '../contracts/ContractLead';
import { ContractsSection } from '../contracts/ContractsSection';

/** Hourly salary (agentHourSalary): the hourly salary contracts from my upline and with my downlines. */
export default function HourlySalaryPage() {
  const { t } = useLingui();
  return (
    <PageColumn>
      <PageTitle>{t`Hourly salary`}</PageTitle>
      <ContractLead>
        {t`After each hour your upline pays you, from its withdrawable money, the amount of the highest tier your team's bets settled in that hour reached. You pay your downlines the same way.`}
      </ContractLead>
      <ContractsSection kind="HOURLY" />
    </PageColumn>
  );
}
