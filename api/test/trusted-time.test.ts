/**
 * Trusted time (decision 0225, sync.md #18): the phone's clock is never trusted for
 * pay. Each punch carries the clock offset the phone measured at its last sync (and the monotonic
 * time since, while the app ran); the server stores its best estimate of the true time, keeps the
 * phone's beside it, and flags what it cannot vouch for. All times UTC; the job is on 2025-01-09.
 */
import { randomUUID } from 'node:crypto';
import { DEVICE_TIME_HEADER, type DeviceClockReading, SERVER_TIME_HEADER, TimeEntrySchema } from '@haul/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './harness.ts';
import { clockInArgs, mutation, pushOk, SITE, seedJob } from './sync-support.ts';

const h = useHarness({ now: '2025-01-09T12:55:00Z' });
let admin: string;

beforeAll(async () => {
  admin = await h.signIn('admin');
});

const HOUR = 3_600_000;
const DAY = '2025-01-09';
const entry = (result: unknown) => TimeEntrySchema.parse(result);
const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
/** The two flags this rule writes, in the order written. */
const timeFlags = (flags: string[]) => flags.filter((f) => f === 'clock_skew' || f === 'time_unverified');

/**
 * The last sync was at 12:55 true time, the phone's clock then `errorAtSync` off; `errorNow`: off by
 * this much when it punched, as the monotonic clock shows (absent after an app restart).
 */
const SYNCED_AT = '2025-01-09T12:55:00.000Z';
const reading = (errorAtSync: number, errorNow?: number): DeviceClockReading => ({
  offsetMs: -errorAtSync,
  measuredAt: SYNCED_AT,
  ...(errorNow === undefined ? {} : { currentOffsetMs: -errorNow }),
});

/**
 * A shift worked 13:00–21:00 true time on a phone whose clock is off by `errorIn` at the clock-in
 * and `errorOut` at the clock-out, punched offline and pushed at 21:05 true time (phone `errorPush`).
 * `monotonic`: the app ran without a restart, so each punch carries the time since the last sync.
 */
async function shiftOffline(errorIn: number, errorOut: number, errorPush: number, monotonic: boolean) {
  const job = await seedJob(h, admin, DAY);
  const inTrue = '2025-01-09T13:00:00.000Z';
  const outTrue = '2025-01-09T21:00:00.000Z';
  const punch = clockInArgs(job.employeeId, job.appointmentId, shift(inTrue, errorIn));
  h.clock.set('2025-01-09T21:05:00Z');
  const res = await pushOk(
    h,
    job.crew,
    randomUUID(),
    [
      mutation(1, 'clockIn', { ...punch, deviceClock: reading(errorIn, monotonic ? errorIn : undefined) }),
      mutation(2, 'clockOut', {
        employeeId: job.employeeId,
        timeEntryId: punch.id,
        clockOutTime: shift(outTrue, errorOut),
        latitude: SITE.latitude,
        longitude: SITE.longitude,
        // The clock was measured at the last sync, before any correction: the reading still says so.
        deviceClock: reading(errorIn, monotonic ? errorOut : undefined),
      }),
    ],
    shift('2025-01-09T21:05:00.000Z', errorPush),
  );
  return { job, results: res.results };
}

describe('sync.md #18 trusted time', () => {
  it('a phone 3 h slow, punched offline and corrected before the sync: 8 h stored, not 11 h, and flagged', async () => {
    const { results } = await shiftOffline(-3 * HOUR, 0, 0, true);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const closed = entry(results[1]?.result);
    expect(closed).toMatchObject({
      clockInTime: '2025-01-09T13:00:00.000Z',
      deviceClockInTime: '2025-01-09T10:00:00.000Z',
      clockOutTime: '2025-01-09T21:00:00.000Z',
      deviceClockOutTime: null,
      totalHours: 8,
    });
    // The clock-in was corrected; the clock-out shows the phone's clock changed since the sync.
    expect(timeFlags(entry(results[0]?.result).flags)).toEqual(['clock_skew']);
    expect(timeFlags(closed.flags)).toEqual(['clock_skew', 'time_unverified']);
  });

  it('the same after an app restart (no monotonic time): true times from the offset, flagged unverified', async () => {
    const { results } = await shiftOffline(-3 * HOUR, 0, 0, false);
    const closed = entry(results[1]?.result);
    expect(closed).toMatchObject({
      clockInTime: '2025-01-09T13:00:00.000Z',
      clockOutTime: '2025-01-09T21:00:00.000Z',
      totalHours: 8,
    });
    expect(timeFlags(closed.flags)).toEqual(['clock_skew', 'time_unverified']);
  });

  it('a phone 3 h fast: its real clock-out is kept, and the foreman’s correct punch is not an overlap', async () => {
    const { job, results } = await shiftOffline(3 * HOUR, 3 * HOUR, 3 * HOUR, true);
    expect(results.map((r) => r.error?.code ?? r.status)).toEqual(['applied', 'applied']);
    const closed = entry(results[1]?.result);
    expect(closed).toMatchObject({
      clockInTime: '2025-01-09T13:00:00.000Z',
      deviceClockInTime: '2025-01-09T16:00:00.000Z',
      clockOutTime: '2025-01-09T21:00:00.000Z',
      deviceClockOutTime: '2025-01-10T00:00:00.000Z',
      totalHours: 8,
    });
    expect(timeFlags(closed.flags)).toEqual(['clock_skew']);
    // The foreman clocks the same person in for an evening job at 21:30, from a right clock.
    h.clock.set('2025-01-09T21:30:00Z');
    const foreman = await h.json(
      'POST',
      '/api/time-tracking/clock-in',
      {
        employeeId: job.employeeId,
        appointmentId: job.appointmentId,
        latitude: SITE.latitude,
        longitude: SITE.longitude,
      },
      { cookie: admin },
    );
    expect(foreman.status).toBe(201);
  });

  it('a phone a year ahead: true times stored, flagged, and the employee is never locked out', async () => {
    const YEAR = 365 * 24 * HOUR;
    const { job, results } = await shiftOffline(YEAR, YEAR, YEAR, true);
    const closed = entry(results[1]?.result);
    expect(closed).toMatchObject({
      clockInTime: '2025-01-09T13:00:00.000Z',
      deviceClockInTime: '2026-01-09T13:00:00.000Z',
      clockOutTime: '2025-01-09T21:00:00.000Z',
      totalHours: 8,
    });
    expect(timeFlags(closed.flags)).toEqual(['clock_skew']);
    // The next day's clock-in from the same wrong phone (an older app: no reading, only `pushedAt`).
    h.clock.set('2025-01-10T13:00:00Z');
    const next = clockInArgs(job.employeeId, job.appointmentId, shift('2025-01-10T13:00:00.000Z', YEAR));
    const again = await pushOk(
      h,
      job.crew,
      randomUUID(),
      [mutation(1, 'clockIn', next)],
      shift('2025-01-10T13:00:05.000Z', YEAR),
    );
    expect(again.results[0]?.status).toBe('applied');
    expect(entry(again.results[0]?.result)).toMatchObject({ clockInTime: '2025-01-10T12:59:55.000Z' });
  });

  it('REST judges a punch by the same rule: a phone 3 h fast is corrected and flagged, not refused', async () => {
    const job = await seedJob(h, admin, DAY);
    h.clock.set('2025-01-09T14:00:00Z');
    const res = await h.json(
      'POST',
      '/api/time-tracking/clock-in',
      {
        employeeId: job.employeeId,
        appointmentId: job.appointmentId,
        clockInTime: '2025-01-09T17:00:00.000Z',
        latitude: SITE.latitude,
        longitude: SITE.longitude,
      },
      { cookie: job.crew, [DEVICE_TIME_HEADER]: '2025-01-09T17:00:00.000Z' },
    );
    expect(res.status).toBe(201);
    const saved = entry(await res.json());
    expect(saved).toMatchObject({
      clockInTime: '2025-01-09T14:00:00.000Z',
      deviceClockInTime: '2025-01-09T17:00:00.000Z',
    });
    expect(timeFlags(saved.flags)).toEqual(['clock_skew']);
  });

  it('every API answer carries the server clock, for the phone to measure its offset on', async () => {
    h.clock.set('2025-01-09T15:00:00Z');
    const res = await h.json('GET', '/api/health');
    expect(res.headers.get(SERVER_TIME_HEADER)).toBe('2025-01-09T15:00:00.000Z');
    const missing = await h.json('GET', '/api/no-such-route', undefined, { cookie: admin });
    expect(missing.headers.get(SERVER_TIME_HEADER)).toBe('2025-01-09T15:00:00.000Z');
  });
});
