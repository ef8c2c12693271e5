import { brand as royal } from '../../brands/royal/brand';
import { brand as jade } from '../../brands/jade/brand';

/** `@brand` in unit tests (vitest.config.ts): the first brand, with every brand listed. */
export const brands = [royal, jade];
export const brand = royal;
