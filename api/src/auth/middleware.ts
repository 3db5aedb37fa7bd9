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
