import { LoginSchema, RedeemSetupCodeSchema } from '@haul/shared';
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type AppEnv, requireUser } from '../auth/middleware.ts';
import { SESSION_COOKIE } from '../auth/session-token.ts';
import type { ClientAddress } from '../http/rate-limit.ts';
import { validateJson } from '../http/validate.ts';
import type { AuthService } from '../services/auth.ts';
import type { StaffAccountsService } from '../services/staff-accounts.ts';

/**
 * POST /api/auth/login (public), POST /api/auth/setup (public: redeem a one-time setup code and
 * sign in), POST /api/auth/logout, GET /api/auth/session.
 */
export function authRoutes(
  auth: AuthService,
  accounts: StaffAccountsService,
  clientAddress: ClientAddress,
  secureCookies: boolean,
) {
  const startSession = async (c: Context, session: Awaited<ReturnType<AuthService['startSession']>>) => {
    // A sign-in on a phone that still carries someone's session (a sign-out made
    // offline that never reached us) ends that session first; it must not outlive the hand-over.
    // Only a successful sign-in does this: a wrong password at the admin gate keeps the crew
    // member signed in.
    const carried = getCookie(c, SESSION_COOKIE);
    if (carried) await auth.logout(carried);
    setCookie(c, SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: secureCookies,
      path: '/',
      expires: session.expiresAt,
    });
    return c.json({ user: session.user });
  };
  return new Hono<AppEnv>()
    .post('/login', validateJson(LoginSchema), async (c) => {
      const { username, password } = c.req.valid('json');
      return startSession(c, await auth.login(username, password, clientAddress(c)));
    })
    .post('/setup', validateJson(RedeemSetupCodeSchema), async (c) => {
      const input = c.req.valid('json');
      const user = await auth.guardSetupCode(clientAddress(c), () => accounts.redeem(input));
      return startSession(c, await auth.startSession(user));
    })
    .post('/logout', async (c) => {
      const token = getCookie(c, SESSION_COOKIE);
      if (token) await auth.logout(token);
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
      return c.body(null, 204);
    })
    .get('/session', requireUser, (c) => c.json({ user: c.get('user') }));
}
