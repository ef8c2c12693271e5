import type { TeamBet } from '@platform/api';
import { BET_RECORD_COLUMNS, type BetFormat } from '../../../components/records/bet-columns';
import { withMemberColumn, type RecordColumn } from '../../../components/records/record-columns';

/** The team betting record's columns: the member's betting record's, with the downline who placed each bet. */
export const TEAM_BET_COLUMNS: readonly RecordColumn<TeamBet, BetFormat>[] = withMemberColumn(BET_RECORD_COLUMNS);
