import type { Static } from 'typebox';
import { Type } from 'typebox';
import { ContractStatusSchema } from './agent';
import { ContractPeriodSchema } from './entities';
import { DefaultedPageNoField, DefaultedPageSizeField, SINGLE_LINE_TEXT } from './input-fields';
import { nullable, stringEnum } from './schema-builders';
import { AnyKindTierSchema, SettlementKindSchema } from './settlement';

/*
 * What each side of an agent contract sees (spec section 4): its contracts, the requests still
 * pending and their history, and, before an upline offers a lower rate, which contracts the offer
 * would end.
 */

const DownlineAccountField = Type.String({ minLength: 1, maxLength: 32, pattern: SINGLE_LINE_TEXT });

/** The agent's contracts of one kind, on one side, newest change first. */
export const AgentContractsQuerySchema = Type.Object(
  {
    pageNo: DefaultedPageNoField,
    pageSize: DefaultedPageSizeField,
    kind: SettlementKindSchema,
    side: stringEnum(['RECEIVED', 'PAID'], {
      default: 'RECEIVED',
      description: 'RECEIVED (the default): offered to the agent by its upline; PAID: offered by the agent to its direct downlines.',
    }),
    status: Type.Optional(ContractStatusSchema),
    downline: Type.Optional({ ...DownlineAccountField, description: "PAID: part of a downline's account." }),
  },
  { additionalProperties: false, description: 'The agent\'s contracts of one kind on one side: PENDING are the requests awaiting an answer, REJECTED and TERMINATED the history.' },
);
export type AgentContractsQuery = Static<typeof AgentContractsQuerySchema>;

/** One contract between an upline and its direct downline, with when each step happened. */
export const AgentContractSchema = Type.Object(
  {
    contractId: Type.Integer(),
    kind: SettlementKindSchema,
    upline: Type.String({ description: "The upline's account (who pays)." }),
    downline: Type.String({ description: "The downline's account (who is paid)." }),
    status: ContractStatusSchema,
    period: nullable(ContractPeriodSchema, { description: 'DIVIDEND: how often it settles; null for the salaries.' }),
    tiers: Type.Array(AnyKindTierSchema, { description: "The rate tiers, lowest threshold first, of the kind's tier shape." }),
    topRate: Type.Number({ description: 'The highest rate (or, hourly, the highest amount) it pays: what "a lower rate" compares.' }),
    terminatesLower: Type.Boolean({ description: "Accepting it ends the downline's own contracts that pay more (the upline agreed to that)." }),
    offeredAt: Type.Number({ description: 'Epoch milliseconds.' }),
    acceptedAt: nullable(Type.Number(), { description: 'Epoch milliseconds; null unless it was accepted.' }),
    endedAt: nullable(Type.Number(), { description: 'Epoch milliseconds: when it was rejected or terminated; null while pending or running.' }),
  },
  { description: 'One contract between an upline and its direct downline, with when each step happened.' },
);
export type AgentContract = Static<typeof AgentContractSchema>;

export const AgentContractsPageSchema = Type.Object({
  list: Type.Array(AgentContractSchema),
  totalPages: Type.Integer(),
  count: Type.Integer({ description: 'Contracts matching the filters.' }),
});
export type AgentContractsPage = Static<typeof AgentContractsPageSchema>;

/** Before offering: what the offer would end when the downline accepts it. */
export const ContractOfferImpactRequestSchema = Type.Object(
  {
    kind: SettlementKindSchema,
    downline: { ...DownlineAccountField, description: 'A direct downline of the agent.' },
    tiers: Type.Array(AnyKindTierSchema, { minItems: 1, maxItems: 10, description: "The proposed tiers, of the kind's tier shape." }),
  },
  { additionalProperties: false, description: 'What offering these tiers to a direct downline would end when accepted.' },
);
export type ContractOfferImpactRequest = Static<typeof ContractOfferImpactRequestSchema>;

export const ContractOfferImpactSchema = Type.Object({
  topRate: Type.Number({ description: "The proposed tiers' highest rate (or hourly amount)." }),
  replaces: nullable(AgentContractSchema, { description: 'The running contract of this kind between the agent and the downline: acceptance ends it.' }),
  isLowerRate: Type.Boolean({
    description: "The offer pays less than the running contract or than the downline pays its own downlines: the offer needs agreeToTerminate.",
  }),
  wouldTerminate: Type.Array(AgentContractSchema, {
    description: "The downline's own contracts of this kind (running or offered) that pay more than the offer: acceptance ends them.",
  }),
});
export type ContractOfferImpact = Static<typeof ContractOfferImpactSchema>;
