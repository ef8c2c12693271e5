import type { Static } from 'typebox';
import { Type } from 'typebox';
import { DateField, DefaultedPageNoField, DefaultedPageSizeField, VendorCodeField } from './input-fields';
import { nullable, stringEnum } from './schema-builders';
import { MemberTransactionSchema, MemberTransactionsQuerySchema } from './wallet';

/** Whether a bet's round has been settled (a lottery ticket waits for its draw). */
export const BetStatusSchema = stringEnum(['SETTLED', 'UNSETTLED'], { description: "Whether a bet's round has been settled." });
export type BetStatus = Static<typeof BetStatusSchema>;

const GameTypeField = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$', description: 'RNG, LIVE, FISH, SPORTS, LOTT…' });

/** The betting record's filters: inclusive business dates (UTC+8; at most 92 days), game type, vendor, status. */
export const BetRecordsQuerySchema = Type.Object(
  {
    pageNo: DefaultedPageNoField,
    pageSize: DefaultedPageSizeField,
    startDate: DateField,
    endDate: DateField,
    gameType: Type.Optional(GameTypeField),
    vendorCode: Type.Optional(VendorCodeField),
    status: Type.Optional(BetStatusSchema),
  },
  { additionalProperties: false },
);
export type BetRecordsQuery = Static<typeof BetRecordsQuerySchema>;

/** One bet of the member. */
export const BetRecordSchema = Type.Object(
  {
    roundNo: Type.String({ description: "The round's reference number (as in the account record)." }),
    gameName: Type.String(),
    vendorCode: Type.String(),
    gameType: Type.String(),
    betAmount: Type.Number(),
    validBet: Type.Number({ description: 'The turnover the bet counts for.' }),
    payout: nullable(Type.Number(), { description: 'What the bet paid back, stake included; null while unsettled.' }),
    winLoss: nullable(Type.Number(), { description: 'payout - betAmount; null while unsettled.' }),
    status: BetStatusSchema,
    betTime: Type.Number({ description: 'Epoch milliseconds.' }),
    settleTime: nullable(Type.Number({ description: 'Epoch milliseconds.' })),
  },
  { description: 'One bet of the member.' },
);
export type BetRecord = Static<typeof BetRecordSchema>;

/** Totals of every bet matching the filters (not just the page). */
export const BetTotalsSchema = Type.Object({
  betCount: Type.Integer(),
  betAmount: Type.Number(),
  validBet: Type.Number(),
  payout: Type.Number({ description: 'Of the settled bets.' }),
  winLoss: Type.Number({ description: 'Of the settled bets: payout - stake.' }),
});
export type BetTotals = Static<typeof BetTotalsSchema>;

export const BetRecordsPageSchema = Type.Object({ list: Type.Array(BetRecordSchema), totalPages: Type.Integer(), totals: BetTotalsSchema });
export type BetRecordsPage = Static<typeof BetRecordsPageSchema>;

export const BetDetailQuerySchema = Type.Object(
  { roundNo: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Z0-9]+$' }) },
  { additionalProperties: false },
);
export type BetDetailQuery = Static<typeof BetDetailQuerySchema>;

/** A slot spin: the reels drawn (symbol names, left to right, top to bottom) and the paytable multiple. */
export const SlotRoundSchema = Type.Object({ kind: Type.Literal('SLOT'), reels: Type.Array(Type.String()), multiple: Type.Number() });
/** A lottery ticket: the draw, the numbers picked and, once drawn, the winning numbers. */
export const LotteryRoundSchema = Type.Object({
  kind: Type.Literal('LOTTERY'),
  drawNo: Type.String(),
  picks: Type.Array(Type.String()),
  drawnNumbers: nullable(Type.Array(Type.String())),
  drawTime: Type.Number({ description: 'Epoch milliseconds.' }),
});
export const RoundDetailSchema = Type.Union([SlotRoundSchema, LotteryRoundSchema]);
export type RoundDetail = Static<typeof RoundDetailSchema>;

/** One bet with its round as the game reported it. */
export const BetDetailSchema = Type.Intersect([BetRecordSchema, Type.Object({ round: RoundDetailSchema })]);
export type BetDetail = Static<typeof BetDetailSchema>;

/** Personal profit and loss for inclusive business dates (at most 92 days). */
export const PersonalProfitQuerySchema = Type.Object({ startDate: DateField, endDate: DateField }, { additionalProperties: false });
export type PersonalProfitQuery = Static<typeof PersonalProfitQuerySchema>;

/** A period's figures: settled bets counted on the day they were placed. */
export const ProfitFiguresSchema = Type.Object({
  betCount: Type.Integer(),
  bets: Type.Number(),
  validBets: Type.Number(),
  payouts: Type.Number(),
  bonuses: Type.Number(),
  rebates: Type.Number(),
  deposits: Type.Number(),
  withdrawals: Type.Number(),
  net: Type.Number({ description: 'payouts - bets + bonuses + rebates.' }),
});
export type ProfitFigures = Static<typeof ProfitFiguresSchema>;

export const ProfitDaySchema = Type.Intersect([Type.Object({ day: DateField }), ProfitFiguresSchema]);
export type ProfitDay = Static<typeof ProfitDaySchema>;

export const ProfitByGameTypeSchema = Type.Object({
  gameType: Type.String(),
  betCount: Type.Integer(),
  bets: Type.Number(),
  validBets: Type.Number(),
  payouts: Type.Number(),
  winLoss: Type.Number({ description: 'payouts - bets.' }),
});
export type ProfitByGameType = Static<typeof ProfitByGameTypeSchema>;

export const PersonalProfitSchema = Type.Object({
  totals: ProfitFiguresSchema,
  days: Type.Array(ProfitDaySchema, { description: 'Every day of the period, oldest first (zeros for a quiet day).' }),
  gameTypes: Type.Array(ProfitByGameTypeSchema, { description: 'Game types with bets in the period, most bet first.' }),
});
export type PersonalProfit = Static<typeof PersonalProfitSchema>;

/** The account record's filters without paging: the export holds every row the table would page through. */
export const MemberTransactionsExportQuerySchema = Type.Omit(MemberTransactionsQuerySchema, ['pageNo', 'pageSize'], { additionalProperties: false });
export type MemberTransactionsExportQuery = Static<typeof MemberTransactionsExportQuerySchema>;

/** At most this many rows are exported at once; `truncated` says the period held more. */
export const TRANSACTIONS_EXPORT_LIMIT = 10_000;

export const MemberTransactionsExportSchema = Type.Object({ list: Type.Array(MemberTransactionSchema), truncated: Type.Boolean() });
export type MemberTransactionsExport = Static<typeof MemberTransactionsExportSchema>;
