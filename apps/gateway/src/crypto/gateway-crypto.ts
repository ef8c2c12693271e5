import { CALL_SCHEMAS, envelopeSchema } from '@platform/api/schemas';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { publicKey, successEnvelope } from '@platform/api/contract';
import type { Envelope, GatewayPublicKey } from '@platform/api/contract';
import type { Database } from '../db/database';
import { decryptPayload } from './decrypt-payload';
import { loadGatewayKeys } from './gateway-keys';
import type { GatewayKeys } from './gateway-keys';

/** A preValidation hook that swaps an encrypted body for the JSON it carries. */
export type DecryptBodyHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The preValidation hook of an encrypted call: `{ preValidation: app.decryptBody }`. It
     * replaces `request.body` with the decrypted JSON, so the route's body schema validates the
     * plaintext; a plaintext or malformed body gets a 400 envelope.
     */
    decryptBody: DecryptBodyHook;
    /** The gateway's key pairs, loaded (and on first start created) from the database. */
    gatewayKeys: () => Promise<GatewayKeys>;
  }
}

export interface GatewayCryptoOptions {
  db: Database;
}

/**
 * Encrypted payloads: loads or creates the key pair when the app gets ready, publishes it at
 * GET /wps/system/publicKey, and decorates the app with `decryptBody` and `gatewayKeys`. Register
 * it before the plugins whose routes use `app.decryptBody`.
 */
export const gatewayCrypto = fp<GatewayCryptoOptions>(
  async (app, options) => {
    let loading: Promise<GatewayKeys> | undefined;
    const gatewayKeys = (): Promise<GatewayKeys> => {
      loading ??= loadGatewayKeys(options.db).catch((error: unknown) => {
        loading = undefined; // a database hiccup is retried by the next request
        throw error;
      });
      return loading;
    };

    app.decorate('gatewayKeys', gatewayKeys);
    app.decorate('decryptBody', async (request: FastifyRequest): Promise<void> => {
      request.body = decryptPayload(request.body, await gatewayKeys());
    });

    // First start creates the key here rather than in the first request. A database that fails now
    // does not stop the gateway: its requests answer 500 as every other call's would.
    app.addHook('onReady', async () => {
      try {
        await gatewayKeys();
      } catch (error) {
        app.log.error({ err: error }, 'could not load the gateway key pair');
      }
    });

    app.route<{ Reply: Envelope<GatewayPublicKey> }>({
      method: publicKey.method,
      url: publicKey.path,
      schema: { response: { 200: envelopeSchema(CALL_SCHEMAS.publicKey.response) }, tags: [CALL_SCHEMAS.publicKey.domain], operationId: 'publicKey' },
      handler: async () => successEnvelope((await gatewayKeys()).current.publicKey),
    });
  },
  { name: 'gateway-crypto' },
);
