import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FILTER_PARAMS, pageChanges, readPage, useAddressParams } from '../../../components/records/address-filters';

/** The address's search params of team management (next to the shared `page`). */
export const TEAM_PARAMS = {
  /** The team member whose direct downlines show; the agent's own when absent. */
  level: 'level',
  /** The account searched for across the whole team. */
  search: 'search',
} as const;

export interface TeamAddress {
  /** The account whose level shows, or null for the agent's direct downlines. */
  level: string | null;
  /** The search, or null while browsing. */
  search: string | null;
  page: number;
  /** Opens a level (null: the agent's own) as a new entry in the history, so Back returns to the level before. */
  openLevel: (account: string | null) => void;
  /** Searches the whole team (an empty text clears the search and goes back to browsing the level). */
  setSearch: (text: string) => void;
  setPage: (page: number) => void;
}

/**
 * Where the agent is in its team, kept in the address so Back works and a link shows the same
 * level: opening a level pushes a history entry; a search or a page replaces the current one, as
 * records pages do with their filters.
 */
export function useTeamAddress(): TeamAddress {
  const [params, updateParams] = useAddressParams();
  const [, setParams] = useSearchParams();
  const level = params.get(TEAM_PARAMS.level)?.trim() || null;
  const search = params.get(TEAM_PARAMS.search)?.trim() || null;

  const openLevel = useCallback(
    (account: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (account === null) next.delete(TEAM_PARAMS.level);
        else next.set(TEAM_PARAMS.level, account);
        next.delete(TEAM_PARAMS.search);
        next.delete(FILTER_PARAMS.page);
        return next;
      }),
    [setParams],
  );

  return {
    level,
    search,
    page: readPage(params),
    openLevel,
    setSearch: (text) => updateParams({ [TEAM_PARAMS.search]: text.trim() || undefined, ...pageChanges(1) }),
    setPage: (page) => updateParams(pageChanges(page)),
  };
}
