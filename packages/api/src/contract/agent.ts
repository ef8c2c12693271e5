import { defineCall } from './define-call';
import type { Static, TUnsafe } from 'typebox';
import type { contractRequestSchema, contractSchema, AffiliateQuerySchema, AffiliateSchema, ContractDecisionSchema, ContractRequestTypeSchema, ContractStatusSchema, DailySalaryTierSchema, DividendTierSchema, DownlineSchema, DownlinesPageSchema, DownlinesQuerySchema, HourlySalaryTierSchema, RealtimeSalaryTierSchema } from '../schemas/agent';

/** Checks an affiliate (invitation) code from the registration URL or form (spec section 7: code, domain). */
export type AffiliateQuery = Static<typeof AffiliateQuerySchema>;

export type Affiliate = Static<typeof AffiliateSchema>;

/** Contract request types (spec section 4). */
export type ContractRequestType = Static<typeof ContractRequestTypeSchema>;

/** What the recipient of an upline's offer can do with it (spec section 4). */
export type ContractDecision = Static<typeof ContractDecisionSchema>;

/** The body of every contract call: offer, termination or reply (one object; see contractRequestSchema). */
export type ContractRequest<Tier> = Static<ReturnType<typeof contractRequestSchema<TUnsafe<Tier>>>>;

/** An upline offers a downline a new contract, with `Tier` its rate tiers. */
export type ContractOffer<Tier> = ContractRequest<Tier> & { requestType: 'NEW'; downline: string; tiers: Tier[] };

/** An upline ends a downline's contract. */
export type ContractTermination = ContractRequest<never> & { requestType: 'TERMINATION'; downline: string; contractId: string | number };

/** The recipient answers an upline's offer (or terminates a running contract). */
export type ContractReply = ContractRequest<never> & { contractId: string | number; decision: ContractDecision };

export type ContractStatus = Static<typeof ContractStatusSchema>;

/** A contract as the contract calls answer it. */
export type Contract<Tier> = Static<ReturnType<typeof contractSchema<TUnsafe<Tier>>>>;

/** A dividend tier: reached by the period's valid bet, profit and loss and active members. */
export type DividendTier = Static<typeof DividendTierSchema>;

/** A daily-wage tier, over the previous day's team sales. */
export type DailySalaryTier = Static<typeof DailySalaryTierSchema>;

/** An hourly-salary tier: a bet amount reached in the hour pays an amount. */
export type HourlySalaryTier = Static<typeof HourlySalaryTierSchema>;

/** A real-time salary tier, settled every 5 minutes. */
export type RealtimeSalaryTier = Static<typeof RealtimeSalaryTierSchema>;

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

export type DownlinesQuery = Static<typeof DownlinesQuerySchema>;

/** A direct downline of an agent. */
export type Downline = Static<typeof DownlineSchema>;

export type DownlinesPage = Static<typeof DownlinesPageSchema>;

/** The agent's direct downlines (the transfer form's recipients); member-only, agents only. */
export const downlines = defineCall<DownlinesQuery, DownlinesPage>({
  method: 'GET',
  path: '/wps/agent/downlines',
  auth: true,
  encrypted: false,
});
