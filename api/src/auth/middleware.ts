/**
 * Session and access middleware. `loadSession` runs on every API request and puts the user (or
 * null) in `c.var.user`; route groups then declare who may call them with `requireUser` or
 * `requireAdmin`.
 */
import type { User } from '@haul/shared';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { ApiFailure } from '../http/errors.ts';
import type { AuthService } from '../services/auth.ts';
import { SESSION_COOKIE } from './session-token.ts';

export type AppEnv = { Variables: { user: User | null } };

export const loadSession = (auth: AuthService) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    c.set('user', token ? await auth.resolve(token) : null);
    await next();
  });

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw new ApiFailure(401, 'unauthorized', 'Please sign in to continue.');
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw new ApiFailure(401, 'unauthorized', 'Please sign in to continue.');
  if (user.role !== 'admin') throw new ApiFailure(403, 'forbidden', 'This needs an admin account.');
  await next();
});

/** The signed-in user inside a handler behind `requireUser`/`requireAdmin`. */
export function currentUser(c: { get(key: 'user'): User | null }): User {
  const user = c.get('user');
  if (!user) throw new ApiFailure(401, 'unauthorized', 'Please sign in to continue.');
  return user;
}

/**
 * A signed-in response must never be served from the browser's HTTP cache (after
 * sign-out, or to the next person on a shared iPad). Every API response to a signed-in request,
 * and every sign-in/out/session answer, is `no-store` and varies on the cookie; this wins over a
 * route's own cache policy (photo files included: the phone keeps its own copies in IndexedDB).
 * Set before the handler so error answers carry it too, and again after it for routes that set
 * their own.
 */
export const noStoreWhenSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  const personal = () => c.get('user') !== null || c.req.path.startsWith('/api/auth/');
  if (personal()) {
    c.header('cache-control', 'no-store');
    c.header('vary', 'Cookie', { append: true });
  }
  await next();
  if (!personal()) return;
  c.res.headers.set('cache-control', 'no-store');
  const vary = c.res.headers.get('vary') ?? '';
  if (!/\bcookie\b/i.test(vary)) c.res.headers.set('vary', vary ? `${vary}, Cookie` : 'Cookie');
});
