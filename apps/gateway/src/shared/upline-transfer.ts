import { AGENT_TYPES, FEATURE, TRIAL_ACCOUNT_TYPE } from '@platform/api/contract';
import { isFeatureOn } from './merchant-options';
import type { MerchantOptions } from './merchant-options';

/** What decides whether a member may transfer to its upline. */
export interface UplineTransferAsker {
  type: number;
  hasUpline: boolean;
  /** The member's own toUpline setting. */
  toUpline: boolean;
}

/**
 * Why the member may not transfer to its upline, or null when it may: it needs an upline, its
 * own toUpline setting and the brand's TRANSFER_TO_UPLINE; an agent also needs the brand's
 * AGENT_TRANSFER_TO_UPLINE. Member info's toUpline and the transfer itself both ask this.
 */
export function uplineTransferRefusal(member: UplineTransferAsker, options: MerchantOptions): string | null {
  if (member.type === TRIAL_ACCOUNT_TYPE) return 'A trial account cannot transfer';
  if (!member.hasUpline) return 'You have no upline to transfer to';
  if (!isFeatureOn(options, FEATURE.transferToUpline)) return 'Transfers to the upline are not offered by this site';
  if (AGENT_TYPES.includes(member.type as (typeof AGENT_TYPES)[number]) && !isFeatureOn(options, FEATURE.agentTransferToUpline)) {
    return 'An agent cannot transfer to its own upline on this site';
  }
  if (!member.toUpline) return 'Transfers to your upline are switched off for your account';
  return null;
}
