/**
 * The member centre's page keys (spec section 2), in its menu order, then ours: `responsibleGaming`,
 * the player-protection tools (issue 22), offered to every real account whatever the brand: the addresses are
 * `/member/<key>`, and the whitelabel tree's MEMBER_CENTRE node names its pages by them. A module
 * apart from FEATURE, which the site's first script reads: only the centre's chunk needs this list.
 */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'responsibleGaming',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];
