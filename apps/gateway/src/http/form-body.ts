import fp from 'fastify-plugin';

/** The largest form body accepted: the one form call (email reset) carries two fields. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Parses `application/x-www-form-urlencoded` bodies (the spec's "POST form" email reset) into
 * an object of strings; a repeated field keeps its last value. The route's schema validates it,
 * without coercion like every body: a form call's fields are strings (registerCall checks it).
 */
export const formBodies = fp(
  async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body as string)) {
        if (name === '__proto__' || name === 'constructor' || name === 'prototype') continue;
        fields[name] = value;
      }
      done(null, fields);
    });
  },
  { name: 'form-bodies' },
);
