import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Select, Tabs, vars } from '@platform/ui';
import type { AgentIncomeQuery, SettlementKind, SettlementSide } from '@platform/api';
import { PageTabPanel } from '../../../components/centre/page-parts';
import { pageChanges, useAddressParams } from '../../../components/records/address-filters';
import {
  isSettlementKind,
  isSettlementSide,
  isSettlementStatus,
  SETTLEMENT_KIND_LABELS,
  SETTLEMENT_KINDS,
  SETTLEMENT_STATUSES,
  settlementStatus,
} from './settlement-labels';
import { SettlementList } from './SettlementList';

/** The address's search params of the settlements' filters (next to the shared `from`, `to` and `page`). */
const PARAMS = { kind: 'kind', side: 'side', status: 'status' } as const;

/** Daily wages first: the contract most agents hold. */
const DEFAULT_KIND: SettlementKind = 'DAILY';

export interface SettlementRecordsProps {
  /** The page's period: the settlements whose period ended in it. */
  period: AgentIncomeQuery;
  isEnabled: boolean;
}

/**
 * The agent's settlements: received from its upline or paid to its downlines (tabs), of one kind
 * and optionally one status, newest period first, paged. A settlement opens the figures it was
 * computed from. The filters live in the address.
 */
export function SettlementRecords({ period, isEnabled }: SettlementRecordsProps) {
  const { t, i18n } = useLingui();
  const [params, updateParams] = useAddressParams();
  const kindParam = params.get(PARAMS.kind);
  const sideParam = params.get(PARAMS.side);
  const statusParam = params.get(PARAMS.status);
  const kind = isSettlementKind(kindParam) ? kindParam : DEFAULT_KIND;
  const side: SettlementSide = isSettlementSide(sideParam) ? sideParam : 'RECEIVED';
  const status = isSettlementStatus(statusParam) ? statusParam : undefined;

  const kindOptions = SETTLEMENT_KINDS.map((value) => ({ value, label: i18n._(SETTLEMENT_KIND_LABELS[value]) }));
  const statusOptions = [
    { value: '', label: t({ message: 'All statuses', comment: 'Settlement filter: no status filter' }) },
    ...SETTLEMENT_STATUSES.map((value) => ({ value, label: i18n._(settlementStatus[value].label) })),
  ];
  const list = <SettlementList period={period} kind={kind} side={side} status={status} isEnabled={isEnabled} />;

  return (
    <>
      <Filters>
        <Select label={t({ message: 'Kind', comment: 'Settlement filter: real-time, hourly, daily or dividend' })} options={kindOptions} value={kind} onChange={(value) => updateParams({ [PARAMS.kind]: value, ...pageChanges(1) })} />
        <Select
          label={t({ message: 'Status', comment: 'Settlement filter: due, paid, unpaid, nothing to pay' })}
          options={statusOptions}
          value={status ?? ''}
          onChange={(value) => updateParams({ [PARAMS.status]: value, ...pageChanges(1) })}
        />
      </Filters>
      <Tabs value={side} onValueChange={(value) => updateParams({ [PARAMS.side]: value === 'RECEIVED' ? undefined : value, ...pageChanges(1) })}>
        <Tabs.List aria-label={t`Settlements`}>
          <Tabs.Tab value="RECEIVED">{t`Received from my upline`}</Tabs.Tab>
          <Tabs.Tab value="PAID">{t`Paid to my downlines`}</Tabs.Tab>
        </Tabs.List>
        <PageTabPanel value="RECEIVED">{side === 'RECEIVED' && list}</PageTabPanel>
        <PageTabPanel value="PAID">{side === 'PAID' && list}</PageTabPanel>
      </Tabs>
    </>
  );
}

// One select a row on a phone, side by side where they fit.
const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${vars.space.md};
`;
