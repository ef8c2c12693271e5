import { useRef, type CSSProperties, type HTMLAttributes, type Key, type ReactNode, type Ref } from 'react';
import { keyframes, styled } from 'styled-components';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button/Button';
import { Pagination } from '../Pagination/Pagination';
import { Skeleton } from '../Skeleton/Skeleton';
import { useControllableState } from '../hooks/use-controllable-state';
import { vars } from '../theme/css-variables';
import { focusRing } from '../utils/focus-ring';
import { visuallyHidden } from '../utils/visually-hidden';
import { cellContent, columnAlign, summaryCells, type DataTableColumn, type DataTableSummary } from './data-table-columns';
import { nextSort, type DataTableSort } from './sort-cycle';
import { useRowVirtualizer, VIRTUALIZE_ABOVE } from './use-row-virtualizer';

/** Paging through `Pagination`: the records are one page of many, fetched by the caller. */
export interface DataTablePagination {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** Called with the page the player picked. */
  onPageChange: (page: number) => void;
  /** Names the page navigation, e.g. "Betting record pages". Defaults to "Pagination". */
  label?: string;
}

/** Paging by "load more": the rows grow as the caller appends the next page. */
export interface DataTableLoadMore {
  /** Whether there are more records to load; the button shows only then. */
  hasMore: boolean;
  /** While the next page loads, the button shows a spinner and ignores presses. */
  isLoading?: boolean;
  /** Called when the player asks for more. */
  onLoadMore: () => void;
  /** The button's text. Defaults to "Load more". */
  label?: string;
}

export interface DataTableProps<Row> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** The records to show (one page, or all loaded so far). Long lists render only the rows in view. */
  rows: readonly Row[];
  /** A stable key for each row, e.g. its reference number. Defaults to the row's position. */
  getRowKey?: (row: Row, index: number) => Key;
  /** Names the table for screen readers, e.g. "Betting records". Defaults to "Records". */
  label?: string;
  /** The sort the player chose (controlled); null for the records' own order. The caller sorts. */
  sort?: DataTableSort | null;
  /** The sort shown first (uncontrolled). */
  defaultSort?: DataTableSort | null;
  /** Called with the new sort when the player presses a sortable column's header. */
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Totals of the page or the period, by column key; numbers are written by their column's kind. */
  summary?: DataTableSummary;
  /** The summary row's label, shown in the first column when it has no value. Defaults to "Total". */
  summaryLabel?: ReactNode;
  /** The brand's currency symbol, written before money values ("P 1,234.50"). */
  currencySymbol?: string;
  /** Shows placeholder rows under the header while the records load. */
  isLoading?: boolean;
  /**
   * The rows shown are being replaced (another page, filter or period): they stay, the table is
   * busy and a bar runs along its top edge until the new ones come, so the page neither jumps nor
   * passes the old records off as the answer.
   */
  isUpdating?: boolean;
  /** How many placeholder rows show while loading. */
  loadingRowCount?: number;
  /** What shows when there are no records. Defaults to "No records". */
  emptyText?: ReactNode;
  /** Shows the error state when set: the message to show, or `true` for the default message. */
  error?: ReactNode;
  /** Called by the error state's Retry button; without it there is no button. */
  onRetry?: () => void;
  /** The Retry button's text. Defaults to "Retry". */
  retryLabel?: string;
  /** Page numbers below the table (range 3, one page at each end). */
  pagination?: DataTablePagination;
  /** A "Load more" button below the table, instead of page numbers. */
  loadMore?: DataTableLoadMore;
  /**
   * Scrolls the rows inside a box of this height (pixels or any CSS length), for a desktop panel.
   * Without it the page scrolls, which suits a phone; long lists are virtualised either way.
   */
  maxHeight?: number | string;
  /** How far below the top of the window the header sticks, e.g. under the site's own sticky header. */
  stickyTop?: number | string;
  ref?: Ref<HTMLDivElement>;
}

const toLength = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * The records and reports of the member and agent centres: betting and account records, profit
 * and loss, downline transactions. A table on a desktop, a card per row on a phone, with sortable
 * columns, a summary row, loading, empty and error states, and paging. It takes rows and
 * callbacks and never fetches.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey = (_row, index) => index,
  label,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  summary,
  summaryLabel,
  currencySymbol,
  isLoading = false,
  isUpdating = false,
  loadingRowCount = 5,
  emptyText,
  error,
  onRetry,
  retryLabel,
  pagination,
  loadMore,
  maxHeight,
  stickyTop,
  style,
  ref,
  ...rest
}: DataTableProps<Row>) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const [sort, setSort] = useControllableState<DataTableSort | null>({
    prop: sortProp,
    defaultProp: defaultSort,
    onChange: onSortChange,
    name: 'DataTable',
  });
  const scrollerRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);

  const hasError = Boolean(error) && !isLoading;
  const showsRows = !isLoading && !hasError && rows.length > 0;
  const isVirtual = showsRows && rows.length > VIRTUALIZE_ABOVE;
  const inBox = maxHeight !== undefined;
  const virtualRows = useRowVirtualizer({
    count: rows.length,
    isEnabled: isVirtual,
    scrollerRef: inBox ? scrollerRef : null,
    bodyRef,
  });

  const name = label ?? t({ message: 'Records', comment: 'The default name of a table of records (bets, transactions) for screen readers' });
  const emptyMessage = emptyText ?? t`No records`;
  const errorMessage = error === true ? t`The records could not be loaded.` : error;
  const summaryRow = showsRows && summary ? summaryCells(columns, summary, summaryLabel ?? t({ message: 'Total', comment: 'Label of the row of totals at the foot of a records table' }), locale, currencySymbol) : null;
  // Polite and brief: screen readers hear when loading starts and how it ended, not every render.
  const isBusy = isLoading || isUpdating;
  const announcement = isBusy
    ? t`Loading records`
    : hasError
      ? t`The records could not be loaded.`
      : rows.length === 0
        ? typeof emptyMessage === 'string'
          ? emptyMessage
          : t`No records`
        : t({
          message: plural(rows.length, { one: '# record', other: '# records' }),
          comment: 'Announced to screen readers when records have loaded: how many show',
        });

  const renderRow = (row: Row, index: number) => (
    <BodyRow
      key={getRowKey(row, index)}
      data-index={index}
      aria-rowindex={isVirtual ? index + 2 : undefined}
    >
      {columns.map((column) => (
        <Cell key={column.key} data-align={columnAlign(column)} data-kind={column.kind} data-card={column.card}>
          {column.card !== 'title' && <CardLabel aria-hidden="true">{column.header}</CardLabel>}
          <span>{cellContent(row, index, column, locale, currencySymbol)}</span>
        </Cell>
      ))}
    </BodyRow>
  );

  const spacer = (height: number, position: string) =>
    height > 0 && (
      <tr key={position} aria-hidden="true" data-spacer="" style={{ height }}>
        <td colSpan={columns.length} />
      </tr>
    );

  let body: ReactNode;
  if (isLoading) {
    body = Array.from({ length: Math.max(1, loadingRowCount) }, (_, index) => (
      <BodyRow key={index} aria-hidden="true" data-skeleton="">
        {columns.map((column) => (
          <Cell key={column.key} data-align={columnAlign(column)} data-card={column.card}>
            {column.card !== 'title' && <CardLabel>{column.header}</CardLabel>}
            <Skeleton width={column.card === 'title' ? '60%' : '5em'} />
          </Cell>
        ))}
      </BodyRow>
    ));
  } else if (hasError) {
    body = (
      <MessageRow>
        <td colSpan={columns.length}>
          <Message data-tone="error">
            <p>{errorMessage}</p>
            {onRetry && (
              <ActionButton variant="secondary" onClick={onRetry}>
                {retryLabel ?? t({ message: 'Retry', comment: 'Button: load the records again after they failed to load' })}
              </ActionButton>
            )}
          </Message>
        </td>
      </MessageRow>
    );
  } else if (rows.length === 0) {
    body = (
      <MessageRow>
        <td colSpan={columns.length}>
          <Message>{emptyMessage}</Message>
        </td>
      </MessageRow>
    );
  } else if (isVirtual) {
    body = [
      spacer(virtualRows.spaceBefore, 'before'),
      ...rows.slice(virtualRows.start, virtualRows.end).map((row, offset) => renderRow(row, virtualRows.start + offset)),
      spacer(virtualRows.spaceAfter, 'after'),
    ];
  } else {
    body = rows.map(renderRow);
  }

  const scrollBox = inBox
    ? { role: 'region', 'aria-label': name, tabIndex: 0, style: { maxHeight: toLength(maxHeight) } }
    : undefined;

  return (
    <Root
      {...rest}
      ref={ref}
      style={{ ...style, '--pf-data-table-sticky-top': inBox ? '0px' : (toLength(stickyTop) ?? '0px') } as CSSProperties}
      data-loading={isLoading || undefined}
      data-virtual={isVirtual || undefined}
    >
      <Status role="status">{announcement}</Status>
      {isUpdating && !isLoading && <UpdatingBar aria-hidden="true" data-updating-bar="" />}
      <Scroller ref={scrollerRef} data-scroll-box={inBox || undefined} {...scrollBox}>
        <Table
          aria-label={name}
          aria-busy={isBusy || undefined}
          aria-rowcount={isVirtual ? rows.length + (summaryRow ? 2 : 1) : undefined}
        >
          <thead>
            <tr aria-rowindex={isVirtual ? 1 : undefined}>
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <HeaderCell
                    key={column.key}
                    scope="col"
                    aria-sort={direction}
                    data-align={columnAlign(column)}
                    data-sortable={column.isSortable || undefined}
                    style={column.width === undefined ? undefined : { width: toLength(column.width) }}
                  >
                    {column.isSortable ? (
                      <SortButton type="button" onClick={() => setSort(nextSort(sort, column.key))}>
                        {column.header}
                        <SortIcon direction={direction} />
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </HeaderCell>
                );
              })}
            </tr>
          </thead>
          <tbody ref={bodyRef}>{body}</tbody>
          {summaryRow && (
            <tfoot>
              <SummaryRow aria-rowindex={isVirtual ? rows.length + 2 : undefined}>
                {summaryRow.map((cell, index) => (
                  <Cell key={cell.key} data-align={columnAlign(columns[index]!)} data-kind={columns[index]!.kind} data-card={cell.card}>
                    {cell.card !== 'title' && <CardLabel aria-hidden="true">{columns[index]!.header}</CardLabel>}
                    <span>{cell.content}</span>
                  </Cell>
                ))}
              </SummaryRow>
            </tfoot>
          )}
        </Table>
      </Scroller>
      {pagination && !hasError && (
        <Paging>
          <Pagination
            page={pagination.page}
            pageCount={pagination.pageCount}
            onPageChange={pagination.onPageChange}
            label={pagination.label}
            pageRange={3}
            marginPages={1}
          />
        </Paging>
      )}
      {loadMore?.hasMore && !hasError && !isLoading && (
        <Paging>
          <ActionButton variant="secondary" isLoading={loadMore.isLoading} onClick={loadMore.onLoadMore}>
            {loadMore.label ?? t({ message: 'Load more', comment: 'Button: show the next page of records below the ones shown' })}
          </ActionButton>
        </Paging>
      )}
    </Root>
  );
}
DataTable.displayName = 'DataTable';

/** An arrow for the sorted direction; two faint arrows on a column that can be sorted. */
function SortIcon({ direction }: { direction: DataTableSort['direction'] | undefined }) {
  return (
    <Arrows viewBox="0 0 12 16" width="12" height="16" aria-hidden="true" data-direction={direction}>
      <path data-arrow="ascending" d="M6 2 10 7H2Z" />
      <path data-arrow="descending" d="M6 14 2 9h8Z" />
    </Arrows>
  );
}

// Below this width each row becomes a card: the table's own width, so a table in a narrow panel
// becomes cards too, and no script decides it (no flash on load).
const CARDS = '(max-width: 39.99rem)';

const Root = /* @__PURE__ */ styled.div`
  container: data-table / inline-size;
  position: relative;
  display: grid;
  /* Its one track is the width it is given, never the table's. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space.md};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
`;

const Status = /* @__PURE__ */ styled.div`
  ${visuallyHidden}
`;

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * Over the table's top edge while its rows are being replaced: the old rows stay readable (no
 * dimming that would fail their contrast) and the bar says the answer is on its way.
 */
const UpdatingBar = /* @__PURE__ */ styled.div`
  position: absolute;
  inset: 0 0 auto;
  z-index: 2;
  height: 3px;
  overflow: hidden;
  border-radius: ${vars.radius.sm} ${vars.radius.sm} 0 0;

  &::before {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${vars.color.primary};
    animation: ${sweep} 1.2s ease-in-out infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &::before {
      width: 100%;
      animation: none;
    }
  }

  @media (forced-colors: active) {
    &::before {
      background: Highlight;
      forced-color-adjust: none;
    }
  }
`;

const Scroller = /* @__PURE__ */ styled.div`
  &[data-scroll-box] {
    overflow: auto;
    overscroll-behavior: contain;
    border: 1px solid ${vars.color.borderSubtle};
    border-radius: ${vars.radius.lg};
  }
  ${focusRing('-3px')}
`;

const Table = /* @__PURE__ */ styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  background: ${vars.color.surface};

  [data-virtual] & {
    /* Columns keep their widths while rows come and go. */
    table-layout: fixed;
  }

  th,
  td {
    padding: ${vars.space.sm} ${vars.space.md};
    text-align: start;
    vertical-align: middle;
  }
  [data-align='end'] {
    text-align: end;
  }
  [data-align='center'] {
    text-align: center;
  }
  td[data-kind='money'],
  td[data-kind='number'] {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  td[data-kind='date'],
  td[data-kind='datetime'] {
    white-space: nowrap;
  }
  tr[data-spacer] td {
    padding: 0;
    border: 0;
  }

  @container data-table ${CARDS} {
    &,
    thead,
    tbody,
    tfoot,
    thead tr,
    tr[data-spacer] {
      display: block;
      background: none;
    }
  }
`;

const HeaderCell = /* @__PURE__ */ styled.th`
  position: sticky;
  top: var(--pf-data-table-sticky-top, 0);
  z-index: 1;
  background: ${vars.color.surfaceSunken};
  border-bottom: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
  font-weight: ${vars.font.weight.bold};
  /* A long header wraps between its words, so many columns still fit their panel. */
  overflow-wrap: normal;

  &[data-sortable] {
    padding-block: ${vars.space.xxs};
    padding-inline: ${vars.space.xs};
  }

  @container data-table ${CARDS} {
    /* A phone keeps the headers for screen readers, and shows only the sort buttons, as chips. */
    &:not([data-sortable]) {
      ${visuallyHidden}
    }
    &[data-sortable] {
      display: inline-block;
      position: static;
      white-space: nowrap;
      margin: 0 ${vars.space.sm} ${vars.space.sm} 0;
      padding: 0;
      border: 0;
      background: none;
    }
  }
`;

const SortButton = /* @__PURE__ */ styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  min-height: 32px;
  padding: 0 ${vars.space.sm};
  border: 1px solid transparent;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
  }
  [aria-sort] > & {
    color: ${vars.color.text};
  }
  ${focusRing('-3px')}

  @container data-table ${CARDS} {
    min-height: 44px;
    padding: 0 ${vars.space.md};
    border-color: ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    ${focusRing()}
  }
`;

const Arrows = /* @__PURE__ */ styled.svg`
  flex: none;
  fill: currentColor;

  path {
    opacity: 0.35;
  }
  &[data-direction='ascending'] [data-arrow='ascending'],
  &[data-direction='descending'] [data-arrow='descending'] {
    opacity: 1;
  }
  &[data-direction='ascending'] [data-arrow='descending'],
  &[data-direction='descending'] [data-arrow='ascending'] {
    opacity: 0;
  }
`;

const CardLabel = /* @__PURE__ */ styled.span`
  display: none;
`;

const Cell = /* @__PURE__ */ styled.td`
  border-bottom: 1px solid ${vars.color.borderSubtle};

  @container data-table ${CARDS} {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${vars.space.md};
    padding: ${vars.space.xs} 0;
    border: 0;
    text-align: end;

    ${CardLabel} {
      display: block;
      flex: none;
      max-width: 50%;
      color: ${vars.color.textMuted};
      text-align: start;
    }
    &[data-card='hidden'] {
      display: none;
    }
    &[data-card='title'] {
      order: -1;
      justify-content: flex-start;
      margin-bottom: ${vars.space.xs};
      padding-bottom: ${vars.space.sm};
      border-bottom: 1px solid ${vars.color.borderSubtle};
      font-size: ${vars.font.size.md};
      font-weight: ${vars.font.weight.bold};
      text-align: start;
    }
  }
`;

const BodyRow = /* @__PURE__ */ styled.tr`
  @container data-table ${CARDS} {
    display: flex;
    flex-direction: column;
    box-sizing: border-box;
    margin-block-end: ${vars.space.sm};
    padding: ${vars.space.sm} ${vars.space.md};
    border: 1px solid ${vars.color.borderSubtle};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surface};
  }
`;

const SummaryRow = /* @__PURE__ */ styled(BodyRow)`
  ${Cell} {
    border-top: 2px solid ${vars.color.border};
    border-bottom: 0;
    background: ${vars.color.surfaceSunken};
    font-weight: ${vars.font.weight.bold};
  }

  @container data-table ${CARDS} {
    background: ${vars.color.surfaceSunken};

    ${Cell} {
      border-top: 0;
    }
  }
`;

const MessageRow = /* @__PURE__ */ styled.tr`
  @container data-table ${CARDS} {
    display: block;

    td {
      display: block;
      padding: 0;
    }
  }
`;

const Message = /* @__PURE__ */ styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space.md};
  padding: ${vars.space.xl} ${vars.space.md};
  color: ${vars.color.textMuted};
  text-align: center;

  &[data-tone='error'] {
    color: ${vars.color.text};
  }
  p {
    margin: 0;
  }
`;

const Paging = /* @__PURE__ */ styled.div`
  display: flex;
  justify-content: center;
`;

const ActionButton = /* @__PURE__ */ styled(Button)`
  @container data-table ${CARDS} {
    min-height: 44px;
  }
`;
