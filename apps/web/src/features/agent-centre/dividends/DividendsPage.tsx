import { useLingui } from '@lingui/react/macro';
import { PageColumn, PageTitle } from '../../../components/centre/page-parts';
import { ContractLead } from '../contracts/ContractLead';
import { ContractsSection } from '../contracts/ContractsSection';

/** Dividends (agentDividendRecordCopy2): the dividend contracts from my upline and with my downlines. */
export default function DividendsPage() {
  const { t } = useLingui();
  return (
    <PageColumn>
      <PageTitle>{t`Dividends`}</PageTitle>
      <ContractLead>
        {t`At the end of each period (daily, weekly, semimonthly or monthly) your upline pays you, from its withdrawable money, the rate of the tier your team reached on the team's loss for the period. You pay your downlines the same way.`}
      </ContractLead>
      <ContractsSection kind="DIVIDEND" />
    </PageColumn>
  );
}
