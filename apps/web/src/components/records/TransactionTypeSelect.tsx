import { useLingui } from '@lingui/react/macro';
import { Select } from '@platform/ui';
import { TRANSACTION_FILTER_LABELS, TRANSACTION_TYPE_FILTERS, type TransactionTypeFilter } from './transaction-types';

export interface TransactionTypeSelectProps {
  /** The chosen type; none for every type. */
  value: TransactionTypeFilter | undefined;
  /** Called with the chosen type, or '' for every type. */
  onChange: (value: string) => void;
}

/** An account record's type filter (deposits, bets and payouts, bonuses…). */
export function TransactionTypeSelect({ value, onChange }: TransactionTypeSelectProps) {
  const { t, i18n } = useLingui();
  const options = [
    { value: '', label: t({ message: 'All types', comment: 'Account record type filter: no filter' }) },
    ...TRANSACTION_TYPE_FILTERS.map((type) => ({ value: type, label: i18n._(TRANSACTION_FILTER_LABELS[type]) })),
  ];
  return (
    <Select
      label={t({ message: 'Type', comment: 'Account record filter: the kind of movement (deposit, bet, bonus…)' })}
      options={options}
      value={value ?? ''}
      onChange={onChange}
    />
  );
}
