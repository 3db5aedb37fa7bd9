import { LoginSchema } from '@haul/shared';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type AppEnv, requireUser } from '../auth/middleware.ts';
import { SESSION_COOKIE } from '../auth/session-token.ts';
import type { ClientAddress } from '../http/rate-limit.ts';
import { validateJson } from '../http/validate.ts';
import type { AuthService } from '../services/auth.ts';

/** POST /api/auth/login (public), POST /api/auth/logout, GET /api/auth/session. */
export function authRoutes(auth: AuthService, clientAddress: ClientAddress, secureCookies: boolean) {
  return new Hono<AppEnv>()
    .post('/login', validateJson(LoginSchema), async (c) => {
      const { username, password } = c.req.valid('json');
      const { token, user, expiresAt } = await auth.login(username, password, clientAddress(c));
      setCookie(c, SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: secureCookies,
        path: '/',
        expires: expiresAt,
      });
      return c.json({ user });
    })
    .post('/logout', async (c) => {
      const token = getCookie(c, SESSION_COOKIE);
      if (token) await auth.logout(token);
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
      return c.body(null, 204);
    })
    .get('/session', requireUser, (c) => c.json({ user: c.get('user') }));
}
