import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notFoundEnvelope } from '../http/envelope-errors';

/** Generated avatars and the brand's member icons, served as SVG. */
export const AVATAR_PREFIX = '/lgw/assets/avatars';
/** The member icons a member may have (icon ids 1..ICON_COUNT). */
export const ICON_COUNT = 12;

function avatarSeed(merchantCode: string, memberId: number): string {
  return createHash('sha256').update(`avatar:${merchantCode}:${memberId}`).digest('hex').slice(0, 16);
}

/** The member's generated avatar (the same member always gets the same one). */
export function avatarUrl(merchantCode: string, memberId: number): string {
  return `${AVATAR_PREFIX}/${avatarSeed(merchantCode, memberId)}.svg`;
}

export function iconUrl(iconId: number): string {
  return `${AVATAR_PREFIX}/icons/${iconId}.svg`;
}

/** A symmetric 5 × 5 pattern in one colour, from the seed's bytes (an identicon). */
export function avatarSvg(seed: string): string {
  const bytes = createHash('sha256').update(seed).digest();
  const hue = Math.round((bytes[0]! / 255) * 360);
  const cells: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 3; column += 1) {
      if ((bytes[1 + row * 3 + column]! & 1) === 0) continue;
      for (const x of new Set([column, 4 - column])) cells.push(`<rect x="${8 + x * 16}" y="${8 + row * 16}" width="16" height="16"/>`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<clipPath id="round"><circle cx="48" cy="48" r="48"/></clipPath>` +
    `<g clip-path="url(#round)"><rect width="96" height="96" fill="hsl(${hue} 45% 92%)"/>` +
    `<g fill="hsl(${hue} 60% 42%)">${cells.join('')}</g></g></svg>`
  );
}

/** Icon n: a star of n + 2 points on the n-th colour of a wheel. */
export function iconSvg(iconId: number): string {
  const points = iconId + 2;
  const hue = ((iconId - 1) * 360) / ICON_COUNT;
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index += 1) {
    const radius = index % 2 === 0 ? 32 : 16;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    corners.push(`${(48 + radius * Math.cos(angle)).toFixed(1)},${(48 + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="hsl(${hue} 55% 30%)"/>` +
    `<polygon points="${corners.join(' ')}" fill="hsl(${hue} 85% 70%)"/></svg>`
  );
}

const SVG_HEADERS = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' };

export function registerAvatarRoutes(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>(
    `${AVATAR_PREFIX}/:name`,
    { schema: { params: { type: 'object', properties: { name: { type: 'string', maxLength: 40 } }, required: ['name'] } } },
    async (request, reply) => {
      const seed = /^([a-f0-9]{16})\.svg$/.exec(request.params.name)?.[1];
      if (!seed) return reply.code(404).send(notFoundEnvelope(request));
      return reply.headers(SVG_HEADERS).send(avatarSvg(seed));
    },
  );
  app.get<{ Params: { name: string } }>(
    `${AVATAR_PREFIX}/icons/:name`,
    { schema: { params: { type: 'object', properties: { name: { type: 'string', maxLength: 16 } }, required: ['name'] } } },
    async (request, reply) => {
      const iconId = Number(/^([0-9]{1,2})\.svg$/.exec(request.params.name)?.[1] ?? 0);
      if (iconId < 1 || iconId > ICON_COUNT) return reply.code(404).send(notFoundEnvelope(request));
      return reply.headers(SVG_HEADERS).send(iconSvg(iconId));
    },
  );
}
