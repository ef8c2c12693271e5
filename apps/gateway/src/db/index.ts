export type { Database } from './database';
export { openDatabase } from './open-database';
export { runMigrations } from './migrate';
export { MIGRATIONS } from './migrations/index';
export type { Migration } from './migrations/index';
