import { FEATURE, type FeatureNode } from '@platform/api/contract';
import { featureNodeState } from '../../brand/feature-node-state';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '../../lib/paths/centre-paths';

/** Pages the whitelabel tree cannot switch off. */
const ALWAYS_OFFERED: ReadonlySet<MemberCentrePage> = new Set(['responsibleGaming']);

/** What decides which of the member centre's pages a member is offered. */
export interface MemberCentreConditions {
  /** The brand's whitelabel feature tree (GET /wps/system/status): MEMBER_CENTRE and its page nodes. */
  whitelabel: readonly FeatureNode[] | null | undefined;
  /** The merchant keeps a wallet per vendor: "my wallet" moves money between them. */
  isMultiWallet: boolean;
  /** Members play on credit: no deposit and no withdrawal. */
  isCreditMode: boolean;
  /** The member's `toUpline` is 1 (member info): they may transfer to their upline. */
  mayTransferToUpline: boolean;
  /** The pages the app has built (a page without code is never offered). */
  built: ReadonlySet<MemberCentrePage>;
}

/**
 * The member centre's entries for this member, in the spec's menu order (section 2): a page the
 * whitelabel tree switches off is left out (one it does not name stays), "my wallet" only for a
 * multi-wallet merchant, deposit and withdrawal not in credit mode, and the transfer to the
 * upline only when the member's `toUpline` allows it. The player-protection tools are offered to
 * every real account whatever the tree says: a regulated brand must always offer them.
 */
export function memberCentrePagesOffered(conditions: MemberCentreConditions): MemberCentrePage[] {
  const isOffered: Record<MemberCentrePage, boolean> = {
    securityCenter: true,
    transferFund: conditions.isMultiWallet,
    depositv2: !conditions.isCreditMode,
    withdraw: !conditions.isCreditMode,
    transferUpline: conditions.mayTransferToUpline,
    personalHistoryCopy: true,
    transactionHistory: true,
    personalProfit: true,
    bonusDetails: true,
    rewardCenter: true,
    referral: true,
    missionLeaderboard: true,
    messageV2: true,
    manualRebate: true,
    responsibleGaming: true,
  };
  return MEMBER_CENTRE_PAGES.filter(
    (page) =>
      conditions.built.has(page) &&
      isOffered[page] &&
      (ALWAYS_OFFERED.has(page) || featureNodeState(conditions.whitelabel, [FEATURE.memberCentre, page]) !== false),
  );
}
