import type { SystemStatusOverride } from './config';
import type { Database } from './db/database';
import type { DevClock } from './system/dev-clock';

/** What every part of the gateway is built with: one object, so a test can swap any of it. */
export interface GatewayDeps {
  db: Database;
  /**
   * Dev mode exposes what a production gateway must not: the local SMS inbox and the switches
   * of the system status. On unless NODE_ENV is production (GATEWAY_DEV overrides).
   */
  devMode: boolean;
  /** Forces maintenance or region restriction in the system status (GATEWAY_SYSTEM_STATUS). */
  systemStatusOverride: SystemStatusOverride | null;
  /** The gateway's clock: expiry of tokens, SMS codes and captchas is measured against it. */
  now: () => Date;
  /** Dev mode only: the clock `now` reads, which the dev clock route moves forward. */
  devClock?: DevClock;
  /**
   * Whether this process runs the timers of scheduled work (the lottery settler, the settlement
   * sweep). Test gateways turn them off and run that work themselves, with their own clock, so a
   * timer never moves money in the middle of a test.
   */
  runsScheduledWork: boolean;
}
