/**
 * Sessions end at the sliding expiry or the absolute one, whichever comes first, and ended
 * sessions are purged (decision 0093).
 */
import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_TTL_MS, SESSION_TTL_MS } from '../src/auth/session-token.ts';
import { rateLimitsRepository } from '../src/db/repositories/rate-limits.ts';
import { sessionsRepository } from '../src/db/repositories/sessions.ts';
import { maintenanceService } from '../src/services/maintenance.ts';
import { useHarness } from './harness.ts';

const DAY = 24 * 3600_000;

describe('session lifetime', () => {
  const h = useHarness({ now: '2025-01-06T15:00:00Z' });
  const session = (cookie: string) => h.json('GET', '/api/auth/session', undefined, { cookie });

  it('a session used every day still ends at its absolute lifetime (401)', async () => {
    const start = h.clock.now().getTime();
    const cookie = await h.signIn('crew');
    // Used daily, the sliding expiry never runs out...
    for (let day = 1; day * DAY < SESSION_ABSOLUTE_TTL_MS; day += 1) {
      h.clock.set(new Date(start + day * DAY));
      expect((await session(cookie)).status, `day ${day}`).toBe(200);
    }
    // ...but the absolute one does.
    h.clock.set(new Date(start + SESSION_ABSOLUTE_TTL_MS + 1000));
    expect((await session(cookie)).status).toBe(401);
  });

  it('an unused session ends at the sliding expiry, long before the absolute one', async () => {
    const cookie = await h.signIn('admin');
    h.clock.set(new Date(h.clock.now().getTime() + SESSION_TTL_MS + 1000));
    expect((await session(cookie)).status).toBe(401);
  });

  it('the purge deletes ended sessions and old rate-limit windows, and keeps live ones', async () => {
    // Two sessions that end unused, then a live one.
    await h.signIn('crew');
    await h.signIn('admin');
    h.clock.set(new Date(h.clock.now().getTime() + SESSION_TTL_MS + 1000));
    const live = await h.signIn('admin');
    await h.json('POST', '/api/auth/login', { username: 'nobody', password: 'wrong' });
    const count = async (table: 'sessions' | 'rate_limit_windows') =>
      (await h.db.sql<{ n: number }[]>`select count(*)::int as n from ${h.db.sql(table)}`)[0]?.n ?? 0;
    expect(await count('sessions')).toBeGreaterThan(1);
    const maintenance = maintenanceService(sessionsRepository(h.db.sql), rateLimitsRepository(h.db.sql), h.clock);
    const first = await maintenance.purge();
    expect(first.sessions).toBeGreaterThanOrEqual(2);
    expect(await count('sessions')).toBe(1);
    expect((await session(live)).status).toBe(200);
    h.clock.set(new Date(h.clock.now().getTime() + 2 * 3600_000));
    await maintenance.purge();
    expect(await count('rate_limit_windows')).toBe(0);
  });
});
