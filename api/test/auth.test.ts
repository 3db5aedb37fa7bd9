import { UserSchema } from '@haul/shared';
import { buildContactRequest } from '@haul/shared/factories';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SESSION_TTL_MS } from '../src/auth/session-token.ts';
import { sessionsRepository } from '../src/db/repositories/sessions.ts';
import { usersRepository } from '../src/db/repositories/users.ts';
import { authService } from '../src/services/auth.ts';
import { readError, TEST_PASSWORDS, useHarness } from './harness.ts';

const SessionResponse = z.object({ user: UserSchema });

describe('staff sign-in', () => {
  const h = useHarness();
  const session = (cookie?: string) => h.json('GET', '/api/auth/session', undefined, cookie ? { cookie } : {});

  it('signs the admin in with the right password and sets an HttpOnly, SameSite=Lax cookie', async () => {
    const res = await h.json('POST', '/api/auth/login', { password: TEST_PASSWORDS.admin });
    expect(res.status).toBe(200);
    expect(SessionResponse.parse(await res.json()).user).toMatchObject({ username: 'admin', role: 'admin' });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^haul_session=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // only in production
  });

  it("refuses a wrong password with the spec's words and no cookie", async () => {
    const res = await h.json('POST', '/api/auth/login', { username: 'crew', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(await readError(res)).toMatchObject({ code: 'invalid_credentials', message: 'Invalid password' });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const res = await h.json('POST', '/api/auth/login', { username: 'nobody', password: 'whatever' });
    expect(res.status).toBe(401);
    expect((await readError(res)).message).toBe('Invalid password');
  });

  it('reports the session of a signed-in user and 401 without one', async () => {
    const cookie = await h.signIn('crew');
    const res = await session(cookie);
    expect(res.status).toBe(200);
    expect(SessionResponse.parse(await res.json()).user.role).toBe('crew');
    expect((await session()).status).toBe(401);
    expect((await session('haul_session=forged-token')).status).toBe(401);
  });

  it("names the crew member on the sign-in and session answers (a new phone's header before its first sync)", async () => {
    const login = await h.json('POST', '/api/auth/login', { username: 'crew', password: TEST_PASSWORDS.crew });
    expect(SessionResponse.parse(await login.json()).user.displayName).toBe('Casey Crew');
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(SessionResponse.parse(await (await session(cookie)).json()).user.displayName).toBe('Casey Crew');
    // An account with no employee (the deployment's admin) has no name but its username.
    const admin = SessionResponse.parse(await (await session(await h.signIn('admin'))).json()).user;
    expect(admin.displayName).toBeUndefined();
  });

  it('revokes the session on logout', async () => {
    const cookie = await h.signIn('admin');
    const out = await h.json('POST', '/api/auth/logout', undefined, { cookie });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/haul_session=;/);
    expect((await session(cookie)).status).toBe(401);
  });

  it('ends the session a phone still carries when someone else signs in on it (a sign-out made offline)', async () => {
    const crewCookie = await h.signIn('crew');
    const res = await h.json('POST', '/api/auth/login', { password: TEST_PASSWORDS.admin }, { cookie: crewCookie });
    expect(res.status).toBe(200);
    const adminCookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(adminCookie).not.toBe(crewCookie);
    expect((await session(crewCookie)).status).toBe(401);
    expect(SessionResponse.parse(await (await session(adminCookie)).json()).user.role).toBe('admin');
  });

  it('keeps the carried session when the sign-in on that phone is refused', async () => {
    const crewCookie = await h.signIn('crew');
    const res = await h.json('POST', '/api/auth/login', { password: 'wrong-password' }, { cookie: crewCookie });
    expect(res.status).toBe(401);
    expect((await session(crewCookie)).status).toBe(200);
  });

  it('expires an unused session after its lifetime, and slides it forward when used', async () => {
    const start = h.clock.now();
    const cookie = await h.signIn('crew');
    h.clock.set(new Date(start.getTime() + SESSION_TTL_MS - 3600_000));
    expect((await session(cookie)).status).toBe(200); // used: expiry moves forward
    h.clock.set(new Date(start.getTime() + SESSION_TTL_MS + 3600_000));
    expect((await session(cookie)).status).toBe(200);
    h.clock.set(new Date(start.getTime() + 3 * SESSION_TTL_MS));
    expect((await session(cookie)).status).toBe(401);
    h.clock.set(start);
  });
});

describe('sign-in lockout', () => {
  const h = useHarness();

  it('locks a username out after five wrong passwords, even for the right one, then lets it in later', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await h.json('POST', '/api/auth/login', { username: 'admin', password: `guess-${i}` })).status).toBe(401);
    }
    const locked = await h.json('POST', '/api/auth/login', { username: 'admin', password: TEST_PASSWORDS.admin });
    expect(locked.status).toBe(429);
    expect((await readError(locked)).message).toMatch(/Too many sign-in attempts. Try again in 15 minutes/);
    // Another account is not locked by the admin's failures.
    expect((await h.json('POST', '/api/auth/login', { username: 'crew', password: TEST_PASSWORDS.crew })).status).toBe(
      200,
    );
    h.clock.set(new Date(h.clock.now().getTime() + 16 * 60_000));
    expect(
      (await h.json('POST', '/api/auth/login', { username: 'admin', password: TEST_PASSWORDS.admin })).status,
    ).toBe(200);
  });
});

describe('cross-site writes', () => {
  const h = useHarness();

  it('refuses a write whose Origin is another site, and changes nothing', async () => {
    const cookie = await h.signIn('admin');
    const res = await h.json('POST', '/api/contact', buildContactRequest(), { origin: 'https://evil.example', cookie });
    expect(res.status).toBe(403);
    expect((await readError(res)).code).toBe('cross_site_request');
    const logout = await h.json('POST', '/api/auth/logout', undefined, { origin: 'https://evil.example', cookie });
    expect(logout.status).toBe(403);
    expect((await h.json('GET', '/api/auth/session', undefined, { cookie })).status).toBe(200);
  });

  it('refuses a cross-site fetch that sends no Origin but says so in Sec-Fetch-Site', async () => {
    const res = await h.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify(buildContactRequest()),
    });
    expect(res.status).toBe(403);
  });

  it('accepts same-origin writes', async () => {
    expect((await h.json('POST', '/api/contact', buildContactRequest())).status).toBe(201);
  });
});

describe('staff accounts at start-up', () => {
  const h = useHarness();
  const auth = () => authService(usersRepository(h.db.sql), sessionsRepository(h.db.sql), h.clock);
  // Each test starts from the harness's passwords, whatever an earlier one rotated.
  beforeEach(() => auth().ensureStaffAccounts(TEST_PASSWORDS, true));

  it('replaces a stored password when a new one is configured, and signs that account out', async () => {
    const cookie = await h.signIn('admin');
    await auth().ensureStaffAccounts({ admin: 'rotated-admin-password', crew: TEST_PASSWORDS.crew }, true);
    expect((await h.json('GET', '/api/auth/session', undefined, { cookie })).status).toBe(401);
    const old = await h.json('POST', '/api/auth/login', { username: 'admin', password: TEST_PASSWORDS.admin });
    expect(old.status).toBe(401);
    const fresh = await h.json('POST', '/api/auth/login', { username: 'admin', password: 'rotated-admin-password' });
    expect(fresh.status).toBe(200);
  });

  it('rotates only the account whose password is configured', async () => {
    await auth().ensureStaffAccounts(
      { admin: 'dev-default-ignored', crew: 'rotated-crew-password' },
      {
        admin: false,
        crew: true,
      },
    );
    const crew = await h.json('POST', '/api/auth/login', { username: 'crew', password: 'rotated-crew-password' });
    expect(crew.status).toBe(200);
    // The admin keeps the password it had stored.
    const admin = await h.json('POST', '/api/auth/login', { username: 'admin', password: TEST_PASSWORDS.admin });
    expect(admin.status).toBe(200);
  });

  it('stores scrypt hashes, never the password', async () => {
    const rows = await h.db.sql<{ password_hash: string }[]>`select password_hash from users`;
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(row.password_hash).not.toContain(TEST_PASSWORDS.crew);
    }
  });
});
