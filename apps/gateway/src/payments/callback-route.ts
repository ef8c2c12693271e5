import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, successEnvelope } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { RequestError } from '../http/envelope-errors';
import type { PaymentProvider } from './provider';
import { receiveProviderCallback, REFUSED_RESULTS } from './provider-callback';
import type { CallbackResult } from './provider-callback';

/** Where the demo provider posts its callbacks, as a real provider would post to the address the merchant gave it. */
export const DEMO_CALLBACK_PATH = '/wps/payments/callback/demo';

/** A callback's body is small: anything bigger is not a provider's. */
const CALLBACK_BODY_LIMIT = 16_384;

const REFUSAL_MESSAGES: Partial<Record<CallbackResult, string>> = {
  ORDER_UNKNOWN: 'No such order of this merchant is paid through this provider',
  ORDER_EXPIRED: 'The order expired before this callback: it can no longer be paid (recorded)',
  AMOUNT_MISMATCH: "The amount paid is not the order's amount: the order is not credited (recorded)",
};

/**
 * POST the provider's callback path: the raw body (the signature covers its exact bytes, so it is
 * not parsed before the provider has verified it) goes to receiveProviderCallback. A verified
 * callback answers `{ result }` (a duplicate the first one's result); one the gateway refuses
 * answers 409 with the reason, after it has been recorded; one the provider cannot verify 401.
 */
export function registerProviderCallbackRoute(app: FastifyInstance, deps: GatewayDeps, provider: PaymentProvider, path: string): void {
  // A scope of its own: only this route reads JSON bodies as raw text.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post<{ Body: string }>(path, { schema: { body: { type: 'string', minLength: 2, maxLength: CALLBACK_BODY_LIMIT } } }, async (request) => {
      const result = await receiveProviderCallback(deps.db, provider, request.headers, request.body, deps.now());
      if (REFUSED_RESULTS.has(result)) throw new RequestError(409, ERROR_CODE.badRequest, REFUSAL_MESSAGES[result] ?? result, { result });
      return successEnvelope({ result });
    });
  });
}
