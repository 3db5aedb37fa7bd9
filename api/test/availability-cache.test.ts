/**
 * Availability is cached per date in each API instance and stays exact across instances (issue
 * 15): a booking taken by one instance is reflected at once by another on the same database,
 * because both key their cache on the shared change version.
 */
import { ARRIVAL_WINDOW_LABELS, AvailabilityResponseSchema } from '@haul/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { availabilityCache, sharedFreshRead } from '../src/services/availability-cache.ts';
import { bookingFor, noRateLimit } from './booking-helpers.ts';
import { connectAgain } from './database.ts';
import { TEST_ORIGIN, useHarness } from './harness.ts';

const DATE = '2025-01-08';
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('availability across two API instances on one database', () => {
  const h = useHarness({ now: '2025-01-06T15:00:00Z', deps: { crewsPerWindow: 1, ...noRateLimit } });
  let second: Database;
  let other: ReturnType<typeof createApp>;
  beforeAll(() => {
    second = connectAgain(h.db);
    other = createApp({ sql: second.sql, clock: h.clock, crewsPerWindow: 1, ...noRateLimit });
  });
  afterAll(() => second.close());

  const slots = async (app: ReturnType<typeof createApp>) => {
    const res = await app.request(`/api/appointments/availability?date=${DATE}`);
    expect(res.status).toBe(200);
    return AvailabilityResponseSchema.parse(await res.json()).availableSlots;
  };
  const book = (app: ReturnType<typeof createApp>, slot: string) =>
    app.request('/api/appointments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify(bookingFor(DATE, { preferredTimeSlot: slot })),
    });

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
      async () => version,
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
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(reads).toHaveLength(2);
    reads[1]?.resolve(2);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
  });
});
