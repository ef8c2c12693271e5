import type { Static } from 'typebox';
import { Type } from 'typebox';
import { DividendTierSchema, HourlySalaryTierSchema, RealtimeSalaryTierSchema } from './agent';
import { ContractPeriodSchema } from './entities';
import { DateField, DefaultedPageNoField, DefaultedPageSizeField, SINGLE_LINE_TEXT } from './input-fields';
import { nullable, stringEnum } from './schema-builders';

/*
 * The settlement of agent contracts (spec section 4): the upline pays its direct downline from
 * its own withdrawable money, one ledger movement per contract and period, computed from the
 * figures of the downline's team (the downline and its whole subtree).
 */

/** What a contract pays: real-time salary (5-minute windows), hourly salary, daily wages, dividends. */
export const SettlementKindSchema = stringEnum(['REALTIME', 'HOURLY', 'DAILY', 'DIVIDEND'], {
  description: 'REALTIME: real-time salary, every 5 minutes; HOURLY: hourly salary; DAILY: daily wages, for the previous business day; DIVIDEND: at the end of the contract\'s period.',
});
export type SettlementKind = Static<typeof SettlementKindSchema>;

/** Where a settlement stands. */
export const SettlementStatusSchema = stringEnum(['DUE', 'PAID', 'UNPAID', 'NOTHING'], {
  description:
    'DUE: the period has ended and waits for the next run; PAID; UNPAID: the upline\'s withdrawable money did not cover the amount owed, tried again at every run until paid in full; NOTHING: no tier reached, nothing to pay.',
});
export type SettlementStatus = Static<typeof SettlementStatusSchema>;

/** Which side of its contracts the agent looks at. */
export const SettlementSideSchema = stringEnum(['RECEIVED', 'PAID'], {
  description: 'RECEIVED: settlements of contracts where the agent is the downline (its upline pays it); PAID: where the agent is the upline (it pays its downlines).',
});
export type SettlementSide = Static<typeof SettlementSideSchema>;

/** The real-time salary of a period's bets of one tier and outcome. */
export const RealtimeSalaryLineSchema = Type.Object(
  {
    tier: Type.Integer({ description: 'The highest tier whose singleBet the bet reached (1 is the lowest); 0: below every tier, pays nothing.' }),
    outcome: stringEnum(['LOSS', 'PROFIT'], { description: 'LOSS: the player lost the bet (payout < bet), paid at lossSalaryRate; PROFIT: otherwise, at profitSalaryRate.' }),
    betCount: Type.Integer(),
    bets: Type.Number({ description: 'The bet amount of those bets.' }),
    rate: Type.Number({ description: 'Percent of the bet amount paid.' }),
    amount: Type.Number({ description: 'bets x rate%, rounded down to the cent.' }),
  },
  { description: "The real-time salary of a period's bets of one tier and outcome." },
);
export type RealtimeSalaryLine = Static<typeof RealtimeSalaryLineSchema>;

/** The team's figures a settlement was computed from: the downline and its whole subtree. */
export const SettlementFiguresSchema = Type.Object(
  {
    betCount: Type.Integer({ description: 'Settled bets counted.' }),
    bets: Type.Number({ description: 'Their bet amount.' }),
    validBets: Type.Number({ description: 'Their valid bet (turnover).' }),
    activeMembers: Type.Integer({ description: 'Team members with at least one bet counted.' }),
    payouts: Type.Optional(Type.Number({ description: 'DIVIDEND: what the bets paid back.' })),
    bonuses: Type.Optional(Type.Number({ description: 'DIVIDEND: bonuses credited.' })),
    rebates: Type.Optional(Type.Number({ description: 'DIVIDEND: rebates claimed.' })),
    loss: Type.Optional(Type.Number({ description: "DIVIDEND: the team's loss, bets - payouts - bonuses - rebates (the personal profit and loss's net, negated); the dividend is rate% of it when positive." })),
    lines: Type.Optional(Type.Array(RealtimeSalaryLineSchema, { description: 'REALTIME: the bets by tier and outcome, each with its rate and amount.' })),
  },
  { description: "The team's figures a settlement was computed from: the downline and its whole subtree." },
);
export type SettlementFigures = Static<typeof SettlementFiguresSchema>;

/** The agent's settlements of one kind, either side, filtered by the end of their period. */
export const AgentSettlementsQuerySchema = Type.Object(
  {
    pageNo: DefaultedPageNoField,
    pageSize: DefaultedPageSizeField,
    kind: SettlementKindSchema,
    side: stringEnum(['RECEIVED', 'PAID'], { default: 'RECEIVED', description: 'RECEIVED (the default): paid to the agent by its upline; PAID: paid by the agent to its downlines.' }),
    status: Type.Optional(SettlementStatusSchema),
    startDate: Type.Optional(DateField),
    endDate: Type.Optional(DateField),
  },
  {
    additionalProperties: false,
    description: 'The settlements whose period ended within the inclusive business dates (UTC+8; both or neither, at most 92 days), newest period first.',
  },
);
export type AgentSettlementsQuery = Static<typeof AgentSettlementsQuerySchema>;

/** One contract's settlement for one period. */
export const SettlementRecordSchema = Type.Object(
  {
    settlementId: Type.Integer(),
    contractId: Type.Integer(),
    kind: SettlementKindSchema,
    side: SettlementSideSchema,
    counterpart: Type.String({ description: 'RECEIVED: the upline that pays; PAID: the downline paid.' }),
    period: Type.Optional(ContractPeriodSchema),
    periodStart: Type.Number({ description: 'Epoch milliseconds: the period settled, start included…' }),
    periodEnd: Type.Number({ description: '…end excluded.' }),
    status: SettlementStatusSchema,
    amount: nullable(Type.Number(), { description: 'What the period pays (owed while UNPAID); null while DUE.' }),
    figures: nullable(SettlementFiguresSchema, { description: 'Null while DUE.' }),
    tier: nullable(Type.Integer(), { description: 'The tier reached, 1 the lowest, 0 none; null while DUE and for REALTIME (each bet reaches its own: see figures.lines).' }),
    rate: nullable(Type.Number(), { description: "The tier's rate in percent (DAILY, DIVIDEND); null otherwise (an HOURLY tier pays a fixed amount)." }),
    settleTime: nullable(Type.Number(), { description: 'Epoch milliseconds: when it was paid, or found to owe nothing.' }),
    referenceNo: nullable(Type.String(), { description: "The ledger movement's reference, in both sides' account records." }),
    attempts: Type.Integer({ description: 'How many runs tried to pay it.' }),
  },
  { description: "One contract's settlement for one period." },
);
export type SettlementRecord = Static<typeof SettlementRecordSchema>;

export const AgentSettlementsPageSchema = Type.Object({
  list: Type.Array(SettlementRecordSchema),
  totalPages: Type.Integer(),
  totals: Type.Object({
    count: Type.Integer({ description: 'Settlements matching the filters.' }),
    paid: Type.Number({ description: 'What the PAID ones moved.' }),
    owed: Type.Number({ description: 'What the UNPAID ones still owe.' }),
  }),
});
export type AgentSettlementsPage = Static<typeof AgentSettlementsPageSchema>;

/** The agent's income for inclusive business dates (UTC+8; at most 92 days). */
export const AgentIncomeQuerySchema = Type.Object({ startDate: DateField, endDate: DateField }, { additionalProperties: false });
export type AgentIncomeQuery = Static<typeof AgentIncomeQuerySchema>;

/** Money in and out of an agent over a stretch of time, by when it moved. */
export const IncomeFiguresSchema = Type.Object({
  salary: Type.Number({ description: 'Salary received: real-time, hourly and daily wages.' }),
  dividends: Type.Number({ description: 'Dividends received.' }),
  rebates: Type.Number({ description: "The agent's own rebate claims." }),
  income: Type.Number({ description: 'salary + dividends + rebates.' }),
  paidOut: Type.Number({ description: 'Salary and dividends the agent paid its downlines.' }),
  net: Type.Number({ description: 'income - paidOut.' }),
});
export type IncomeFigures = Static<typeof IncomeFiguresSchema>;

/** One kind of contract in the agent's income. */
export const IncomeByKindSchema = Type.Object({
  kind: SettlementKindSchema,
  received: Type.Number({ description: 'Paid to the agent in the period.' }),
  receivedCount: Type.Integer(),
  paid: Type.Number({ description: 'Paid by the agent to its downlines in the period.' }),
  paidCount: Type.Integer(),
  owedToYou: Type.Number({ description: 'Still owed to the agent (UNPAID), for periods that ended within the dates.' }),
  youOwe: Type.Number({ description: 'Still owed by the agent to its downlines (UNPAID), for periods that ended within the dates.' }),
});
export type IncomeByKind = Static<typeof IncomeByKindSchema>;

export const AgentIncomeSchema = Type.Object({
  totals: IncomeFiguresSchema,
  kinds: Type.Array(IncomeByKindSchema, { description: 'Every kind, REALTIME, HOURLY, DAILY, DIVIDEND.' }),
  days: Type.Array(Type.Intersect([Type.Object({ day: DateField }), IncomeFiguresSchema]), { description: 'Every day of the period, oldest first (zeros for a quiet day).' }),
});
export type AgentIncome = Static<typeof AgentIncomeSchema>;

/** The real-time salary accruing to the agent in the current 5-minute window (no input). */
export const RealtimeAccrualBetSchema = Type.Object(
  {
    roundNo: Type.String(),
    account: Type.String({ description: 'The team member who bet.' }),
    betAmount: Type.Number(),
    payout: Type.Number(),
    outcome: stringEnum(['LOSS', 'PROFIT']),
    tier: Type.Integer({ description: 'The highest tier whose singleBet the bet reached; 0 none.' }),
    rate: Type.Number({ description: 'Percent of the bet it earns.' }),
    amount: Type.Number({ description: 'betAmount x rate%, to four decimals: each line of the settlement rounds its sum down to the cent.' }),
    settleTime: Type.Number({ description: 'Epoch milliseconds.' }),
  },
  { description: 'One team bet of the window and what it earns.' },
);
export type RealtimeAccrualBet = Static<typeof RealtimeAccrualBetSchema>;

export const RealtimeAccrualSchema = Type.Object({
  contractId: nullable(Type.Integer(), { description: "The agent's running real-time salary contract (as the downline); null: none, nothing accrues." }),
  upline: nullable(Type.String({ description: 'Who pays it.' })),
  windowStart: Type.Number({ description: 'Epoch milliseconds: the current window (from the acceptance, if later)…' }),
  windowEnd: Type.Number({ description: '…and its end: the settlement runs then (within the sweep interval).' }),
  accrued: Type.Number({ description: 'What the window has earned so far (what the settlement would pay now).' }),
  figures: SettlementFiguresSchema,
  bets: Type.Array(RealtimeAccrualBetSchema, { description: "The window's team bets, newest first (at most 100)." }),
  truncated: Type.Boolean({ description: 'The window holds more bets than listed.' }),
});
export type RealtimeAccrual = Static<typeof RealtimeAccrualSchema>;

/**
 * A tier of any kind: one flat object (Ajv's removeAdditional would strip a union's fields),
 * holding exactly the fields of the kind's tier (DividendTier, DailySalaryTier, HourlySalaryTier
 * or RealtimeSalaryTier); the gateway refuses other combinations.
 */
export const AnyKindTierSchema = Type.Object(
  {
    periodValidBet: Type.Optional(DividendTierSchema.properties.periodValidBet),
    periodProfitLoss: Type.Optional(DividendTierSchema.properties.periodProfitLoss),
    activeMembers: Type.Optional(DividendTierSchema.properties.activeMembers),
    rate: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: 'Percent: of the valid bet (DAILY) or of the loss (DIVIDEND).' })),
    betAmount: Type.Optional(HourlySalaryTierSchema.properties.betAmount),
    amount: Type.Optional(HourlySalaryTierSchema.properties.amount),
    singleBet: Type.Optional(RealtimeSalaryTierSchema.properties.singleBet),
    profitSalaryRate: Type.Optional(RealtimeSalaryTierSchema.properties.profitSalaryRate),
    lossSalaryRate: Type.Optional(RealtimeSalaryTierSchema.properties.lossSalaryRate),
  },
  { additionalProperties: false, description: "A tier: exactly the fields of the kind's tier." },
);
export type AnyKindTier = Static<typeof AnyKindTierSchema>;

/** What proposed tiers would have paid a direct downline over its team's last periods. */
export const ContractSimulationRequestSchema = Type.Object(
  {
    kind: SettlementKindSchema,
    downline: Type.String({ minLength: 1, maxLength: 32, pattern: SINGLE_LINE_TEXT, description: 'A direct downline of the agent.' }),
    period: Type.Optional(ContractPeriodSchema),
    tiers: Type.Array(AnyKindTierSchema, { minItems: 1, maxItems: 10, description: "The proposed tiers, lowest threshold first, of the kind's tier shape." }),
    periods: Type.Integer({ minimum: 1, maximum: 31, default: 7, description: 'How many of the last ended periods (7 by default).' }),
  },
  { additionalProperties: false, description: 'What proposed tiers would have paid a direct downline over its team\'s last periods (DIVIDEND needs a period).' },
);
export type ContractSimulationRequest = Static<typeof ContractSimulationRequestSchema>;

export const SimulatedPeriodSchema = Type.Object({
  periodStart: Type.Number({ description: 'Epoch milliseconds.' }),
  periodEnd: Type.Number({ description: 'Epoch milliseconds.' }),
  figures: SettlementFiguresSchema,
  tier: nullable(Type.Integer(), { description: 'The tier reached (0 none); null for REALTIME (per bet: figures.lines).' }),
  rate: nullable(Type.Number()),
  amount: Type.Number({ description: 'What the period would have paid.' }),
});
export type SimulatedPeriod = Static<typeof SimulatedPeriodSchema>;

export const ContractSimulationSchema = Type.Object({
  periods: Type.Array(SimulatedPeriodSchema, { description: 'The last ended periods, newest first.' }),
  total: Type.Number({ description: 'What they would have paid together.' }),
  tierCounts: Type.Array(Type.Integer(), { description: 'How many periods reached each tier: index 0 none, 1 the first tier… (REALTIME: empty).' }),
});
export type ContractSimulation = Static<typeof ContractSimulationSchema>;
