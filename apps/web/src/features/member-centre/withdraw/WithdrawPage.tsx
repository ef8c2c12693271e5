import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@platform/ui';
import { BankCardsTab } from './BankCardsTab';
import { WithdrawalRecords } from './WithdrawalRecords';
import { WithdrawTab } from './WithdrawTab';
import { PageColumn, PageTabPanel, PageTitle } from '../../../components/centre/page-parts';

type WithdrawTabKey = 'withdraw' | 'cards' | 'record';

/**
 * The member centre's withdrawal page (`withdraw`): the withdrawal form, the bank cards it pays
 * to, and the withdrawal record, where each payout's history shows and the player confirms it.
 */
export default function WithdrawPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<WithdrawTabKey>('withdraw');
  return (
    <PageColumn>
      <PageTitle>{t`Withdrawal`}</PageTitle>
      <Tabs value={tab} onValueChange={(value) => setTab(value as WithdrawTabKey)}>
        <Tabs.List aria-label={t`Withdrawal`}>
          <Tabs.Tab value="withdraw">{t`Withdraw`}</Tabs.Tab>
          <Tabs.Tab value="cards">{t`Bank cards`}</Tabs.Tab>
          <Tabs.Tab value="record">{t`Withdrawal record`}</Tabs.Tab>
        </Tabs.List>
        <PageTabPanel value="withdraw">
          <WithdrawTab onAddCard={() => setTab('cards')} onShowRecord={() => setTab('record')} />
        </PageTabPanel>
        <PageTabPanel value="cards">
          <BankCardsTab />
        </PageTabPanel>
        <PageTabPanel value="record">
          <WithdrawalRecords />
        </PageTabPanel>
      </Tabs>
    </PageColumn>
  );
}

