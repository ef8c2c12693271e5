import { defineCall } from './define-call';
import type { Static, TUnsafe } from 'typebox';
import type { contractRequestSchema, contractSchema } from '../schemas/agent';
import type { AffiliateQuery, Affiliate, ContractDecision, DividendTier, DailySalaryTier, HourlySalaryTier, RealtimeSalaryTier, DownlinesQuery, DownlinesPage } from '../schemas/agent';
export type { AffiliateQuery, Affiliate, ContractRequestType, ContractDecision, ContractStatus, DividendTier, DailySalaryTier, HourlySalaryTier, RealtimeSalaryTier, DownlinesQuery, Downline, DownlinesPage } from '../schemas/agent';

/** The body of every contract call: offer, termination or reply (one object; see contractRequestSchema). */
export type ContractRequest<Tier> = Static<ReturnType<typeof contractRequestSchema<TUnsafe<Tier>>>>;

/** An upline offers a downline a new contract, with `Tier` its rate tiers. */
export type ContractOffer<Tier> = ContractRequest<Tier> & { requestType: 'NEW'; downline: string; tiers: Tier[] };

/** An upline ends a downline's contract. */
export type ContractTermination = ContractRequest<never> & { requestType: 'TERMINATION'; downline: string; contractId: string | number };

/** The recipient answers an upline's offer (or terminates a running contract). */
export type ContractReply = ContractRequest<never> & { contractId: string | number; decision: ContractDecision };

/** A contract as the contract calls answer it. */
export type Contract<Tier> = Static<ReturnType<typeof contractSchema<TUnsafe<Tier>>>>;

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

/** The agent's direct downlines (the transfer form's recipients); member-only, agents only. */
export const downlines = defineCall<DownlinesQuery, DownlinesPage>({
  method: 'GET',
  path: '/wps/agent/downlines',
  auth: true,
  encrypted: false,
});
