import type { ComponentType } from 'react';
import { lazyModule, type LazyModuleComponent } from '../../lib/lazy/lazy-module';
import type { MemberCentrePage } from '../../lib/paths/centre-paths';
import { loadResponsibleGamingPage } from '../player-protection';

/**
 * The pages built so far, each its own lazily loaded chunk. The records, rewards, missions,
 * referral, inbox and rebate pages come with part 2 of the member centre; until then their
 * entries are not offered (an address naming one opens the default page).
 */
const PAGE_LOADERS = {
  securityCenter: () => import('./security-centre/SecurityCentrePage'),
  transferFund: () => import('./my-wallet/MyWalletPage'),
  depositv2: () => import('./deposit/DepositPage'),
  withdraw: () => import('./withdraw/WithdrawPage'),
  transferUpline: () => import('./transfer-upline/TransferUplinePage'),
  personalHistoryCopy: () => import('./betting-record/BettingRecordPage'),
  transactionHistory: () => import('./account-record/AccountRecordPage'),
  personalProfit: () => import('./profit-and-loss/ProfitAndLossPage'),
  messageV2: () => import('./inbox/MessagesPage'),
  manualRebate: () => import('./manual-rebate/ManualRebatePage'),
  rewardCenter: () => import('./reward-centre/RewardCentrePage'),
  bonusDetails: () => import('./bonus-details/BonusDetailsPage'),
  missionLeaderboard: () => import('./missions/MissionsPage'),
  referral: () => import('./referral/ReferralPage'),
  // The player-protection tools are a feature of their own; their page is still one of the centre's.
  responsibleGaming: loadResponsibleGamingPage,
} satisfies Partial<Record<MemberCentrePage, () => Promise<{ default: ComponentType }>>>;

export const MEMBER_CENTRE_PAGE_MODULES: Readonly<Partial<Record<MemberCentrePage, LazyModuleComponent<object>>>> = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([key, load]) => [key, lazyModule(load)]),
);

/**
 * Starts loading a page's chunk before the centre has decided what to show (member info, the
 * wallets, the site's config), so the two waits overlap; resolves once it is in, and a render
 * after that shows the page at once. A failure here is left to that render, which reports it.
 */
export async function preloadMemberCentrePage(key: string): Promise<void> {
  await (MEMBER_CENTRE_PAGE_MODULES as Partial<Record<string, LazyModuleComponent<object>>>)[key]?.preload();
}
