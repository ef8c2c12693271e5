import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MemberCentrePage } from '../../lib/paths/centre-paths';

/** Each page's name in the centre's menu (the spec's wording in brackets in section 2). */
export const MEMBER_CENTRE_LABELS: Readonly<Record<MemberCentrePage, MessageDescriptor>> = {
  securityCenter: msg`My account`,
  transferFund: msg`My wallet`,
  depositv2: msg`Deposit`,
  withdraw: msg`Withdrawal`,
  transferUpline: msg`Transfer to upline`,
  personalHistoryCopy: msg`Betting record`,
  transactionHistory: msg`Account record`,
  personalProfit: msg`Profit and loss`,
  bonusDetails: msg`Bonus details`,
  rewardCenter: msg`Reward centre`,
  referral: msg`Invite friends`,
  missionLeaderboard: msg`Missions`,
  messageV2: msg`Messages`,
  manualRebate: msg`Rebate`,
  responsibleGaming: msg`Responsible gaming`,
};
