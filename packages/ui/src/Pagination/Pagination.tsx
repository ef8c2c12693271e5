import { useEffect, useRef, type HTMLAttributes, type Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { useControllableState } from '../hooks/use-controllable-state';
import { vars } from '../theme/css-variables';
import { getPaginationItems } from './pagination-items';
import { focusRing } from '../utils/focus-ring';
import { noTransitionForReducedMotion } from '../utils/reduced-motion';
import { unstyledList } from '../utils/unstyled-list';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** How many pages there are. Nothing renders when there are none. */
  pageCount: number;
  /** The current page, from 1 (controlled). */
  page?: number;
  /** The first page shown, from 1 (uncontrolled). */
  defaultPage?: number;
  /** Called with the new page, from 1, when the player picks one. */
  onPageChange?: (page: number) => void;
  /** How many pages show around the current one (the spec: 3). */
  pageRange?: number;
  /** How many pages show at each end (the spec: 1). */
  marginPages?: number;
  /** Names the navigation landmark, e.g. "Transaction pages". Defaults to "Pagination". */
  label?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * Moves through pages of results: previous and next, the first and last pages, and a few
 * around the current one, with "…" for the rest (`1 … 4 5 6 … 10`).
 */
export function Pagination({
  pageCount,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  pageRange = 3,
  marginPages = 1,
  label,
  ref,
  ...rest
}: PaginationProps) {
  const { t } = useLingui();
  const [rawPage, setPage] = useControllableState({
    prop: pageProp,
    defaultProp: defaultPage,
    onChange: onPageChange,
    name: 'Pagination',
  });
  const count = Math.max(0, Math.floor(pageCount));
  const page = Math.min(Math.max(rawPage, 1), Math.max(count, 1));
  const listRef = useRef<HTMLUListElement>(null);
  const shouldKeepFocus = useRef(false);

  // A pressed "…" (or page) can vanish from the new list: focus then moves to the current page.
  useEffect(() => {
    if (!shouldKeepFocus.current) return;
    shouldKeepFocus.current = false;
    const list = listRef.current;
    if (list && !list.contains(document.activeElement)) {
      list.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus();
    }
  }, [page]);

  if (count === 0) return null;

  const select = (next: number) => {
    const target = Math.min(Math.max(next, 1), count);
    if (target === page) return;
    shouldKeepFocus.current = true;
    setPage(target);
  };
  const items = getPaginationItems({ page, pageCount: count, pageRange, marginPages });
  const isFirst = page <= 1;
  const isLast = page >= count;

  return (
    <nav {...rest} ref={ref} aria-label={label ?? t`Pagination`}>
      <List ref={listRef}>
        <li>
          <StepButton
            type="button"
            aria-label={t`Previous page`}
            aria-disabled={isFirst || undefined}
            data-disabled={isFirst || undefined}
            onClick={() => select(page - 1)}
          >
            <Chevron direction="previous" />
          </StepButton>
        </li>
        {items.map((item) => {
          if (item.type === 'break') {
            const target = item.page;
            return (
              <li key={`break-${item.direction}`}>
                <BreakButton type="button" aria-label={t`Jump to page ${target}`} onClick={() => select(target)}>
                  <span aria-hidden="true">…</span>
                </BreakButton>
              </li>
            );
          }
          const number = item.page;
          const isCurrent = number === page;
          return (
            <li key={`page-${number}`}>
              <PageButton
                type="button"
                aria-label={t`Page ${number}`}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={() => select(number)}
              >
                {number}
              </PageButton>
            </li>
          );
        })}
        <li>
          <StepButton
            type="button"
            aria-label={t`Next page`}
            aria-disabled={isLast || undefined}
            data-disabled={isLast || undefined}
            onClick={() => select(page + 1)}
          >
            <Chevron direction="next" />
          </StepButton>
        </li>
      </List>
    </nav>
  );
}
Pagination.displayName = 'Pagination';

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path
        d={direction === 'previous' ? 'm12.5 4.5-5.5 5.5 5.5 5.5' : 'm7.5 4.5 5.5 5.5-5.5 5.5'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const List = /* @__PURE__ */ styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.xs};
  ${unstyledList}
`;

const ItemButton = /* @__PURE__ */ styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: 40px;
  height: 40px;
  padding: 0 ${vars.space.sm};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: background-color ${vars.motion.fast} ease-out;

  &:hover:not([aria-current], [data-disabled]) {
    background: ${vars.color.secondary};
  }
  ${focusRing()}
  ${noTransitionForReducedMotion}
`;

const PageButton = /* @__PURE__ */ styled(ItemButton)`
  &[aria-current='page'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-weight: ${vars.font.weight.bold};
    cursor: default;
  }
  @media (forced-colors: active) {
    &[aria-current='page'] {
      border-color: Highlight;
    }
  }
`;

const StepButton = /* @__PURE__ */ styled(ItemButton)`
  border-color: ${vars.color.border};

  &[data-disabled] {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const BreakButton = /* @__PURE__ */ styled(ItemButton)`
  color: ${vars.color.textMuted};
`;
