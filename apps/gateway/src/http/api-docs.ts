import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { localRequestsOnly } from './local-only';

/** Where dev mode serves the OpenAPI document's page (and the document at `/docs/json`). */
export const API_DOCS_PATH = '/docs';

/**
 * The OpenAPI document of every route, built from the routes' schemas as they are registered:
 * register it before any route. Each contract call is tagged by its domain and described by its
 * request schema (see registerCall).
 */
export const apiDocument = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Platform gateway',
          description: 'The calls of the @platform/api contract, with their request and response schemas. Every answer is the platform envelope.',
          version: '1',
        },
      },
    });
  },
  { name: 'api-document' },
);

export interface ApiDocsPageOptions {
  devMode: boolean;
}

/**
 * The OpenAPI document's page at /docs (swagger-ui, served from the package's own files): dev mode
 * only, and from this machine only, like the other dev routes; otherwise /docs does not exist.
 */
export const apiDocsPage: FastifyPluginAsync<ApiDocsPageOptions> = async (app, { devMode }) => {
  if (!devMode) return;
  app.addHook('onRequest', localRequestsOnly);
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH });
};
