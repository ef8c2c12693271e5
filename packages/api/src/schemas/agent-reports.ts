import type { Static } from 'typebox';
import { Type } from 'typebox';
import { DateField, DefaultedPageNoField, DefaultedPageSizeField, singleLineText } from './input-fields';
import { BetRecordSchema, BetRecordsQuerySchema, BetTotalsSchema, ProfitFiguresSchema } from './records';
import { MemberTransactionSchema, MemberTransactionsQuerySchema } from './wallet';
import { DOWNLINE_TRANSACTIONS_COUNT_LIMIT } from '../contract/team-report-limits';
export { DOWNLINE_TRANSACTIONS_COUNT_LIMIT } from '../contract/team-report-limits';

/*
 * The agent centre's team reports. An agent's team is every downline at every level below it
 * (its whole subtree), never the agent itself and never anyone outside it. Dates are inclusive
 * business dates (UTC+8), at most 92 days, as in the member's records.
 */

const TEAM = "the agent's team: every downline at every level below the agent, not the agent itself";

/** A downline's whole account (not case-sensitive): it must be in the agent's team, else the report answers 404. */
const downlineAccountField = (description: string) => singleLineText(64, { minLength: 1, description });
const DOWNLINE_FILTER = "Only this downline's rows: its whole account, at any level of the agent's team (not case-sensitive); 404 when it is not in the team.";

// ---------------------------------------------------------------------------------------------
// Team overview (agentTeamOverview)

/** The overview's period: inclusive business dates (UTC+8), at most 92 days; the client picks the presets. */
export const AgentTeamOverviewQuerySchema = Type.Object(
  { startDate: DateField, endDate: DateField },
  { additionalProperties: false, description: `The overview of ${TEAM}, for inclusive business dates (UTC+8), at most 92 days.` },
);
export type AgentTeamOverviewQuery = Static<typeof AgentTeamOverviewQuerySchema>;

/** A period's figures of the team: its members, and the money of the daily totals summed over the team. */
const TEAM_FIGURES = {
  teamSize: Type.Integer({ description: `Members of ${TEAM}, registered by the end of the period (or day).` }),
  newMembers: Type.Integer({ description: 'Members of the team who registered in the period (or on the day).' }),
  activeMembers: Type.Integer({ description: 'Members of the team with at least one settled bet placed in the period (or on the day).' }),
  ...ProfitFiguresSchema.properties,
};
export const TeamFiguresSchema = Type.Object(TEAM_FIGURES, {
  description: `The figures of ${TEAM}; net is the team's profit and loss, by the member's own formula (payouts - bets + bonuses + rebates).`,
});
export type TeamFigures = Static<typeof TeamFiguresSchema>;

export const TeamDaySchema = Type.Object({ day: DateField, ...TEAM_FIGURES }, { description: "One business day of the team's trend." });
export type TeamDay = Static<typeof TeamDaySchema>;

export const AgentTeamOverviewSchema = Type.Object(
  {
    startDate: DateField,
    endDate: DateField,
    previousStartDate: Type.String({ description: 'The first day of the previous period: the same number of days just before startDate.' }),
    previousEndDate: Type.String({ description: 'The day before startDate.' }),
    current: TeamFiguresSchema,
    previous: TeamFiguresSchema,
    days: Type.Array(TeamDaySchema, {
      description: 'Every day of the period, oldest first (zeros for a quiet day): the trend chart, and the rows of its CSV export.',
    }),
  },
  { description: `The team overview of ${TEAM}, with the previous period of the same length for comparison.` },
);
export type AgentTeamOverview = Static<typeof AgentTeamOverviewSchema>;

// ---------------------------------------------------------------------------------------------
// Team betting (personalHistoryCopy in the agent centre)

/** The team betting record's filters: the member's betting record's, and one downline's account. */
export const AgentTeamBetsQuerySchema = Type.Object(
  {
    ...BetRecordsQuerySchema.properties,
    account: Type.Optional(downlineAccountField(DOWNLINE_FILTER)),
  },
  { additionalProperties: false, description: `The bets of ${TEAM}, newest first; the totals cover every matching bet.` },
);
export type AgentTeamBetsQuery = Static<typeof AgentTeamBetsQuerySchema>;

export const TeamBetSchema = Type.Object(
  { account: Type.String({ description: 'The downline who placed the bet.' }), ...BetRecordSchema.properties },
  { description: 'One bet of a downline.' },
);
export type TeamBet = Static<typeof TeamBetSchema>;

export const AgentTeamBetsPageSchema = Type.Object({ list: Type.Array(TeamBetSchema), totalPages: Type.Integer(), totals: BetTotalsSchema });
export type AgentTeamBetsPage = Static<typeof AgentTeamBetsPageSchema>;

/** The team betting record's filters without paging: the export holds every row the table would page through. */
export const AgentTeamBetsExportQuerySchema = Type.Omit(AgentTeamBetsQuerySchema, ['pageNo', 'pageSize'], { additionalProperties: false });
export type AgentTeamBetsExportQuery = Static<typeof AgentTeamBetsExportQuerySchema>;

export const AgentTeamBetsExportSchema = Type.Object({
  list: Type.Array(TeamBetSchema),
  totals: BetTotalsSchema,
  truncated: Type.Boolean({ description: 'The filters match more than TRANSACTIONS_EXPORT_LIMIT rows; the list holds the newest.' }),
});
export type AgentTeamBetsExport = Static<typeof AgentTeamBetsExportSchema>;

// ---------------------------------------------------------------------------------------------
// Downline profit and loss (palStatementsAgentCopy)

export const AgentDownlineProfitLossQuerySchema = Type.Object(
  {
    pageNo: DefaultedPageNoField,
    pageSize: DefaultedPageSizeField,
    startDate: DateField,
    endDate: DateField,
    account: Type.Optional(
      downlineAccountField("Drills down to this downline's level (its own direct downlines); left out, the agent's own level. 404 when it is not in the agent's team."),
    ),
  },
  {
    additionalProperties: false,
    description: "Profit and loss of a level of the agent's tree (the agent's own, or a downline's inside the agent's team): one row per direct downline.",
  },
);
export type AgentDownlineProfitLossQuery = Static<typeof AgentDownlineProfitLossQuerySchema>;

/** One step of the path from the agent down to the level shown. */
export const TreeStepSchema = Type.Object({
  account: Type.String(),
  type: Type.Integer({ description: 'Account type: 1, 2, 41, 42 are agents; others members.' }),
  depth: Type.Integer({ description: 'Levels below the agent: 0 is the agent itself.' }),
});
export type TreeStep = Static<typeof TreeStepSchema>;

export const ProfitLossRowSchema = Type.Object(
  {
    account: Type.String(),
    type: Type.Integer({ description: 'Account type: 1, 2, 41, 42 are agents; others members.' }),
    teamSize: Type.Integer({ description: "Members the row covers: the downline and everyone below it (1 for the level's own row)." }),
    ...ProfitFiguresSchema.properties,
  },
  { description: "A direct downline with the totals of its own team (itself and every level below it), or the level's agent with its own play alone." },
);
export type ProfitLossRow = Static<typeof ProfitLossRowSchema>;

export const AgentDownlineProfitLossSchema = Type.Object({
  path: Type.Array(TreeStepSchema, { description: 'From the agent (depth 0) down to the level shown (the breadcrumb).' }),
  self: ProfitLossRowSchema,
  list: Type.Array(ProfitLossRowSchema, { description: "The level's direct downlines (by account), one page of them." }),
  totalPages: Type.Integer(),
  totals: Type.Object(ProfitFiguresSchema.properties, { description: "The level's agent and its whole team: the own row plus every downline's row (not just the page)." }),
});
export type AgentDownlineProfitLoss = Static<typeof AgentDownlineProfitLossSchema>;

export const AgentDownlineProfitLossExportQuerySchema = Type.Omit(AgentDownlineProfitLossQuerySchema, ['pageNo', 'pageSize'], { additionalProperties: false });
export type AgentDownlineProfitLossExportQuery = Static<typeof AgentDownlineProfitLossExportQuerySchema>;

export const AgentDownlineProfitLossExportSchema = Type.Object({
  path: Type.Array(TreeStepSchema),
  self: ProfitLossRowSchema,
  list: Type.Array(ProfitLossRowSchema, { description: "The level's direct downlines, by account." }),
  totals: Type.Object(ProfitFiguresSchema.properties, { description: "The level's agent and its whole team." }),
  truncated: Type.Boolean({ description: 'The level has more than TRANSACTIONS_EXPORT_LIMIT direct downlines; the list holds the first by account.' }),
});
export type AgentDownlineProfitLossExport = Static<typeof AgentDownlineProfitLossExportSchema>;

// ---------------------------------------------------------------------------------------------
// Downline transaction details (agentDownlineTransactionDetailsCopy)

export const AgentDownlineTransactionsQuerySchema = Type.Object(
  {
    pageNo: DefaultedPageNoField,
    pageSize: DefaultedPageSizeField,
    startDate: DateField,
    endDate: DateField,
    type: MemberTransactionsQuerySchema.properties.type,
    account: Type.Optional(downlineAccountField(DOWNLINE_FILTER)),
  },
  { additionalProperties: false, description: `The account records of ${TEAM}, newest first.` },
);
export type AgentDownlineTransactionsQuery = Static<typeof AgentDownlineTransactionsQuerySchema>;

export const DownlineTransactionSchema = Type.Object(
  { account: Type.String({ description: 'The downline whose account record it is.' }), ...MemberTransactionSchema.properties },
  { description: "One account record of a downline: its balance is the downline's wallet after it." },
);
export type DownlineTransaction = Static<typeof DownlineTransactionSchema>;

export const AgentDownlineTransactionsPageSchema = Type.Object({
  list: Type.Array(DownlineTransactionSchema),
  totalPages: Type.Integer({ description: `The pages of the matching records, counted up to DOWNLINE_TRANSACTIONS_COUNT_LIMIT (${DOWNLINE_TRANSACTIONS_COUNT_LIMIT}).` }),
  isCountCapped: Type.Boolean({
    description: 'The filters match more records than DOWNLINE_TRANSACTIONS_COUNT_LIMIT: totalPages reaches that many; narrow the dates or choose a downline to see the rest.',
  }),
  totals: Type.Object(ProfitFiguresSchema.properties, {
    description: "The period's money of the same members (the team, or the one downline) from the daily totals, whatever the type filter: deposits, withdrawals, bets, payouts, bonuses, rebates and net.",
  }),
});
export type AgentDownlineTransactionsPage = Static<typeof AgentDownlineTransactionsPageSchema>;

export const AgentDownlineTransactionsExportQuerySchema = Type.Omit(AgentDownlineTransactionsQuerySchema, ['pageNo', 'pageSize'], { additionalProperties: false });
export type AgentDownlineTransactionsExportQuery = Static<typeof AgentDownlineTransactionsExportQuerySchema>;

export const AgentDownlineTransactionsExportSchema = Type.Object({
  list: Type.Array(DownlineTransactionSchema),
  truncated: Type.Boolean({ description: 'The filters match more than TRANSACTIONS_EXPORT_LIMIT rows; the list holds the newest.' }),
});
export type AgentDownlineTransactionsExport = Static<typeof AgentDownlineTransactionsExportSchema>;
