import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIsAnswerFor, type KeptAnswerQuery } from './use-is-answer-for';

const answered: KeptAnswerQuery = { data: { totals: 1 }, isPlaceholderData: false };
const kept: KeptAnswerQuery = { data: { totals: 1 }, isPlaceholderData: true };
const loading: KeptAnswerQuery = { data: undefined, isPlaceholderData: false };

describe('useIsAnswerFor', () => {
  it('holds for the answer kept while another page of the same scope loads, not while another scope does', () => {
    const { result, rerender } = renderHook(({ scope, query }) => useIsAnswerFor(scope, query), {
      initialProps: { scope: 'nov', query: loading },
    });
    expect(result.current).toBe(false);

    rerender({ scope: 'nov', query: answered });
    expect(result.current).toBe(true);
    // Page 2 of November loads: November's answer still holds.
    rerender({ scope: 'nov', query: kept });
    expect(result.current).toBe(true);
    // December loads: November's answer is not December's.
    rerender({ scope: 'dec', query: kept });
    expect(result.current).toBe(false);

    rerender({ scope: 'dec', query: answered });
    expect(result.current).toBe(true);
    // Back to November: what is kept is December's.
    rerender({ scope: 'nov', query: kept });
    expect(result.current).toBe(false);
  });
});
