import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { activityStatus, Button, StatusBadge, vars } from '@platform/ui';
import type { Reward, RewardKind } from '@platform/api';
import { useMoney } from '../withdraw/use-money';
import { Countdown } from './Countdown';
import { ClaimCard, ClaimCardHeading, ClaimCardList, ClaimCardTitle } from '../claim-cards';

export interface RewardListProps {
  rewards: readonly Reward[];
  /** The reward whose claim is on its way: its button waits, the others are disabled. */
  claimingId: string | null;
  onClaim: (reward: Reward) => void;
  /** A reward's time ran out on screen: ask for the list again. */
  onExpire: () => void;
}

function expiryTime(reward: Reward): number | null {
  if (reward.expireTime === null || reward.expireTime === undefined) return null;
  const time = typeof reward.expireTime === 'number' ? reward.expireTime : Date.parse(reward.expireTime);
  return Number.isNaN(time) ? null : time;
}

/** The rewards of the reward centre, each with its status, its turnover, its expiry counted down and, when ready, its claim button. */
export function RewardList({ rewards, claimingId, onClaim, onExpire }: RewardListProps) {
  const { t } = useLingui();
  const money = useMoney();
  const kindLabel: Record<RewardKind, string> = {
    SIGN_IN: t`Daily sign-in`,
    NEWBIE: t`New member task`,
    RESCUE: t`Rescue money`,
    PROMOTION: t`Promotion`,
  };
  return (
    <ClaimCardList>
      {rewards.map((item) => {
        const id = String(item.rewardId);
        const expires = item.status === 'CLAIM_PAYOUT' ? expiryTime(item) : null;
        const multiple = item.turnoverMultiple;
        const amount = money(item.amount);
        return (
          <ClaimCard key={id}>
            <ClaimCardHeading>
              <ClaimCardTitle>{item.title}</ClaimCardTitle>
              <StatusBadge status={activityStatus[item.status]} />
            </ClaimCardHeading>
            <Amount>{amount}</Amount>
            <Details>
              {item.kind && <span>{kindLabel[item.kind]}</span>}
              {multiple !== undefined && <span>{t`Turnover ${multiple}× before withdrawal`}</span>}
              {expires !== null && <Countdown until={expires} onExpire={onExpire} />}
            </Details>
            {item.status === 'CLAIM_PAYOUT' && (
              <Button
                isLoading={claimingId === id}
                isDisabled={claimingId !== null && claimingId !== id}
                onClick={() => onClaim(item)}
                aria-label={t`Claim ${amount}: ${item.title}`}
              >
                {t`Claim`}
              </Button>
            )}
          </ClaimCard>
        );
      })}
    </ClaimCardList>
  );
}

const Amount = styled.p`
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
`;

const Details = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs} ${vars.space.md};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;
