import { useState } from 'react';

/** What useIsAnswerFor reads of a query (TanStack Query's result). */
export interface KeptAnswerQuery {
  data: unknown;
  isPlaceholderData: boolean;
}

/**
 * Whether the answer a records query shows was asked for `scope`: the filters a figure above the
 * table depends on (a period, a downline), not the page or the record type. While another page or
 * filter loads, the query keeps its last answer (keepPreviousData): that answer's totals still hold
 * on another page of the same scope, but not under a new period or downline, where they would pass
 * for its own.
 */
export function useIsAnswerFor(scope: string, query: KeptAnswerQuery): boolean {
  const [answeredScope, setAnsweredScope] = useState<string | null>(null);
  const isOwnAnswer = query.data !== undefined && !query.isPlaceholderData;
  // Remembered during the render (React's pattern for state that follows a prop), not in an
  // effect, so a change of scope in the very next render already finds it.
  if (isOwnAnswer && answeredScope !== scope) setAnsweredScope(scope);
  return isOwnAnswer || (query.isPlaceholderData && answeredScope === scope);
}
