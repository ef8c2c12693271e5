import { defineCall } from './define-call';
import type { ContractPeriod, PageQuery } from './entities';

/** Checks an affiliate (invitation) code from the registration URL or form (spec section 7: code, domain). */
export interface AffiliateQuery {
  code: string;
  /** The site's host. */
  domain: string;
}

export interface Affiliate {
  /** False for an unknown code: the form shows the affiliate field and the invalid-code warning. */
  valid: boolean;
  affiliateCode: string;
}

/** Contract request types (spec section 4). */
export type ContractRequestType = 'NEW' | 'TERMINATION';

/** What the recipient of an upline's offer can do with it (spec section 4). */
export type ContractDecision = 'ACCEPT' | 'REJECT' | 'TERMINATE';

/** An upline offers a downline a new contract. */
export interface ContractOffer<Tier> {
  requestType: 'NEW';
  /** The downline's account. */
  downline: string;
  /** The settlement period, where the contract has one (dividend). */
  period?: ContractPeriod;
  /** The rate tiers, lowest threshold first. */
  tiers: Tier[];
  /**
   * A lower-rate new contract terminates the downline's own contracts below it; the upline must
   * agree to that, else the gateway refuses the offer.
   */
  agreeToTerminate?: boolean;
}

/** An upline ends a downline's contract. */
export interface ContractTermination {
  requestType: 'TERMINATION';
  downline: string;
  contractId: string | number;
}

/** The recipient answers an upline's offer (or terminates a running contract). */
export interface ContractReply {
  contractId: string | number;
  decision: ContractDecision;
}

/** The body of every contract call: offer, termination or reply. */
export type ContractRequest<Tier> = ContractOffer<Tier> | ContractTermination | ContractReply;

export type ContractStatus = 'PENDING' | 'ACTIVE' | 'REJECTED' | 'TERMINATED';

/** A contract as the contract calls answer it. */
export interface Contract<Tier> {
  contractId: string | number;
  /** The upline's and the downline's accounts. */
  upline: string;
  downline: string;
  status: ContractStatus;
  period?: ContractPeriod;
  tiers: Tier[];
}

/** A dividend tier: reached by the period's valid bet, profit and loss and active members. */
export interface DividendTier {
  periodValidBet: number;
  periodProfitLoss: number;
  activeMembers: number;
  /** Percent of the period's loss paid as dividend. */
  rate: number;
}

/** A daily-wage tier, over the previous day's team sales. */
export interface DailySalaryTier {
  periodValidBet: number;
  activeMembers: number;
  /** Percent of the valid bet paid as wage. */
  rate: number;
}

/** An hourly-salary tier: a bet amount reached in the hour pays an amount. */
export interface HourlySalaryTier {
  betAmount: number;
  amount: number;
  activeMembers?: number;
}

/** A real-time salary tier, settled every 5 minutes. */
export interface RealtimeSalaryTier {
  /** The smallest single bet that counts. */
  singleBet: number;
  /** Percent paid on a winning (profit) bet. */
  profitSalaryRate: number;
  /** Percent paid on a losing bet. */
  lossSalaryRate: number;
}

/** Checks an affiliate code for the registration form; public. */
export const affiliate = defineCall<AffiliateQuery, Affiliate>({
  method: 'GET',
  path: '/wps/agent/affiliate',
  auth: false,
  encrypted: false,
});

/** Offers, terminates or answers an hourly-salary contract; member-only (agents). */
export const hourlySalaryContract = defineCall<ContractRequest<HourlySalaryTier>, Contract<HourlySalaryTier>>({
  method: 'POST',
  path: '/wps/agent/salary/hourly',
  auth: true,
  encrypted: false,
});

/** Offers, terminates or answers a daily-wage contract (the spec's "daily salary processing"); member-only. */
export const dailySalaryContract = defineCall<ContractRequest<DailySalaryTier>, Contract<DailySalaryTier>>({
  method: 'POST',
  path: '/wps/agent/salary/daily',
  auth: true,
  encrypted: false,
});

/** Offers, terminates or answers a real-time salary contract; member-only. */
export const realtimeSalaryContract = defineCall<ContractRequest<RealtimeSalaryTier>, Contract<RealtimeSalaryTier>>({
  method: 'POST',
  path: '/wps/agent/salary/realtime',
  auth: true,
  encrypted: false,
});

/** Offers, terminates or answers a dividend contract (the spec's "dividend request"); member-only. */
export const dividendRequest = defineCall<ContractRequest<DividendTier>, Contract<DividendTier>>({
  method: 'POST',
  path: '/wps/agent/dividend',
  auth: true,
  encrypted: false,
});

export interface DownlinesQuery extends PageQuery {
  /** Part of a downline's account. */
  account?: string;
}

/** A direct downline of an agent. */
export interface Downline {
  account: string;
  nickname: string | null;
  /** Account type: 1, 2, 41, 42 are agents; others members. */
  type: number;
  /** Their own direct downlines. */
  downlineCount: number;
  /** When they registered: epoch milliseconds or an ISO string. */
  registerTime: number | string;
}

export interface DownlinesPage {
  list: Downline[];
  totalPages: number;
}

/** The agent's direct downlines (the transfer form's recipients); member-only, agents only. */
export const downlines = defineCall<DownlinesQuery, DownlinesPage>({
  method: 'GET',
  path: '/wps/agent/downlines',
  auth: true,
  encrypted: false,
});
