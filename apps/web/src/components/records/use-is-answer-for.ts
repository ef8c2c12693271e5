import { useState } from 'react';

/** What useIsAnswerFor reads of a query (TanStack Query's result). */
export interface KeptAnswerQuery {
  data: unknown;
  isPlaceholderData: boolean;
}

/**
 * Whether the answer a records query shows was asked for `scope`: the filters what is shown
 * depends on - a period or a downline for a page's totals, the level or the search for a team's
 * rows - not the page or the record type. While another page or filter loads, the query keeps its
 * last answer (keepPreviousData): it still holds on another page of the same scope, but not under
 * a new period, downline or level, where it would pass for that one's.
 */
export function useIsAnswerFor(scope: string, query: KeptAnswerQuery): boolean {
  const [answeredScope, setAnsweredScope] = useState<string | null>(null);
  const isOwnAnswer = query.data !== undefined && !query.isPlaceholderData;
  // Remembered during the render (React's pattern for state that follows a prop), not in an
  // effect, so a change of scope in the very next render already finds it.
  if (isOwnAnswer && answeredScope !== scope) setAnsweredScope(scope);
  return isOwnAnswer || (query.isPlaceholderData && answeredScope === scope);
}
