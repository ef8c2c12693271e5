import { defineCall } from './define-call';
import type {
  BetDetail,
  BetDetailQuery,
  BetRecordsPage,
  BetRecordsQuery,
  MemberTransactionsExport,
  MemberTransactionsExportQuery,
  PersonalProfit,
  PersonalProfitQuery,
} from '../schemas/records';
export type {
  BetStatus,
  BetRecordsQuery,
  BetRecord,
  BetTotals,
  BetRecordsPage,
  BetDetailQuery,
  RoundDetail,
  BetDetail,
  PersonalProfitQuery,
  ProfitFigures,
  ProfitDay,
  ProfitByGameType,
  PersonalProfit,
  MemberTransactionsExportQuery,
  MemberTransactionsExport,
} from '../schemas/records';

/** The member's betting record (newest first) with the totals of every matching bet; member-only. */
export const betRecords = defineCall<BetRecordsQuery, BetRecordsPage>({
  method: 'GET',
  path: '/wps/member/bets',
  auth: true,
  encrypted: false,
});

/** One of the member's bets with its round; member-only (another member's round is not found). */
export const betDetail = defineCall<BetDetailQuery, BetDetail>({
  method: 'GET',
  path: '/wps/member/bets/detail',
  auth: true,
  encrypted: false,
});

/** The member's profit and loss for a period, by day and by game type, from the daily totals; member-only. */
export const personalProfit = defineCall<PersonalProfitQuery, PersonalProfit>({
  method: 'GET',
  path: '/wps/member/profit',
  auth: true,
  encrypted: false,
});

/** Every account record matching the filters (up to TRANSACTIONS_EXPORT_LIMIT), for the CSV export; member-only. */
export const memberTransactionsExport = defineCall<MemberTransactionsExportQuery, MemberTransactionsExport>({
  method: 'GET',
  path: '/wps/member/transactions/export',
  auth: true,
  encrypted: false,
});
