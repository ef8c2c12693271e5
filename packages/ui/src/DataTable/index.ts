export { DataTable, type DataTableLoadMore, type DataTablePagination, type DataTableProps } from './DataTable';
export { type ColumnAlign, type DataTableColumn, type DataTableSummary } from './data-table-columns';
export { formatCellValue, type ColumnKind } from './format-cell';
export { nextSort, type DataTableSort, type SortDirection } from './sort-cycle';
