/**
 * The phone measures its clock against the server's at every sync answer and each punch carries
 * what it knows (decision 0225, sync.md #18). The server's side is
 * api/test/trusted-time.test.ts; this is the phone's: the measurement, and the punch's reading.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { SERVER_TIME_HEADER } from '@haul/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineDb } from './db.ts';
import { deviceClockReading, forgetClockOffset, observeServerTime } from './device-clock.ts';
import { mutate } from './outbox.ts';
import { requestJson } from './transport.ts';

const HOUR = 3_600_000;
const TRUE_NOW = '2025-01-09T12:55:00.000Z';

/** A localStorage for Node, which has none: what survives an app restart. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  forgetClockOffset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * A sync answer from the server at TRUE_NOW, read by a phone whose clock is `errorMs` off. The
 * phone's clock and its monotonic clock (`performance.now()`) are both the test's: they move only
 * with `vi.advanceTimersByTime`, never with the machine's speed.
 */
async function syncAnswerOnPhone(errorMs: number) {
  vi.useFakeTimers({ toFake: ['Date', 'performance'] });
  vi.setSystemTime(Date.parse(TRUE_NOW) + errorMs);
  const answer = () =>
    Promise.resolve(
      new Response('{"ok":true}', {
        status: 200,
        headers: { 'content-type': 'application/json', [SERVER_TIME_HEADER]: TRUE_NOW },
      }),
    );
  await requestJson({ fetch: answer, baseUrl: 'http://api.test' }, 'GET', '/api/sync/pull');
}

const punch = (employeeId: string, clockInTime: string) => ({
  id: randomUUID(),
  employeeId,
  appointmentId: randomUUID(),
  clockInTime,
  latitude: 33.77,
  longitude: -84.29,
});

describe('sync.md #18 the phone measures its clock', () => {
  it('measures the offset at the middle of the round trip, and carries it on the monotonic clock', () => {
    const phoneAtSync = Date.parse(TRUE_NOW) - 3 * HOUR;
    observeServerTime(TRUE_NOW, phoneAtSync - 400, phoneAtSync + 400, 1_000);
    // Five minutes after the measurement (the middle of the round trip), the clock unchanged: 3 h behind.
    expect(deviceClockReading(1_400 + 5 * 60_000, phoneAtSync + 800 + 5 * 60_000)).toEqual({
      offsetMs: 3 * HOUR,
      measuredAt: TRUE_NOW,
      currentOffsetMs: 3 * HOUR,
    });
    // Its clock put right meanwhile: the offset now is none, the one measured still 3 h.
    expect(deviceClockReading(1_400 + 5 * 60_000, Date.parse(TRUE_NOW) + 800 + 5 * 60_000)).toMatchObject({
      offsetMs: 3 * HOUR,
      currentOffsetMs: 0,
    });
  });

  it('a sync answer on a phone 3 h slow: the clock-in queued offline carries the offset', async () => {
    await syncAnswerOnPhone(-3 * HOUR);
    // Twenty minutes later, offline, the crew member clocks in; the phone's clock is still 3 h slow.
    vi.advanceTimersByTime(20 * 60_000);
    const db = new OfflineDb(`clock-${randomUUID()}`);
    await mutate(db, 'clockIn', punch(randomUUID(), '2025-01-09T10:15:00.000Z'));
    const [queued] = await db.outbox.toArray();
    expect(queued?.args).toMatchObject({
      deviceClock: { offsetMs: 3 * HOUR, measuredAt: TRUE_NOW, currentOffsetMs: 3 * HOUR },
    });
  });

  it('after the app restarts offline, a punch still carries the last offset (without monotonic time)', async () => {
    await syncAnswerOnPhone(365 * 24 * HOUR);
    vi.resetModules();
    const fresh = await import('./device-clock.ts');
    expect(fresh.deviceClockReading()).toEqual({ offsetMs: -365 * 24 * HOUR, measuredAt: TRUE_NOW });
  });

  it('a phone that never measured sends no reading: the server judges by the push', async () => {
    const db = new OfflineDb(`clock-${randomUUID()}`);
    await mutate(db, 'clockIn', punch(randomUUID(), '2025-01-09T10:00:00.000Z'));
    const [queued] = await db.outbox.toArray();
    expect(queued?.args).not.toHaveProperty('deviceClock');
  });
});
