/**
 * Rate limits and the sign-in lockout (decision 0091): counted in PostgreSQL, atomic under parallel
 * requests, shared by every app on one database, keyed by the client address TRUST_PROXY allows.
 */
import { COMPANY } from '@haul/shared';
import { buildContactRequest } from '@haul/shared/factories';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { fixedClock } from '../src/clock.ts';
import { rateLimitsRepository } from '../src/db/repositories/rate-limits.ts';
import { clientAddressFor, limitKeyOf, parseTrustProxy } from '../src/http/client-address.ts';
import { PUBLIC_FORM_RATE_LIMIT } from '../src/http/public-form-limits.ts';
import { createRateLimiter } from '../src/http/rate-limit.ts';
import { LOGIN_FAILURE_LIMIT } from '../src/services/auth.ts';
import { readError, TEST_ORIGIN, TEST_PASSWORDS, useHarness } from './harness.ts';

const post = (app: ReturnType<typeof createApp>, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });

describe('the shared rate-limit counter', () => {
  const h = useHarness();

  it('allows the limit per window, then says how long to wait, then allows again', async () => {
    const clock = fixedClock('2025-01-06T15:00:00Z');
    const limiter = createRateLimiter(rateLimitsRepository(h.db.sql), 'unit', { limit: 2, windowMs: 60_000 }, clock);
    expect(await limiter.hit('a')).toBe(0);
    expect(await limiter.hit('a')).toBe(0);
    expect(await limiter.hit('a')).toBe(60);
    expect(await limiter.hit('b')).toBe(0);
    clock.set('2025-01-06T15:00:45Z');
    expect(await limiter.retryAfter('a')).toBe(15);
    clock.set('2025-01-06T15:01:00Z');
    expect(await limiter.hit('a')).toBe(0);
    await limiter.reset('a');
    expect(await limiter.retryAfter('a')).toBe(0);
  });

  it('counts 30 parallel hits as 30, not as 1 each', async () => {
    const clock = fixedClock('2025-01-06T15:00:00Z');
    const limiter = createRateLimiter(rateLimitsRepository(h.db.sql), 'burst', { limit: 5, windowMs: 60_000 }, clock);
    const waits = await Promise.all(Array.from({ length: 30 }, () => limiter.hit('same')));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
  });
});

describe('sign-in lockout under parallel guesses', () => {
  // The per-address cap (30 attempts) is lifted so that only the per-username lockout speaks.
  const h = useHarness({ deps: { relaxedLimits: true } });

  it('checks at most 5 of 30 simultaneous wrong passwords, then answers 429 with Retry-After', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        h.json('POST', '/api/auth/login', { username: 'admin', password: `guess-${i}` }),
      ),
    );
    const checked = guesses.filter((r) => r.status === 401);
    const limited = guesses.filter((r) => r.status === 429);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT.limit);
    expect(checked.length + limited.length).toBe(30);
    for (const res of limited) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Locked even for the right password, until the window has passed.
    const right = await h.json('POST', '/api/auth/login', { username: 'admin', password: TEST_PASSWORDS.admin });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    h.clock.set(new Date(h.clock.now().getTime() + LOGIN_FAILURE_LIMIT.windowMs));
    const later = await h.json('POST', '/api/auth/login', { username: 'admin', password: TEST_PASSWORDS.admin });
    expect(later.status).toBe(200);
  });

  it('a right password after a few wrong ones signs in and clears the count', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT.limit - 1; i++) {
      expect((await h.json('POST', '/api/auth/login', { username: 'crew', password: 'nope' })).status).toBe(401);
    }
    expect((await h.json('POST', '/api/auth/login', { username: 'crew', password: TEST_PASSWORDS.crew })).status).toBe(
      200,
    );
    for (let i = 0; i < LOGIN_FAILURE_LIMIT.limit; i++) {
      expect((await h.json('POST', '/api/auth/login', { username: 'crew', password: 'nope' })).status).toBe(401);
    }
  });
});

describe('two API instances on one database', () => {
  const h = useHarness();

  it('share the public-form counters', async () => {
    const other = createApp({ sql: h.db.sql, clock: h.clock });
    const { limit } = PUBLIC_FORM_RATE_LIMIT;
    for (let i = 0; i < limit; i++) {
      const app = i % 2 === 0 ? h.app : other;
      expect((await post(app, '/api/contact', buildContactRequest())).status).toBe(201);
    }
    const refused = await post(other, '/api/contact', buildContactRequest());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readError(refused)).message).toContain(COMPANY.phone);
  });

  it('share the sign-in lockout', async () => {
    const other = createApp({ sql: h.db.sql, clock: h.clock });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT.limit; i++) {
      const app = i % 2 === 0 ? h.app : other;
      expect((await post(app, '/api/auth/login', { username: 'crew', password: `x${i}` })).status).toBe(401);
    }
    expect((await post(h.app, '/api/auth/login', { username: 'crew', password: TEST_PASSWORDS.crew })).status).toBe(
      429,
    );
  });
});

describe('client address behind a reverse proxy', () => {
  const h = useHarness();
  const fill = async (app: ReturnType<typeof createApp>, forwardedFor: string) => {
    for (let i = 0; i < PUBLIC_FORM_RATE_LIMIT.limit; i++) {
      const res = await post(app, '/api/contact', buildContactRequest(), { 'x-forwarded-for': forwardedFor });
      expect(res.status).toBe(201);
    }
  };

  it('with TRUST_PROXY=1, two clients behind one proxy get separate limits', async () => {
    const app = createApp({ sql: h.db.sql, clock: h.clock, trustProxy: parseTrustProxy('1') });
    await fill(app, '203.0.113.7');
    const first = await post(app, '/api/contact', buildContactRequest(), { 'x-forwarded-for': '203.0.113.7' });
    expect(first.status).toBe(429);
    const second = await post(app, '/api/contact', buildContactRequest(), { 'x-forwarded-for': '198.51.100.23' });
    expect(second.status).toBe(201);
    // Only the hop the proxy appended counts: a client cannot pick its own key by prepending one.
    const forged = await post(app, '/api/contact', buildContactRequest(), {
      'x-forwarded-for': '10.9.9.9, 203.0.113.7',
    });
    expect(forged.status).toBe(429);
  });

  it('with a list of proxy addresses, the first untrusted address from the right is the client', async () => {
    // app.request has no socket; here the socket's peer is the proxy at 10.0.0.2.
    const trust = parseTrustProxy('10.0.0.0/8');
    const app = createApp({ sql: h.db.sql, clock: h.clock, clientAddress: clientAddressFor(trust, () => '10.0.0.2') });
    await fill(app, '192.0.2.50, 10.1.2.3');
    const again = await post(app, '/api/contact', buildContactRequest(), { 'x-forwarded-for': '192.0.2.50' });
    expect(again.status).toBe(429);
    const other = await post(app, '/api/contact', buildContactRequest(), { 'x-forwarded-for': '192.0.2.51, 10.1.2.3' });
    expect(other.status).toBe(201);
  });

  it('unset, X-Forwarded-For is ignored: every "client" shares the socket address', async () => {
    const app = createApp({ sql: h.db.sql, clock: fixedClock('2025-01-07T15:00:00Z') });
    for (let i = 0; i < PUBLIC_FORM_RATE_LIMIT.limit; i++) {
      const res = await post(app, '/api/contact', buildContactRequest(), { 'x-forwarded-for': `198.51.100.${i}` });
      expect(res.status).toBe(201);
    }
    const res = await post(app, '/api/contact', buildContactRequest(), { 'x-forwarded-for': '198.51.100.200' });
    expect(res.status).toBe(429);
  });

  it('with TRUST_PROXY=1, a client reaching the app directly cannot forge its address (issue 23 §7)', async () => {
    const direct = clientAddressFor(parseTrustProxy('1'), () => '198.51.100.9');
    const app = createApp({ sql: h.db.sql, clock: fixedClock('2025-01-09T15:00:00Z'), clientAddress: direct });
    for (let i = 0; i < PUBLIC_FORM_RATE_LIMIT.limit; i++) {
      const res = await post(app, '/api/contact', buildContactRequest(), { 'x-forwarded-for': `203.0.113.${i}` });
      expect(res.status).toBe(201);
    }
    const forged = await post(app, '/api/contact', buildContactRequest(), { 'x-forwarded-for': '203.0.113.200' });
    expect(forged.status).toBe(429);
    // Behind a proxy on a private network, the hop it appended is believed.
    const proxied = clientAddressFor(parseTrustProxy('1'), () => '10.0.0.2');
    const viaProxy = createApp({ sql: h.db.sql, clock: fixedClock('2025-01-09T15:00:00Z'), clientAddress: proxied });
    expect(
      (await post(viaProxy, '/api/contact', buildContactRequest(), { 'x-forwarded-for': '203.0.113.201' })).status,
    ).toBe(201);
  });

  it('keys IPv6 clients by their /64: rotating addresses within one /64 shares one limit (issue 23 §7)', async () => {
    const app = createApp({
      sql: h.db.sql,
      clock: fixedClock('2025-01-08T15:00:00Z'),
      trustProxy: parseTrustProxy('1'),
    });
    for (let i = 0; i < PUBLIC_FORM_RATE_LIMIT.limit; i++) {
      const res = await post(app, '/api/contact', buildContactRequest(), {
        'x-forwarded-for': `2001:db8:1:2::${i + 1}`,
      });
      expect(res.status).toBe(201);
    }
    const rotated = await post(app, '/api/contact', buildContactRequest(), {
      'x-forwarded-for': '2001:0db8:0001:0002:abcd:ef01:2345:6789',
    });
    expect(rotated.status).toBe(429);
    const neighbour = await post(app, '/api/contact', buildContactRequest(), { 'x-forwarded-for': '2001:db8:1:3::1' });
    expect(neighbour.status).toBe(201);
    expect(limitKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(limitKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(limitKeyOf('local')).toBe('local');
  });

  it('TRUST_PROXY is a number of proxies or a list of addresses/CIDRs, nothing else', () => {
    expect(parseTrustProxy(undefined)).toBeNull();
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.1, 172.16.0.0/12, ::1')).toEqual({ proxies: ['10.0.0.1', '172.16.0.0/12', '::1'] });
    expect(() => parseTrustProxy('0')).toThrow();
    expect(() => parseTrustProxy('true')).toThrow();
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow();
  });
});
