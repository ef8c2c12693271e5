import type { FastifyInstance } from 'fastify';
import { WITHDRAWAL_PROOF_IMAGE_PATH } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { registerOwnedImageRoute, storedImageFromHex } from '../http/owned-image-route';

/**
 * GET WITHDRAWAL_PROOF_IMAGE_PATH?merchantCode=…&imageId=… with the Bearer token: a proof image,
 * to the member who uploaded it only (see registerOwnedImageRoute).
 */
export function registerProofImageRoute(app: FastifyInstance, deps: GatewayDeps): void {
  registerOwnedImageRoute(app, deps, {
    path: WITHDRAWAL_PROOF_IMAGE_PATH,
    tag: 'withdrawals',
    fileNamePrefix: 'proof',
    load: async (imageId, memberId) => {
      const found = await deps.db.query<{ content_type: string; data: string }>(
        "select content_type, encode(bytes, 'hex') as data from withdrawal_proof_image where id = $1 and member_id = $2",
        [imageId, memberId],
      );
      return storedImageFromHex(found.rows[0]);
    },
  });
}
