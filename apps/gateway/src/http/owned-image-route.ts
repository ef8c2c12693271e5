import type { FastifyInstance } from 'fastify';
import { defineCall, ERROR_CODE } from '@platform/api/contract';
import { CommonQuerySchema, RecordIdField } from '@platform/api/schemas';
import { Type } from 'typebox';
import type { GatewayDeps } from '../deps';
import type { CallContext } from './call-route';
import { RequestError } from './envelope-errors';
import { contentLocale } from './locale';

/** An image a member uploaded, as stored: its checked content type and its bytes. */
export interface StoredImage {
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

export interface OwnedImageRoute {
  /** The route's path (a constant of the contract, outside CALLS). */
  path: string;
  /** The OpenAPI tag (the domain). */
  tag: string;
  /** The download's file name without extension, before the image id (`proof`: proof-12.png). */
  fileNamePrefix: string;
  /** The image by id when `memberId` uploaded it, else null. */
  load(imageId: number, memberId: number): Promise<StoredImage | null>;
}

/** Reads a bytea column as hex text, which PGlite and node-postgres both give back as a string. */
export function storedImageFromHex(row: { content_type: string; data: string } | undefined): StoredImage | null {
  if (!row) return null;
  return { contentType: row.content_type === 'image/png' ? 'image/png' : 'image/jpeg', bytes: Buffer.from(row.data, 'hex') };
}

/**
 * GET `path`?merchantCode=…&imageId=… with the Bearer token: an image, to the member who uploaded
 * it only (anyone else gets the 404 of an image that does not exist), with its checked content
 * type, never sniffed (and, as every member answer, never stored: security-headers.ts). The
 * route is a call: it gets what every member call gets (the merchant checked, the token resolved,
 * the call gates run), but answers the image, not the envelope, so it is not one of CALLS.
 */
export function registerOwnedImageRoute(app: FastifyInstance, deps: GatewayDeps, route: OwnedImageRoute): void {
  const imageCall = defineCall<{ imageId: number }, never>({ method: 'GET', path: route.path, auth: true, encrypted: false });
  const querystring = Type.Object({ ...CommonQuerySchema.properties, imageId: RecordIdField }, { additionalProperties: false });

  app.get<{ Querystring: { imageId: number; language?: string } }>(
    route.path,
    { schema: { querystring, tags: [route.tag] }, config: { call: imageCall } },
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
      for (const gate of app.callGates) await gate(context, imageCall);
      const image = await route.load(request.query.imageId, session.memberId);
      if (image === null) throw new RequestError(404, ERROR_CODE.notFound, 'No such image');
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${route.fileNamePrefix}-${request.query.imageId}.${image.contentType === 'image/png' ? 'png' : 'jpg'}"`)
        .send(image.bytes);
    },
  );
}
