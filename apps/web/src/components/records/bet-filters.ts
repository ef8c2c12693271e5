import type { BetRecordsQuery, BetStatus } from '@platform/api';
import type { DateRange } from '@platform/ui';
import { readPage, readRange } from './address-filters';

/** The address's search params of the betting record's own filters (next to `from`, `to`, `page`). */
export const BET_PARAMS = { gameType: 'gameType', vendor: 'vendor', status: 'status' } as const;

export const BET_STATUSES: readonly BetStatus[] = ['SETTLED', 'UNSETTLED'];

/** Rows a page of the betting record. */
export const BET_RECORDS_PAGE_SIZE = 20;

/** The betting record's filters; a missing one means "all". */
export interface BetFilters {
  range: DateRange;
  page: number;
  gameType?: string;
  vendorCode?: string;
  status?: BetStatus;
}

// The contract's pattern for a game type and a vendor code: anything else in the address is ignored.
const CODE = /^[A-Za-z0-9_]{1,32}$/;

function readCode(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value !== null && CODE.test(value) ? value : undefined;
}

/** The filters the address names; what it does not name (or names wrongly) is "all", the last 7 days, page 1. */
export function readBetFilters(params: URLSearchParams, today: string): BetFilters {
  const status = params.get(BET_PARAMS.status);
  return {
    range: readRange(params, today),
    page: readPage(params),
    gameType: readCode(params, BET_PARAMS.gameType),
    vendorCode: readCode(params, BET_PARAMS.vendor),
    status: BET_STATUSES.find((known) => known === status),
  };
}

/** The betRecords call's input for the filters. */
export function betRecordsQuery({ range, page, gameType, vendorCode, status }: BetFilters): BetRecordsQuery {
  return {
    pageNo: page,
    pageSize: BET_RECORDS_PAGE_SIZE,
    startDate: range.start,
    endDate: range.end,
    ...(gameType && { gameType }),
    ...(vendorCode && { vendorCode }),
    ...(status && { status }),
  };
}
