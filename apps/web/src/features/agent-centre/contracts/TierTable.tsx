import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableColumn } from '@platform/ui';
import type { SettlementKind } from '@platform/api';
import { TIER_FIELDS, type AnyKindTier } from './tier-fields';
import { useTierFormat } from './use-tier-format';

export interface TierTableProps {
  kind: SettlementKind;
  tiers: readonly AnyKindTier[];
  /** Names the table ("Tiers of the contract with agent01"). */
  label: string;
}

interface TierRow {
  number: number;
  tier: AnyKindTier;
}

/** A contract's tiers, lowest first, one column per field of the kind with its meaning in the header. */
export function TierTable({ kind, tiers, label }: TierTableProps) {
  const { t, i18n } = useLingui();
  const format = useTierFormat();
  const columns: DataTableColumn<TierRow>[] = [
    { key: 'number', header: t`Tier`, kind: 'number', align: 'start', card: 'title', cell: ({ number }) => t`Tier ${number}` },
    ...TIER_FIELDS[kind].map(
      (field): DataTableColumn<TierRow> => ({
        key: field.key,
        header: i18n._(field.label),
        align: 'end',
        cell: (row) => format(field.kind, row.tier[field.key]),
      }),
    ),
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={tiers.map((tier, index) => ({ number: index + 1, tier }))}
      getRowKey={(row) => row.number}
    />
  );
}
