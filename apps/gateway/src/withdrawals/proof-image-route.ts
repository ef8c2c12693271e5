import type { FastifyInstance } from 'fastify';
import { defineCall, ERROR_CODE, WITHDRAWAL_PROOF_IMAGE_PATH } from '@platform/api/contract';
import { CommonQuerySchema, RecordIdField } from '@platform/api/schemas';
import { Type } from 'typebox';
import type { GatewayDeps } from '../deps';
import type { CallContext } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { contentLocale } from '../http/locale';

/**
 * The proof image route as a call: it gets what every member call gets (the merchant checked,
 * the token resolved, the call gates run), but answers the image, not the envelope, so it is
 * not one of the contract's CALLS.
 */
const proofImageCall = defineCall<{ imageId: number }, never>({ method: 'GET', path: WITHDRAWAL_PROOF_IMAGE_PATH, auth: true, encrypted: false });

const querystring = Type.Object({ ...CommonQuerySchema.properties, imageId: RecordIdField }, { additionalProperties: false });

/**
 * GET WITHDRAWAL_PROOF_IMAGE_PATH?merchantCode=…&imageId=… with the Bearer token: a proof image,
 * to the member who uploaded it only (anyone else gets the 404 of an image that does not exist),
 * with its checked content type, never sniffed (and, as every member answer, never stored: security-headers.ts).
 */
export function registerProofImageRoute(app: FastifyInstance, deps: GatewayDeps): void {
  app.get<{ Querystring: { imageId: number; language?: string } }>(
    WITHDRAWAL_PROOF_IMAGE_PATH,
    { schema: { querystring, tags: ['withdrawals'] }, config: { call: proofImageCall } },
    async (request, reply) => {
      const session = request.session ?? null;
      if (session === null) throw new RequestError(401, ERROR_CODE.loginRequired, 'Please log in first');
      const context: CallContext = {
        request,
        reply,
        merchantCode: request.merchantCode,
        locale: contentLocale(request.query.language),
        session,
        now: deps.now(),
      };
      for (const gate of app.callGates) await gate(context, proofImageCall);
      const found = await deps.db.query<{ content_type: string; data: string }>(
        "select content_type, encode(bytes, 'hex') as data from withdrawal_proof_image where id = $1 and member_id = $2",
        [request.query.imageId, session.memberId],
      );
      const image = found.rows[0];
      if (!image) throw new RequestError(404, ERROR_CODE.notFound, 'No such proof image');
      return reply
        .header('content-type', image.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="proof-${request.query.imageId}.${image.content_type === 'image/png' ? 'png' : 'jpg'}"`)
        .send(Buffer.from(image.data, 'hex'));
    },
  );
}
