export { Pagination, type PaginationProps } from './Pagination';
export { getPaginationItems, type PaginationItem, type PaginationItemsOptions } from './pagination-items';
