import type { ReactNode } from 'react';
import type { DataTableColumn } from '@platform/ui';
import type { RecordColumn, RecordFormat } from './record-columns';
import { SignedMoney } from './signed-money';

/** A cell the page draws itself (a status badge) from the row and the column's text. */
export type RecordCellOverrides<Row> = Readonly<Partial<Record<string, (row: Row, text: string) => ReactNode>>>;

/**
 * A DataTable's columns for record columns: each cell shows the column's text (what the CSV
 * holds), a signed amount tinted by its sign, or what the page's override draws from that text.
 */
export function recordTableColumns<Row, Format extends RecordFormat>(
  columns: readonly RecordColumn<Row, Format>[],
  format: Format,
  overrides: RecordCellOverrides<Row> = {},
): DataTableColumn<Row>[] {
  return columns.map((column) => ({
    key: column.key,
    header: format.i18n._(column.header),
    kind: column.kind,
    card: column.card,
    cell: (row) => {
      const text = column.text(row, format);
      const override = overrides[column.key];
      if (override) return override(row, text);
      const amount = column.signedAmount?.(row) ?? null;
      return amount === null ? text : <SignedMoney amount={amount} text={text} />;
    },
  }));
}
