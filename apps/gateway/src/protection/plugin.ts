import type { FastifyPluginAsync } from 'fastify';
import type { GatewayDeps } from '../deps';
import { registerProtectionCalls } from './protection-routes';

/** Player protection's calls (limits, reality check, time-outs and self-exclusion, history); see README.md. */
export const protectionPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerProtectionCalls(app, deps);
};
