import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Sent with every answer, whatever it is. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  // Popups keep their opener, so a game opened in a new window still works; other documents
  // cannot reach the site's window.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'permissions-policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()',
};

/** The policy of JSON answers: nothing may load from them, and nothing may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The policy of other files (images, scripts, styles): an SVG opened on its own draws and runs nothing. */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** Sent only over TLS (a browser ignores it over plain HTTP, and it must not pin a plain dev server). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * The policy of HTML pages (the web app, the demo game and lottery pages): scripts from this
 * origin and the listed inline scripts only; inline styles allowed because styled-components
 * injects style tags; images from this origin, data: (the captcha, inlined brand pictures) and
 * the merchant's image hosts only, so a notice cannot load a tracking pixel; framed by this
 * origin only.
 */
export function pageContentSecurityPolicy(inlineScriptHashes: readonly string[] = [], imageHosts: readonly string[] = []): string {
  const scripts = ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imageHosts].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

/** The CSP hashes (`sha256-…`) of the inline scripts of an HTML document, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', content = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (HAS_SRC.test(attributes) || content === '') continue;
    hashes.push(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/**
 * The page policy of the web app in `webDist`, allowing its index.html's inline scripts (the
 * colour-mode script that runs before the first paint). Read at start-up and again whenever the
 * file changes (a rebuild while the gateway runs).
 */
function webAppPolicy(webDist: string | undefined): (imageHosts: readonly string[]) => string {
  if (webDist === undefined) return (imageHosts) => pageContentSecurityPolicy([], imageHosts);
  const indexFile = path.join(webDist, 'index.html');
  let cached: { modified: number; hashes: readonly string[] } = { modified: Number.NaN, hashes: [] };
  const hashes = (): readonly string[] => {
    try {
      const modified = statSync(indexFile).mtimeMs;
      if (modified !== cached.modified) cached = { modified, hashes: inlineScriptHashes(readFileSync(indexFile, 'utf8')) };
      return cached.hashes;
    } catch {
      return [];
    }
  };
  hashes();
  return (imageHosts) => pageContentSecurityPolicy(hashes(), imageHosts);
}

function isMemberApi(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return pathname === '/wps' || pathname.startsWith('/wps/');
}

function contentType(reply: FastifyReply): string {
  const header = reply.getHeader('content-type');
  return String((Array.isArray(header) ? header[0] : header) ?? '').toLowerCase();
}

/**
 * Sets the security headers on one answer: a Content Security Policy by the kind of answer
 * (pages, JSON, other files), nosniff, the referrer and opener policies, framing by this origin
 * only, a restrictive Permissions-Policy, no caching of the member API (/wps), and HSTS when the
 * request came over TLS (`request.protocol`, which honours X-Forwarded-Proto only when Fastify
 * trusts the proxy: TRUST_PROXY).
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, pagePolicy: () => string = pageContentSecurityPolicy): void {
  reply.headers(SECURITY_HEADERS);
  if (isMemberApi(request)) reply.header('cache-control', 'no-store');
  if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  // A 304 has no body and no type: a policy on it would replace the cached page's own (browsers
  // apply the 304's headers to the cached copy), so the page keeps the one it was served with.
  if (reply.statusCode === 304) return;
  const type = contentType(reply);
  const policy = type.startsWith('text/html')
    ? pagePolicy()
    : type === '' || type.startsWith('application/json')
      ? API_CONTENT_SECURITY_POLICY
      : FILE_CONTENT_SECURITY_POLICY;
  reply.header('content-security-policy', policy);
}

export interface SecurityHeaderOptions {
  /** Folder of the built web app: the inline scripts of its index.html get their hashes in the policy. */
  webDist?: string;
  /** The origins of the image hosts a page served at this host name may load from (the merchant's `imageCDNs`); none when omitted. */
  pageImageHosts?: (hostname: string) => Promise<readonly string[]>;
}

/** Sets the security headers (see setSecurityHeaders) on every answer, errors and static files included. */
export const securityHeaders = fp<SecurityHeaderOptions>(
  async (app, options) => {
    const pagePolicy = webAppPolicy(options.webDist);
    const { pageImageHosts } = options;
    app.addHook('onSend', async (request, reply, payload) => {
      let imageHosts: readonly string[] = [];
      if (pageImageHosts && reply.statusCode !== 304 && contentType(reply).startsWith('text/html')) {
        try {
          imageHosts = await pageImageHosts(request.hostname);
        } catch (error) {
          // The page still goes out, with images from this origin and data: only.
          request.log.warn({ err: error }, 'image hosts of the page policy unavailable');
        }
      }
      setSecurityHeaders(request, reply, () => pagePolicy(imageHosts));
      return payload;
    });
  },
  { name: 'security-headers' },
);
