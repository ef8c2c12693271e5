import type { SystemStatus } from '@platform/api/contract';

/** The settings stored per merchant: every system status field except the visitor's location. */
export type MerchantSettings = Omit<SystemStatus, 'location'>;
export type SettingKey = keyof MerchantSettings;
