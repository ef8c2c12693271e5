import type { Static } from 'typebox';
import { Type } from 'typebox';
import type { TSchema } from 'typebox';
import { ContractPeriodSchema, DefaultedPageQuerySchema } from './entities';
import { RecordIdField, SINGLE_LINE_TEXT, singleLineText } from './input-fields';
import { stringEnum } from './schema-builders';

/** Checks an affiliate (invitation) code from the registration URL or form (spec section 7: code, domain). */
export const AffiliateQuerySchema = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 32, pattern: SINGLE_LINE_TEXT }),
    domain: Type.String({ maxLength: 2048, description: "The site's host." }),
  },
  { additionalProperties: false, description: 'Checks an affiliate (invitation) code from the registration URL or form (spec section 7: code, domain).' },
);
export type AffiliateQuery = Static<typeof AffiliateQuerySchema>;

export const AffiliateSchema = Type.Object({
  valid: Type.Boolean({ description: 'False for an unknown code: the form shows the affiliate field and the invalid-code warning.' }),
  affiliateCode: Type.String(),
});
export type Affiliate = Static<typeof AffiliateSchema>;

/** Contract request types (spec section 4). */
export const ContractRequestTypeSchema = stringEnum(['NEW', 'TERMINATION'], { description: 'Contract request types (spec section 4).' });
export type ContractRequestType = Static<typeof ContractRequestTypeSchema>;

/** What the recipient of an upline's offer can do with it (spec section 4). */
export const ContractDecisionSchema = stringEnum(['ACCEPT', 'REJECT', 'TERMINATE'], { description: "What the recipient of an upline's offer can do with it (spec section 4)." });
export type ContractDecision = Static<typeof ContractDecisionSchema>;

/** An agent's account in a contract call. */
const AccountField = Type.String({ minLength: 1, maxLength: 32, pattern: SINGLE_LINE_TEXT });
/** A contract's id: the gateway takes a whole number; the type keeps the contract's `string | number`. */
const ContractIdInput = Type.Unsafe<string | number>(RecordIdField);

/**
 * The body of every contract call, with `tier` the schema of one rate tier: an offer
 * (`requestType` NEW: downline, tiers, period where the contract has one, agreeToTerminate), a
 * termination (`requestType` TERMINATION: downline, contractId) or the downline's reply
 * (contractId, decision). One flat object rather than a union, so that Ajv's removeAdditional
 * keeps every field; the gateway says which field a request lacks.
 */
export function contractRequestSchema<Tier extends TSchema>(tier: Tier) {
  return Type.Object(
    {
      requestType: Type.Optional(ContractRequestTypeSchema),
      downline: Type.Optional(AccountField),
      period: Type.Optional(ContractPeriodSchema),
      tiers: Type.Optional(Type.Array(tier, { minItems: 1, maxItems: 10, description: 'The rate tiers, lowest threshold first.' })),
      agreeToTerminate: Type.Optional(
        Type.Boolean({
          description:
            "A lower-rate new contract terminates the downline's own contracts below it; the upline must agree to that, else the gateway refuses the offer.",
        }),
      ),
      contractId: Type.Optional(ContractIdInput),
      decision: Type.Optional(ContractDecisionSchema),
    },
    { additionalProperties: false, description: 'The body of every contract call: an offer (NEW), a termination (TERMINATION) or the downline\'s decision.' },
  );
}

export const ContractStatusSchema = stringEnum(['PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED']);
export type ContractStatus = Static<typeof ContractStatusSchema>;

/** A contract as the contract calls answer it. */
export function contractSchema<Tier extends TSchema>(tier: Tier) {
  return Type.Object(
    {
      contractId: Type.Union([Type.String(), Type.Number()]),
      upline: Type.String({ description: "The upline's account." }),
      downline: Type.String({ description: "The downline's account." }),
      status: ContractStatusSchema,
      period: Type.Optional(ContractPeriodSchema),
      tiers: Type.Array(tier),
    },
    { description: 'A contract as the contract calls answer it.' },
  );
}

const MAX_TIER_AMOUNT = 1_000_000_000;
// Two decimals are checked by the gateway's contract rules (Ajv's multipleOf 0.01 refuses 0.29).
const tierAmount = (description?: string) => Type.Number({ minimum: 0, maximum: MAX_TIER_AMOUNT, ...(description ? { description } : {}) });
const tierMembers = () => Type.Integer({ minimum: 0, maximum: 1_000_000 });
const tierPercent = (description: string) => Type.Number({ minimum: 0, maximum: 100, description });

/** A dividend tier: reached by the period's valid bet, profit and loss and active members. */
export const DividendTierSchema = Type.Object(
  {
    periodValidBet: tierAmount(),
    periodProfitLoss: Type.Number({ minimum: -MAX_TIER_AMOUNT, maximum: MAX_TIER_AMOUNT }),
    activeMembers: tierMembers(),
    rate: tierPercent("Percent of the period's loss paid as dividend."),
  },
  { additionalProperties: false, description: "A dividend tier: reached by the period's valid bet, profit and loss and active members." },
);
export type DividendTier = Static<typeof DividendTierSchema>;

/** A daily-wage tier, over the previous day's team sales. */
export const DailySalaryTierSchema = Type.Object(
  { periodValidBet: tierAmount(), activeMembers: tierMembers(), rate: tierPercent('Percent of the valid bet paid as wage.') },
  { additionalProperties: false, description: "A daily-wage tier, over the previous day's team sales." },
);
export type DailySalaryTier = Static<typeof DailySalaryTierSchema>;

/** An hourly-salary tier: a bet amount reached in the hour pays an amount. */
export const HourlySalaryTierSchema = Type.Object(
  { betAmount: tierAmount(), amount: tierAmount(), activeMembers: Type.Optional(tierMembers()) },
  { additionalProperties: false, description: 'An hourly-salary tier: a bet amount reached in the hour pays an amount.' },
);
export type HourlySalaryTier = Static<typeof HourlySalaryTierSchema>;

/** A real-time salary tier, settled every 5 minutes. */
export const RealtimeSalaryTierSchema = Type.Object(
  {
    singleBet: tierAmount('The smallest single bet that counts.'),
    profitSalaryRate: tierPercent('Percent paid on a winning (profit) bet.'),
    lossSalaryRate: tierPercent('Percent paid on a losing bet.'),
  },
  { additionalProperties: false, description: 'A real-time salary tier, settled every 5 minutes.' },
);
export type RealtimeSalaryTier = Static<typeof RealtimeSalaryTierSchema>;

export const DownlinesQuerySchema = Type.Object(
  {
    ...DefaultedPageQuerySchema.properties,
    account: Type.Optional(singleLineText(32, { description: "Part of a downline's account." })),
  },
  { additionalProperties: false },
);
export type DownlinesQuery = Static<typeof DownlinesQuerySchema>;

/** A direct downline of an agent. */
export const DownlineSchema = Type.Object(
  {
    account: Type.String(),
    nickname: Type.Union([Type.String(), Type.Null()]),
    type: Type.Number({ description: 'Account type: 1, 2, 41, 42 are agents; others members.' }),
    downlineCount: Type.Number({ description: 'Their own direct downlines.' }),
    registerTime: Type.Union([Type.Number(), Type.String()], { description: 'When they registered: epoch milliseconds or an ISO string.' }),
  },
  { description: 'A direct downline of an agent.' },
);
export type Downline = Static<typeof DownlineSchema>;

export const DownlinesPageSchema = Type.Object({ list: Type.Array(DownlineSchema), totalPages: Type.Number() });
export type DownlinesPage = Static<typeof DownlinesPageSchema>;
