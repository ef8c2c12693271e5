import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Select, vars, type SelectOption } from '@platform/ui';
import type { Vendor } from '@platform/api';
import { pageChanges, type ParamChanges } from './address-filters';
import { BET_PARAMS, type BetFilters } from './bet-filters';
import { betStatus } from './bet-labels';
import type { GameNames } from './use-game-names';

export interface BetFilterSelectsProps {
  filters: BetFilters;
  names: GameNames;
  /** The address's changes of a new choice (the page goes back to the first). */
  onChange: (changes: ParamChanges) => void;
}

/** A betting record's game type, vendor and settlement filters, side by side where they fit. */
export function BetFilterSelects({ filters, names, onChange }: BetFilterSelectsProps) {
  const { t } = useLingui();

  // The vendors of the chosen game type, or of every type (once each) when none is chosen.
  const vendors = new Map<string, Vendor>();
  for (const menu of names.menus) {
    if (filters.gameType && menu.code.toUpperCase() !== filters.gameType.toUpperCase()) continue;
    for (const vendor of menu.vendors) if (!vendors.has(vendor.vassalage)) vendors.set(vendor.vassalage, vendor);
  }

  const gameTypeOptions = withChosen(
    [
      { value: '', label: t({ message: 'All game types', comment: 'Betting record filter: no game type filter' }) },
      ...names.menus.map((menu) => ({ value: menu.code, label: menu.name })),
    ],
    filters.gameType,
    names.gameType,
  );
  const vendorOptions = withChosen(
    [
      { value: '', label: t({ message: 'All vendors', comment: 'Betting record filter: no vendor filter' }) },
      ...[...vendors.values()].map((vendor) => ({ value: vendor.vassalage, label: vendor.displayName })),
    ],
    filters.vendorCode,
    names.vendor,
  );
  const statusOptions = [
    { value: '', label: t({ message: 'All bets', comment: 'Betting record filter: settled and unsettled bets' }) },
    { value: 'SETTLED', label: t(betStatus.SETTLED.label) },
    { value: 'UNSETTLED', label: t(betStatus.UNSETTLED.label) },
  ];

  return (
    <Selects>
      <Select
        label={t`Game type`}
        options={gameTypeOptions}
        value={filters.gameType ?? ''}
        onChange={(gameType) => {
          // A vendor of another game type would leave nothing to show: the choice starts over.
          const keepsVendor = gameType === '' || names.menus.some((menu) => menu.code === gameType && menu.vendors.some((vendor) => vendor.vassalage === filters.vendorCode));
          onChange({ [BET_PARAMS.gameType]: gameType, ...(keepsVendor ? {} : { [BET_PARAMS.vendor]: undefined }), ...pageChanges(1) });
        }}
      />
      <Select
        label={t`Vendor`}
        options={vendorOptions}
        value={filters.vendorCode ?? ''}
        onChange={(vendor) => onChange({ [BET_PARAMS.vendor]: vendor, ...pageChanges(1) })}
      />
      <Select
        label={t({ message: 'Settlement', comment: 'Betting record filter: settled, unsettled or all bets' })}
        options={statusOptions}
        value={filters.status ?? ''}
        onChange={(status) => onChange({ [BET_PARAMS.status]: status, ...pageChanges(1) })}
      />
    </Selects>
  );
}

/**
 * The options with the address's choice among them: a link may name a game type or vendor the
 * lobby no longer lists (or the menus are still loading), and the select must still show it.
 */
function withChosen(options: SelectOption[], chosen: string | undefined, name: (code: string) => string): SelectOption[] {
  if (chosen === undefined || options.some((option) => option.value === chosen)) return options;
  return [...options, { value: chosen, label: name(chosen) }];
}

// One select a row on a phone, side by side where they fit.
const Selects = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${vars.space.md};
`;
