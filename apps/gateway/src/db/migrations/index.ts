import { merchantSettings } from './0001-merchant-settings';
import { gatewayKey } from './0002-gateway-key';

export interface Migration {
  /** Recorded in schema_migrations; never rename one that has shipped. */
  id: string;
  sql: string;
}

/** Every migration, in the order it runs. Append only. */
export const MIGRATIONS: readonly Migration[] = [
  { id: '0001-merchant-settings', sql: merchantSettings },
  { id: '0002-gateway-key', sql: gatewayKey },
];
