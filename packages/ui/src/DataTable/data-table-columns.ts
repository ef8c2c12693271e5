import type { ReactNode } from 'react';
import { formatCellValue, type ColumnKind } from './format-cell';

export type ColumnAlign = 'start' | 'end' | 'center';

/** One column of a DataTable. */
export interface DataTableColumn<Row> {
  /** Names the column (for sort and summary) and, unless `cell` is given, is the field read from each row. */
  key: Extract<keyof Row, string> | (string & {});
  /** The header, also the label of the value on a phone card. */
  header: ReactNode;
  /** Renders the cell; without it the row's `key` field shows, written as `kind` says. */
  cell?: (row: Row, index: number) => ReactNode;
  /** How values are written in the current language. Defaults to `text`. */
  kind?: ColumnKind;
  /** Where the values sit. Money and numbers default to `end`, the rest to `start`. */
  align?: ColumnAlign;
  /** Shows a sort button in the header; the table reports the choice, the caller sorts. */
  isSortable?: boolean;
  /** A width for the column on a desktop table, as pixels or any CSS length. */
  width?: number | string;
  /** On a phone card: `title` heads the card (without a label), `hidden` leaves the value out. */
  card?: 'title' | 'hidden';
}

/** The values of a summary row (totals of the page or the period), by column key. */
export type DataTableSummary = Partial<Record<string, ReactNode>>;

/** Where a column's values sit: as asked, else money and numbers at the end. */
export function columnAlign<Row>(column: DataTableColumn<Row>): ColumnAlign {
  return column.align ?? (column.kind === 'money' || column.kind === 'number' ? 'end' : 'start');
}

/** What a cell shows: the column's own renderer, else the row's field written by kind in `locale`. */
export function cellContent<Row>(row: Row, index: number, column: DataTableColumn<Row>, locale: string, currencySymbol?: string): ReactNode {
  if (column.cell) return column.cell(row, index);
  return formatCellValue((row as Record<string, unknown>)[column.key], column.kind ?? 'text', locale, currencySymbol);
}

/** A cell of the summary row: what it shows and its place on the summary's phone card. */
export interface SummaryCell {
  key: string;
  content: ReactNode;
  card?: 'title' | 'hidden';
}

/**
 * The summary row's cells, one per column: numbers written by their column's kind, the label
 * ("Total") in the first cell when the caller gave that column no value, where it heads the
 * phone card; columns without a value are left out of the card.
 */
export function summaryCells<Row>(
  columns: readonly DataTableColumn<Row>[],
  summary: DataTableSummary,
  label: ReactNode,
  locale: string,
  currencySymbol?: string,
): SummaryCell[] {
  return columns.map((column, index) => {
    const value = summary[column.key];
    if (value === undefined || value === null) {
      return index === 0 ? { key: column.key, content: label, card: 'title' } : { key: column.key, content: null, card: 'hidden' };
    }
    const content =
      typeof value === 'number' || typeof value === 'string'
        ? formatCellValue(value, column.kind ?? 'text', locale, currencySymbol)
        : value;
    return { key: column.key, content, card: column.card === 'title' ? 'title' : undefined };
  });
}
