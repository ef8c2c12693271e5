import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { presetDateRange, type DateRange } from '@platform/ui';
import { businessToday, isDay } from './business-day';

/**
 * A records page keeps its filters in the address's search params (the centre owns the path), so
 * back, refresh and a shared link show the same records. The names are short and stable.
 */
export const FILTER_PARAMS = { from: 'from', to: 'to', page: 'page' } as const;

/** Changes to the search params: a value sets one, `undefined` removes it. */
export type ParamChanges = Readonly<Record<string, string | undefined>>;

/**
 * The page's search params and a way to change some of them. A change replaces the address
 * (as choosing a centre page does), so filtering does not pile up history.
 */
export function useAddressParams(): [URLSearchParams, (changes: ParamChanges) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ParamChanges) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, update];
}

/** Today's business day, fixed while the page is open (the presets count from it). */
export function useBusinessToday(): string {
  const [today] = useState(() => businessToday());
  return today;
}

/** The range the address names, or the last 7 days up to `today` when it names none (or a broken one). */
export function readRange(params: URLSearchParams, today: string): DateRange {
  const start = params.get(FILTER_PARAMS.from) ?? '';
  const end = params.get(FILTER_PARAMS.to) ?? '';
  if (isDay(start) && isDay(end) && start <= end) return { start, end };
  return presetDateRange('last7Days', today);
}

/** The page the address names (from 1); the first when it names none or a nonsense one. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get(FILTER_PARAMS.page));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The params of a new range; the page goes back to the first. */
export function rangeChanges(range: DateRange): ParamChanges {
  return { [FILTER_PARAMS.from]: range.start, [FILTER_PARAMS.to]: range.end, [FILTER_PARAMS.page]: undefined };
}

/** The params of a page of records (the first is left out of the address). */
export function pageChanges(page: number): ParamChanges {
  return { [FILTER_PARAMS.page]: page > 1 ? String(page) : undefined };
}
