import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../deps';

/** Balance, wallets, transfers, consolidated funds and account records. */
export function registerWalletRoutes(_app: FastifyInstance, _deps: GatewayDeps): void {
  // Filled in by the work on issue 7.
}
