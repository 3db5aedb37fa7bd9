/**
 * Security walk: every route the app registers is called anonymously, as crew and as admin, and
 * must answer as `ROUTE_ACCESS` says. Params become a random uuid; writes send an empty JSON body
 * with a same-origin header, so only the access check decides between 401/403 and anything else.
 */
import { describe, expect, it } from 'vitest';
import { useHarness } from './harness.ts';
import { type Access, PUBLIC_ALLOW_LIST, ROUTE_ACCESS, registeredRoutes } from './route-access.ts';

const PLACEHOLDER_ID = '9b2f6c1e-4d3a-4b8e-9f00-1a2b3c4d5e6f';

describe('access to every API route', () => {
  const h = useHarness();
  const call = (key: string, cookie?: string) => {
    const [method = 'GET', path = '/'] = key.split(' ');
    const url = path.replace(/:\w+/g, PLACEHOLDER_ID);
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    return h.json(method, url, body, cookie ? { cookie } : {});
  };

  it('classifies every registered route in route-access.ts', () => {
    const routes = registeredRoutes(h.app);
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((key) => !(key in ROUTE_ACCESS))).toEqual([]);
  });

  it('marks as public only routes on the public allow-list', () => {
    const publicRoutes = Object.entries(ROUTE_ACCESS).filter(([, access]) => access === 'public');
    expect(publicRoutes.map(([key]) => key).filter((key) => !PUBLIC_ALLOW_LIST.has(key))).toEqual([]);
  });

  it('answers each route as classified for anonymous, crew and admin callers', async () => {
    let crew = await h.signIn('crew');
    let admin = await h.signIn('admin');
    const seen: string[] = [];
    for (const key of registeredRoutes(h.app)) {
      const access = ROUTE_ACCESS[key] as Access;
      const anonymous = (await call(key)).status;
      const asCrew = (await call(key, crew)).status;
      const adminAnswer = await call(key, admin);
      const asAdmin = adminAnswer.status;
      // Nothing a signed-in account receives may stay in the browser's HTTP cache.
      expect(adminAnswer.headers.get('cache-control'), key).toBe('no-store');
      expect(adminAnswer.headers.get('vary') ?? '', key).toMatch(/\bCookie\b/);
      seen.push(`${key} ${access}: ${anonymous}/${asCrew}/${asAdmin}`);
      if (access === 'public') expect(anonymous, key).not.toBe(401);
      else expect(anonymous, key).toBe(401);
      if (access === 'admin') expect(asCrew, key).toBe(403);
      else expect([401, 403], key).not.toContain(asCrew);
      expect([401, 403], key).not.toContain(asAdmin);
      if (key === 'POST /api/auth/logout') {
        // Logging out ended both sessions; sign in again for the routes after it.
        crew = await h.signIn('crew');
        admin = await h.signIn('admin');
      }
    }
    expect(seen.length).toBe(registeredRoutes(h.app).length);
  });
});
