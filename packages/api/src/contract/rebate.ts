import { defineCall } from './define-call';
import type { NoInput } from './entities';
import type { ClaimRebateRequest, ClaimRebateResult, RebateClaimsPage, RebateClaimsQuery, RebateSummary } from '../schemas/rebate';
export type { RebateLine, RebateSummary, ClaimRebateRequest, RebateClaim, ClaimRebateResult, RebateClaimsQuery, RebateClaimsPage } from '../schemas/rebate';

/** The rebate available now per game type, the minimum claim and the last claim; member-only. */
export const rebateSummary = defineCall<NoInput, RebateSummary>({
  method: 'GET',
  path: '/wps/member/rebate',
  auth: true,
  encrypted: false,
});

/** Claims the whole rebate available now into the main wallet, idempotent by requestId; member-only, real accounts. */
export const claimRebate = defineCall<ClaimRebateRequest, ClaimRebateResult>({
  method: 'POST',
  path: '/wps/member/rebate/claim',
  auth: true,
  encrypted: false,
});

/** The member's rebate claims, newest first, each with its lines; member-only. */
export const rebateClaims = defineCall<RebateClaimsQuery, RebateClaimsPage>({
  method: 'GET',
  path: '/wps/member/rebate/claims',
  auth: true,
  encrypted: false,
});
