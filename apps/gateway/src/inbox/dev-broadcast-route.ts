import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, successEnvelope } from '@platform/api/contract';
import { MerchantCodeField, MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from '@platform/api/schemas';
import { Type } from 'typebox';
import type { GatewayDeps } from '../deps';
import { RequestError } from '../http/envelope-errors';
import type { LocalizedText } from '../http/locale';
import { localRequestsOnly } from '../http/local-only';
import { sendBroadcast } from './broadcast-messages';

/** The path of the dev-mode marketing desk: a message to every member of a merchant. */
export const DEV_BROADCASTS_PATH = '/wps/dev/broadcasts';

const inLanguages = (text: ReturnType<typeof Type.String>) => Type.Object({ ms: text, en: text, zh: text }, { additionalProperties: false });

const body = Type.Object(
  {
    merchantCode: MerchantCodeField,
    key: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9-]+$' }),
    title: inLanguages(Type.String({ minLength: 1, maxLength: 100, pattern: SINGLE_LINE_TEXT })),
    body: inLanguages(Type.String({ minLength: 1, maxLength: 4000, pattern: MULTI_LINE_TEXT })),
  },
  { additionalProperties: false },
);

interface DevBroadcastBody {
  merchantCode: string;
  key: string;
  title: LocalizedText;
  body: LocalizedText;
}

/**
 * The merchant's marketing desk in dev mode: POST sends a broadcast (sent, and how many excluded
 * members were left out). Dev mode only, from this machine only: otherwise the path answers 404.
 */
export function registerDevBroadcastRoute(app: FastifyInstance, deps: GatewayDeps): void {
  if (!deps.devMode) return;
  app.post<{ Body: DevBroadcastBody }>(DEV_BROADCASTS_PATH, { onRequest: localRequestsOnly, schema: { body } }, async (request) => {
    const merchant = await deps.db.query('select 1 from merchant where code = $1', [request.body.merchantCode]);
    if (merchant.rows.length === 0) throw new RequestError(404, ERROR_CODE.notFound, `No merchant ${request.body.merchantCode}`);
    return successEnvelope(await sendBroadcast(deps.db, request.body, deps.now()));
  });
}
