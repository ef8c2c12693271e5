import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODE, failureEnvelope } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { ASSET_BASE } from './asset-urls';
import { renderCountryFlag } from './country-flag';
import { renderGameIcon } from './game-icon';
import { LOGO_VARIANTS, renderVendorLogo } from './vendor-logo';
import type { LogoVariant } from './vendor-logo';

const SVG_FILE = /^([A-Za-z0-9_-]{1,64})\.svg$/;
const GAME_TYPE = /^[A-Z]{1,16}$/;
/** The site asks `${imageHost}/COUNTRY_FLAG/<code>.png`; the answer is SVG, and browsers go by its type. */
const FLAG_FILE = /^([A-Za-z]{2})\.png$/;

/** Generated pictures never change for an id: browsers and CDNs keep them for a year. */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
  reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

function notFound(reply: FastifyReply, what: string): FastifyReply {
  return reply.code(404).send(failureEnvelope(ERROR_CODE.notFound, `Not found: ${what}`));
}

/**
 * The generated images: `/lgw/assets/games/<nodeId>.svg`,
 * `/lgw/assets/vendors/<gameType>/<WHITE|COLOR>/<code>.svg` and `/lgw/assets/COUNTRY_FLAG/<code>.png`.
 */
export const assetsPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  app.get<{ Params: { file: string } }>(`${ASSET_BASE}/games/:file`, async (request, reply) => {
    const nodeId = SVG_FILE.exec(request.params.file)?.[1];
    if (nodeId === undefined) return notFound(reply, 'game icons are /lgw/assets/games/<nodeId>.svg');
    const found = await deps.db.query<{ name: string; game_type: string; vendor_code: string }>(
      'select name, game_type, vendor_code from game where node_id = $1',
      [nodeId],
    );
    const game = found.rows[0];
    if (!game) return notFound(reply, `no game ${nodeId}`);
    return sendSvg(request, reply, renderGameIcon({ nodeId, name: game.name, gameType: game.game_type, vendorCode: game.vendor_code }));
  });

  app.get<{ Params: { gameType: string; variant: string; file: string } }>(`${ASSET_BASE}/vendors/:gameType/:variant/:file`, async (request, reply) => {
    const { gameType, variant } = request.params;
    const code = SVG_FILE.exec(request.params.file)?.[1];
    if (code === undefined || !GAME_TYPE.test(gameType) || !LOGO_VARIANTS.includes(variant as LogoVariant)) {
      return notFound(reply, 'vendor logos are /lgw/assets/vendors/<gameType>/<WHITE|COLOR>/<code>.svg');
    }
    const found = await deps.db.query<{ display_name: string }>('select display_name from vendor where code = $1 and game_type = $2', [code, gameType]);
    const vendor = found.rows[0];
    if (!vendor) return notFound(reply, `no vendor ${code} in ${gameType}`);
    return sendSvg(request, reply, renderVendorLogo({ code, gameType, displayName: vendor.display_name }, variant as LogoVariant));
  });

  app.get<{ Params: { file: string } }>(`${ASSET_BASE}/COUNTRY_FLAG/:file`, async (request, reply) => {
    const code = FLAG_FILE.exec(request.params.file)?.[1];
    if (code === undefined) return notFound(reply, 'country flags are /lgw/assets/COUNTRY_FLAG/<two-letter country code>.png');
    return sendSvg(request, reply, renderCountryFlag(code));
  });
};
