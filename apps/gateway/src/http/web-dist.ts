import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { notFoundEnvelope } from './envelope-errors';

/** Path prefixes of the gateway's API: never answered with the web app. */
export const API_PREFIXES = ['/wps', '/lgw', '/lotto'] as const;

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A page route of the single-page app: a GET for a non-API path whose last segment has no extension. */
function isAppRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isApiPath(pathname)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

export interface WebAppOptions {
  /** Folder of the built web app to serve at `/`; omit to serve the API only. */
  webDist?: string;
}

/**
 * Sets the not-found handler: with a web app, page routes fall back to its index.html (the app
 * routes them); everything else gets the 404 envelope. Serves the built web app at `/`,
 * precompressed where the browser accepts it: hashed assets cached for good, everything else
 * revalidated.
 */
export const webApp = fp<WebAppOptions>(
  async (app, { webDist }) => {
    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (webDist !== undefined && isAppRoute(request)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send(notFoundEnvelope(request));
    });
    if (webDist === undefined) return;
    await app.register(fastifyStatic, {
      root: path.resolve(webDist),
      prefix: '/',
      // The web build writes .br and .gz beside each text file (tools/build-tools/precompress.mjs).
      preCompressed: true,
      // Cache-Control is ours (setHeaders), not the default max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
  { name: 'web-app' },
);
