import type { Static } from 'typebox';
import { Type } from 'typebox';
import { DefaultedPageNoField, DefaultedPageSizeField, RequestIdField } from './input-fields';
import { nullable } from './schema-builders';

/*
 * Manual rebate: a share of the member's valid bets since the last claim, at the rates of the
 * member's level (club rank) per game type, claimed by the member with one press.
 */

/** One game type's rebate: the valid bets not yet claimed, the rate and what they are worth now. */
export const RebateLineSchema = Type.Object(
  {
    gameType: Type.String({ description: 'RNG, LIVE, FISH, SPORTS, LOTT…' }),
    validBets: Type.Number({ description: 'Valid bets since the last claim.' }),
    ratePercent: Type.Number({ description: 'The rate at the member\'s level, in percent (0.8 = 0.8%).' }),
    amount: Type.Number({ description: 'validBets × rate (with the sub-cent carry of earlier claims), rounded down to the cent.' }),
  },
  { description: "One game type's rebate." },
);
export type RebateLine = Static<typeof RebateLineSchema>;

export const RebateSummarySchema = Type.Object(
  {
    lines: Type.Array(RebateLineSchema, { description: 'Every game type with a rate or with valid bets not yet claimed, in the catalogue order.' }),
    totalAmount: Type.Number({ description: 'What a claim would credit now.' }),
    minClaim: Type.Number({ description: "The merchant's minimum claim: a smaller total cannot be claimed yet." }),
    rankLevel: Type.Integer({ description: "The member's level (club rank) whose rates apply." }),
    lastClaimTime: nullable(Type.Number({ description: 'Epoch milliseconds.' }), { description: 'When the member last claimed; null before the first claim.' }),
  },
  { description: "The member's rebate available now." },
);
export type RebateSummary = Static<typeof RebateSummarySchema>;

export const ClaimRebateRequestSchema = Type.Object(
  { requestId: RequestIdField },
  { additionalProperties: false, description: 'Claims the whole rebate available now. Idempotent by requestId: a replay answers the first claim.' },
);
export type ClaimRebateRequest = Static<typeof ClaimRebateRequestSchema>;

/** A claimed rebate, as the history shows it. */
export const RebateClaimSchema = Type.Object(
  {
    claimNo: Type.String({ description: 'The reference number (RB00000123), as in the account record.' }),
    claimTime: Type.Number({ description: 'Epoch milliseconds.' }),
    amount: Type.Number(),
    lines: Type.Array(RebateLineSchema, { description: 'What each game type contributed.' }),
  },
  { description: 'A claimed rebate with its lines per game type.' },
);
export type RebateClaim = Static<typeof RebateClaimSchema>;

export const ClaimRebateResultSchema = Type.Intersect([RebateClaimSchema, Type.Object({ balance: Type.Number({ description: 'The main wallet after the credit.' }) })]);
export type ClaimRebateResult = Static<typeof ClaimRebateResultSchema>;

export const RebateClaimsQuerySchema = Type.Object({ pageNo: DefaultedPageNoField, pageSize: DefaultedPageSizeField }, { additionalProperties: false });
export type RebateClaimsQuery = Static<typeof RebateClaimsQuerySchema>;

export const RebateClaimsPageSchema = Type.Object({ list: Type.Array(RebateClaimSchema), totalPages: Type.Integer() });
export type RebateClaimsPage = Static<typeof RebateClaimsPageSchema>;
