import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { sessionPlugin } from '../accounts/session-plugin';
import { gatewayCrypto } from '../crypto/index';
import type { GatewayDeps } from '../deps';
import { callSupport } from '../http/call-route';
import { envelopeErrors } from '../http/envelope-errors';
import { formBodies } from '../http/form-body';
import { INPUT_VALIDATION } from '../http/input-validation';
import { textInputs } from '../http/text-input';

export { SESSION_TTL_MS } from '../accounts/session-store';

/**
 * An app with what contract calls need and no domain: envelope errors, form and text inputs,
 * encrypted bodies, call support and the accounts' sessions, in the gateway's order. A test
 * registers its own calls on it with registerCall.
 */
export async function createCallTestApp(deps: GatewayDeps): Promise<FastifyInstance> {
  const app = Fastify({ ajv: INPUT_VALIDATION });
  await app.register(envelopeErrors);
  await app.register(formBodies);
  await app.register(textInputs);
  await app.register(gatewayCrypto, { db: deps.db });
  await app.register(callSupport, deps);
  await app.register(sessionPlugin, deps);
  return app;
}
