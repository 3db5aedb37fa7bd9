/**
 * CSRF defence for cookie-authenticated writes: an unsafe request whose Origin (or, failing
 * that, Sec-Fetch-Site) says it came from another site is refused. Requests without either
 * header are not from a browser page and carry no ambient cookie risk.
 */
import { createMiddleware } from 'hono/factory';
import { ApiFailure } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const sameOriginWrites = createMiddleware(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const own = new URL(c.req.url).host;
    const foreign = origin ? origin === 'null' || safeHost(origin) !== own : site === 'cross-site';
    if (foreign) throw new ApiFailure(403, 'cross_site_request', 'Requests from other sites are not accepted.');
  }
  await next();
});

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
