import type { DownlineTransaction } from '@platform/api';
import { ACCOUNT_RECORD_COLUMNS, withMemberColumn, type RecordColumn } from '../../../components/records/record-columns';

/** The downline transaction details' columns: the member's account record's, with the downline each record belongs to. */
export const DOWNLINE_TRANSACTION_COLUMNS: readonly RecordColumn<DownlineTransaction>[] = withMemberColumn(ACCOUNT_RECORD_COLUMNS);
