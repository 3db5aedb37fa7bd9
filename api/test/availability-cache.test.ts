/**
 * Availability is cached per date in each API instance and stays fresh across instances (issue
 * 15, decisions 0024 and 0025): a booking taken by one instance is reflected by another on the
 * same database, at once when both key their cache on the shared change version, and as soon as
 * the change notice arrives when they listen for notices (PostgreSQL server).
 */
import { ARRIVAL_WINDOW_LABELS, AvailabilityResponseSchema } from '@haul/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.ts';
import { type ChangeNotices, listenForChanges } from '../src/db/change-notices.ts';
import type { Database } from '../src/db/client.ts';
import { availabilityCache, freshnessKey, MAX_AGE_MS, sharedFreshRead } from '../src/services/availability-cache.ts';
import { bookingFor, noRateLimit } from './booking-helpers.ts';
import { connectAgain, databaseUrl } from './database.ts';
import { TEST_ORIGIN, useHarness } from './harness.ts';

const DATE = '2025-01-08';
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

type App = ReturnType<typeof createApp>;

/** The windows an instance offers on DATE. */
async function slots(app: App) {
  const res = await app.request(`/api/appointments/availability?date=${DATE}`);
  expect(res.status).toBe(200);
  return AvailabilityResponseSchema.parse(await res.json()).availableSlots;
}

/** A visitor books `slot` on DATE through an instance. */
const book = (app: App, slot: string) =>
  app.request('/api/appointments', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify(bookingFor(DATE, { preferredTimeSlot: slot })),
  });

describe('availability across two API instances on one database', () => {
  const h = useHarness({ now: '2025-01-06T15:00:00Z', deps: { crewsPerWindow: 1, ...noRateLimit } });
  let second: Database;
  let other: App;
  beforeAll(() => {
    second = connectAgain(h.db);
    other = createApp({ sql: second.sql, clock: h.clock, crewsPerWindow: 1, ...noRateLimit });
  });
  afterAll(() => second.close());

  it('shows a window taken on the other instance as gone at once, and never overbooks', async () => {
    const [first, secondSlot] = ARRIVAL_WINDOW_LABELS;
    if (!first || !secondSlot) throw new Error('need two windows');
    // Both instances have the date cached.
    expect(await slots(h.app)).toEqual([...ARRIVAL_WINDOW_LABELS]);
    expect(await slots(other)).toEqual([...ARRIVAL_WINDOW_LABELS]);

    expect((await book(other, first)).status).toBe(201);
    expect(await slots(h.app)).not.toContain(first);
    expect(await slots(other)).not.toContain(first);

    expect((await book(h.app, secondSlot)).status).toBe(201);
    expect(await slots(other)).toEqual(ARRIVAL_WINDOW_LABELS.filter((s) => s !== first && s !== secondSlot));
    expect((await book(h.app, first)).status).toBe(409);
  });
});

describe('availabilityCache', () => {
  it('computes a date once per change version', async () => {
    let version = 1;
    const computed: string[] = [];
    const cache = availabilityCache(
      async () => `version ${version}`,
      async (date) => {
        computed.push(date);
        return `${date}@${version}`;
      },
    );
    expect(await cache.get('2025-01-08')).toBe('2025-01-08@1');
    expect(await cache.get('2025-01-08')).toBe('2025-01-08@1');
    expect(await cache.get('2025-01-09')).toBe('2025-01-09@1');
    expect(computed).toEqual(['2025-01-08', '2025-01-09']);
    version = 2;
    expect(await cache.get('2025-01-08')).toBe('2025-01-08@2');
    expect(computed).toHaveLength(3);
  });

  it('recomputes an answer older than its maximum age, and a date this instance just booked', async () => {
    let clock = 0;
    let computed = 0;
    const cache = availabilityCache(
      async () => 'unchanged',
      async () => ++computed,
      () => clock,
    );
    expect(await cache.get('2025-01-08')).toBe(1);
    clock = MAX_AGE_MS - 1;
    expect(await cache.get('2025-01-08')).toBe(1);
    clock = MAX_AGE_MS;
    expect(await cache.get('2025-01-08')).toBe(2);
    cache.forget('2025-01-08');
    expect(await cache.get('2025-01-08')).toBe(3);
  });

  it('keys on the notice token while listening, and reads the version only when not', async () => {
    let token: number | null = 7;
    const notices: ChangeNotices = { token: () => token, subscribe: () => () => {}, close: async () => {} };
    let reads = 0;
    const key = freshnessKey(notices, async () => {
      reads++;
      return 42;
    });
    expect([await key(), await key()]).toEqual(['notice 7', 'notice 7']);
    expect(reads).toBe(0);
    token = null;
    expect(await key()).toBe('version 42');
    expect(reads).toBe(1);
  });

  it('shares one version read among waiting requests, but never one that started before a request arrived', async () => {
    const reads: ReturnType<typeof deferred<number>>[] = [];
    const read = sharedFreshRead(() => {
      const d = deferred<number>();
      reads.push(d);
      return d.promise;
    });
    const early = read();
    // Arrive while the first read is on the wire: they must wait for a read that starts later.
    const late = [read(), read(), read()];
    expect(reads).toHaveLength(1);
    reads[0]?.resolve(1);
    expect(await early).toBe(1);
    // The waiting requests start their own read once the first one is answered.
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    reads[1]?.resolve(2);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
  });
});

// Notices need a PostgreSQL server (a LISTEN connection beside the pool); the embedded database
// has one connection and one process, and keeps reading the version (tested above).
describe.skipIf(!process.env.DATABASE_URL)('availability with change notices (PostgreSQL server)', () => {
  const h = useHarness({ now: '2025-01-06T15:00:00Z', deps: { crewsPerWindow: 1, ...noRateLimit } });
  let second: Database;
  let noticesA: ChangeNotices;
  let noticesB: ChangeNotices;
  let a: App;
  let b: App;
  /** Waits (in hooks too, where expect.poll is not allowed) until `n` listens. */
  const listening = (n: ChangeNotices) =>
    vi.waitFor(
      () => {
        if (n.token() === null) throw new Error('the notice connection never listened');
      },
      { timeout: 5_000, interval: 10 },
    );
  beforeAll(async () => {
    const url = databaseUrl(h.db);
    if (!url) throw new Error('a PostgreSQL test database has a URL');
    second = connectAgain(h.db);
    noticesA = listenForChanges(url);
    noticesB = listenForChanges(url);
    const deps = { clock: h.clock, crewsPerWindow: 1, ...noRateLimit };
    a = createApp({ sql: h.db.sql, changeNotices: noticesA, ...deps });
    b = createApp({ sql: second.sql, changeNotices: noticesB, ...deps });
    await listening(noticesA);
    await listening(noticesB);
  });
  afterAll(async () => {
    await noticesA?.close();
    await noticesB?.close();
    await second?.close();
  });

  it('shows a window booked on the other instance as gone once its notice arrives, never overbooking', async () => {
    const [first, secondSlot] = ARRIVAL_WINDOW_LABELS;
    if (!first || !secondSlot) throw new Error('need two windows');
    expect(await slots(a)).toEqual([...ARRIVAL_WINDOW_LABELS]);
    expect(await slots(b)).toEqual([...ARRIVAL_WINDOW_LABELS]);
    const before = noticesA.token();

    expect((await book(b, first)).status).toBe(201);
    // The booking instance forgets the date itself; the other waits only for the notice.
    expect(await slots(b)).not.toContain(first);
    await expect.poll(() => noticesA.token(), { timeout: 2_000 }).not.toBe(before);
    expect(await slots(a)).not.toContain(first);
    expect((await book(a, first)).status).toBe(409);
  });

  it('reads the version while its notice connection is down, and listens again', async () => {
    const [, secondSlot, third] = ARRIVAL_WINDOW_LABELS;
    if (!secondSlot || !third) throw new Error('need three windows');
    expect(await slots(a)).toContain(secondSlot);
    // Drop every notice connection to this database, as a network blip or a restart would.
    await h.db.sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'haul-api-change-notices' and datname = current_database()`;
    await expect.poll(() => noticesA.token(), { timeout: 2_000 }).toBeNull();
    // No notice can arrive now: the booking is seen because the version is read.
    expect((await book(b, secondSlot)).status).toBe(201);
    expect(await slots(a)).not.toContain(secondSlot);

    await listening(noticesA);
    await listening(noticesB);
    const before = noticesA.token();
    expect((await book(b, third)).status).toBe(201);
    await expect.poll(() => noticesA.token(), { timeout: 2_000 }).not.toBe(before);
    expect(await slots(a)).not.toContain(third);
  });
});
