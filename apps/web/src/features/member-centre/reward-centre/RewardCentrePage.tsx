import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Skeleton, Tabs } from '@platform/ui';
import type { Reward } from '@platform/api';
import { LoadFailed } from '../../../components/LoadFailed';
import { errorMessage } from '../../../lib/error-message';
import { useRequestIds } from '../../../lib/money/request-ids';
import { PageColumn, PageTabPanel, PageTitle } from '../../../components/centre/page-parts';
import { useMoney } from '../withdraw/use-money';
import { RewardClaimHistory } from './RewardClaimHistory';
import { RewardList } from './RewardList';
import { useClaimReward, useRewardCentre } from './queries';

type RewardTab = 'rewards' | 'history';

/**
 * The member centre's reward centre (`rewardCenter`): the rewards to claim (daily sign-in, new
 * member tasks, rescue money, promotions' payouts) with their expiry counted down, each claimed
 * with one press (the same requestId when a press is retried, so it is paid once), and the
 * history of claims. A claim refreshes the balance, the funds and the centre's badge.
 */
export default function RewardCentrePage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<RewardTab>('rewards');
  return (
    <PageColumn>
      <PageTitle>{t`Reward centre`}</PageTitle>
      <Tabs value={tab} onValueChange={(value) => setTab(value as RewardTab)}>
        <Tabs.List aria-label={t`Reward centre`}>
          <Tabs.Tab value="rewards">{t`Rewards`}</Tabs.Tab>
          <Tabs.Tab value="history">{t`Claim history`}</Tabs.Tab>
        </Tabs.List>
        <PageTabPanel value="rewards">
          <RewardsTab />
        </PageTabPanel>
        <PageTabPanel value="history">
          <RewardClaimHistory />
        </PageTabPanel>
      </Tabs>
    </PageColumn>
  );
}

function RewardsTab() {
  const { t } = useLingui();
  const money = useMoney();
  const centre = useRewardCentre();
  const claim = useClaimReward();
  const requestIds = useRequestIds();
  const [claimed, setClaimed] = useState<{ title: string; amount: number } | null>(null);

  if (centre.isPending) {
    return (
      <Skeleton.Group label={t`Loading your rewards`}>
        <Skeleton variant="rect" height={120} />
        <Skeleton variant="rect" height={120} />
      </Skeleton.Group>
    );
  }
  if (centre.isError) return <LoadFailed title={t`Your rewards could not be loaded.`} error={centre.error} onRetry={() => void centre.refetch()} />;

  const claimingId = claim.isPending ? (claim.variables?.rewardId ?? null) : null;
  const onClaim = (item: Reward) => {
    const rewardId = String(item.rewardId);
    setClaimed(null);
    claim.mutate(
      { rewardId, requestId: requestIds.idFor(rewardId) },
      {
        onSuccess: (result) => {
          requestIds.settle(rewardId);
          setClaimed({ title: result.title, amount: result.amount });
        },
      },
    );
  };
  // Paid rewards are in the history; the rest (to claim, tasks in progress, applications) are listed here.
  const rewards = centre.data.rewards.filter((item) => item.status !== 'CLAIMED' && item.status !== 'ISSUED');
  const amount = claimed ? money(claimed.amount) : '';

  return (
    <>
      {claimed && (
        <Alert tone="success" title={t`${amount} added to your main wallet`}>
          {t`${claimed.title}: it can be played now and becomes withdrawable once its turnover is met.`}
        </Alert>
      )}
      {claim.isError && <Alert tone="danger">{errorMessage(claim.error)}</Alert>}
      {rewards.length === 0 ? (
        <p>{t`No rewards to claim right now. Come back tomorrow for your daily sign-in.`}</p>
      ) : (
        <RewardList rewards={rewards} claimingId={claimingId} onClaim={onClaim} onExpire={() => void centre.refetch()} />
      )}
    </>
  );
}
