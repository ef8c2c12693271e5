import { within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { GameMenu } from '@platform/api';

/** The lobby's menus as the gateway answers them in English: two game types, three vendors. */
export const GAME_MENUS: GameMenu[] = [
  {
    code: 'RNG',
    name: 'Slots',
    vendors: [
      { vassalage: 'PT', displayName: 'Playtech', gameType: 'RNG' },
      { vassalage: 'DEMO', displayName: 'Demo Games', gameType: 'RNG' },
    ],
  },
  { code: 'LOTT', name: 'Lottery', vendors: [{ vassalage: 'LOTT', displayName: 'Platform Lottery', gameType: 'LOTT' }] },
];

/** What each body row of a DataTable shows, cell by cell (the value, without the phone card's label). */
export function shownRows(table: HTMLElement): string[][] {
  const body = table.querySelector('tbody')!;
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.lastElementChild?.textContent ?? ''));
}

/** The DataTable's column headers as shown. */
export function shownHeaders(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
}

/** Shows the router's search string, so a test can read what the address holds. */
export function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}
