export type { Database } from './database';
export { openDatabase } from './open-database';
export { runMigrations } from './migrate';
export { MIGRATIONS } from './migrations/index';
export type { Migration } from './migrations/index';
export { seedDemoData } from './seed';
export { DEMO_MERCHANTS } from './demo-merchants';
export type { DemoMerchant, MerchantSettings, SettingKey } from './demo-merchants';
