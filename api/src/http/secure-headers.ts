/**
 * Security headers on every response (API, pages and assets), with a Content-Security-Policy the
 * built app works under: everything is served from our own origin, so scripts, workers, the
 * manifest, API calls and photos (`/api/...`) are 'self'. Prerendered pages carry JSON-LD inline,
 * which is data, not script, and one inline script, the loader of their own script, allowed by
 * its hash (decision 0019); no other inline script is allowed. Styles allow inline because
 * Radix primitives (dialog scroll lock, select) inject small <style> elements and style
 * attributes; a style cannot run code. See docs/decisions/0032-content-security-policy.md.
 *
 * The headers are one plain record built once (the set hono's secureHeaders sends, with our
 * policy). Most answers get them set after the handler ran. The public availability read, the
 * hottest route, builds its answer with the record already in it (`json`): @hono/node-server
 * then writes plain headers straight to the socket instead of building a fetch `Headers` object
 * and setting fourteen headers on it one by one (docs/decisions/0025).
 */
import { createHash } from 'node:crypto';
import { STATIC_SCRIPT_LOADER } from '@haul/shared';
import { createMiddleware } from 'hono/factory';

/** The public pages' inline loader, allowed by its hash and nothing else (decision 0019). */
export const STATIC_SCRIPT_LOADER_HASH = `'sha256-${createHash('sha256').update(STATIC_SCRIPT_LOADER).digest('base64')}'`;

export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", STATIC_SCRIPT_LOADER_HASH],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The time clock needs the phone's location and job photos its camera, on our own pages only. */
const PERMISSIONS_POLICY = 'geolocation=(self), camera=(self), microphone=(), payment=(), usb=()';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const policyText = (policy: Record<string, string[]>) =>
  Object.entries(policy)
    .map(([directive, values]) => [kebab(directive), ...values].join(' '))
    .join('; ');

/** `https`: served over HTTPS (production), so HSTS and upgrading requests apply. */
export function securityHeaderRecord({ https }: { https: boolean }): Readonly<Record<string, string>> {
  return {
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'DENY',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
    'Content-Security-Policy': policyText(
      https ? { ...CONTENT_SECURITY_POLICY, upgradeInsecureRequests: [] } : CONTENT_SECURITY_POLICY,
    ),
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

export function secureResponseHeaders(options: { https: boolean }) {
  const record = securityHeaderRecord(options);
  const entries = Object.entries(record);
  // Shared by every `json` answer: @hono/node-server copies a plain record before changing it.
  const jsonHeaders = Object.freeze({ ...record, 'content-type': 'application/json' });
  /** Answers built by `json` below: they already carry every header. */
  const complete = new WeakSet<Response>();
  return {
    middleware: createMiddleware(async (c, next) => {
      await next();
      if (complete.has(c.res)) return;
      const headers = c.res.headers;
      for (const [name, value] of entries) headers.set(name, value);
    }),
    /** A 200 JSON answer with the security headers already in it (no fetch `Headers` built). */
    json(body: unknown): Response {
      const res = new Response(JSON.stringify(body), { headers: jsonHeaders });
      complete.add(res);
      return res;
    },
  };
}
export type SecureResponses = ReturnType<typeof secureResponseHeaders>;
