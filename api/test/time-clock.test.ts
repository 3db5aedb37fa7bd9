/** The 100 m rule, device vs server time, and the REST calls of the time clock. */
import { randomUUID } from 'node:crypto';
import { DEVICE_TIME_HEADER, TimeEntrySchema } from '@haul/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './harness.ts';
import { clockInArgs, mutation, pushOk, SITE, seedJob } from './sync-support.ts';

const h = useHarness({ now: '2025-01-09T15:00:00Z' });
let admin: string;

beforeAll(async () => {
  admin = await h.signIn('admin');
});

const entry = (result: unknown) => TimeEntrySchema.parse(result);

describe('clock-in rules on sync', () => {
  it('keeps a punch made days ago offline with its device time, the receive time beside it, and no skew flag', async () => {
    const job = await seedJob(h, admin);
    const punch = clockInArgs(job.employeeId, job.appointmentId, '2025-01-06T13:00:00.000Z');
    const res = await pushOk(h, job.crew, randomUUID(), [mutation(1, 'clockIn', punch)], '2025-01-09T15:00:20.000Z');
    const saved = entry(res.results[0]?.result);
    expect(saved.clockInTime).toBe('2025-01-06T13:00:00.000Z');
    expect(saved.clockInReceivedAt).toBe('2025-01-09T15:00:00.000Z');
    expect(saved.flags).toEqual([]);
    expect(saved.clockInDistanceMeters).toBeGreaterThan(30);
    expect(saved.clockInDistanceMeters).toBeLessThan(40);
  });

  it('flags a push whose device clock is far from the server clock', async () => {
    const job = await seedJob(h, admin, '2025-01-09');
    const punch = clockInArgs(job.employeeId, job.appointmentId, '2025-01-09T14:20:00.000Z');
    const res = await pushOk(h, job.crew, randomUUID(), [mutation(1, 'clockIn', punch)], '2025-01-09T14:20:05.000Z');
    expect(entry(res.results[0]?.result).flags).toEqual(['clock_skew']);
  });

  it('accepts a punch outside 100 m, with the reason, flagged for review; credits GPS accuracy', async () => {
    const job = await seedJob(h, admin);
    const far = {
      ...clockInArgs(job.employeeId, job.appointmentId),
      latitude: SITE.latitude + 0.003,
      outsideReason: 'Site is behind a locked gate',
    };
    const res = await pushOk(h, job.crew, randomUUID(), [mutation(1, 'clockIn', far)]);
    const saved = entry(res.results[0]?.result);
    expect(saved.flags).toContain('outside_radius');
    expect(saved.outsideReason).toBe('Site is behind a locked gate');
    expect(saved.clockInDistanceMeters).toBeGreaterThan(300);

    const other = await seedJob(h, admin);
    // 130 m away with a 40 m fix: could be inside.
    const fuzzy = {
      ...clockInArgs(other.employeeId, other.appointmentId),
      latitude: SITE.latitude + 0.00117,
      accuracy: 40,
    };
    const ok = await pushOk(h, other.crew, randomUUID(), [mutation(1, 'clockIn', fuzzy)]);
    expect(entry(ok.results[0]?.result).flags).toEqual([]);
  });

  it('clocks out with hours, and refuses an offline clock-in that overlaps a completed entry', async () => {
    const job = await seedJob(h, admin);
    const a = clockInArgs(job.employeeId, job.appointmentId, '2025-01-08T13:00:00.000Z');
    const deviceA = randomUUID();
    const out = await pushOk(h, job.crew, deviceA, [
      mutation(1, 'clockIn', a),
      mutation(2, 'clockOut', {
        employeeId: job.employeeId,
        timeEntryId: a.id,
        clockOutTime: '2025-01-08T16:30:00.000Z',
        latitude: SITE.latitude,
        longitude: SITE.longitude,
      }),
    ]);
    expect(entry(out.results[1]?.result)).toMatchObject({ totalHours: 3.5, clockOutTime: '2025-01-08T16:30:00.000Z' });
    const b = clockInArgs(job.employeeId, job.appointmentId, '2025-01-08T14:00:00.000Z');
    const late = await pushOk(h, job.crew, randomUUID(), [
      mutation(1, 'clockIn', b),
      mutation(2, 'clockOut', {
        employeeId: job.employeeId,
        timeEntryId: b.id,
        clockOutTime: '2025-01-08T15:00:00.000Z',
        latitude: SITE.latitude,
        longitude: SITE.longitude,
      }),
    ]);
    expect(late.results.map((r) => r.error?.code)).toEqual(['overlapping_entry', 'not_clocked_in']);
  });
});

describe('REST time tracking', () => {
  it('clocks in and out, lists active and recent entries, and needs a signed-in user', async () => {
    const job = await seedJob(h, admin);
    const anon = await h.json('GET', `/api/time-tracking/active?employeeId=${job.employeeId}`);
    expect(anon.status).toBe(401);
    const inRes = await h.json(
      'POST',
      '/api/time-tracking/clock-in',
      {
        employeeId: job.employeeId,
        appointmentId: job.appointmentId,
        latitude: String(SITE.latitude),
        longitude: String(SITE.longitude),
        notes: 'Start',
      },
      { cookie: job.crew },
    );
    expect(inRes.status).toBe(201);
    const active = await h.json('GET', `/api/time-tracking/active?employeeId=${job.employeeId}`, undefined, {
      cookie: job.crew,
    });
    expect(TimeEntrySchema.parse(await active.json()).notes).toBe('Start');
    const again = await h.json(
      'POST',
      '/api/time-tracking/clock-in',
      {
        employeeId: job.employeeId,
        appointmentId: job.appointmentId,
        latitude: SITE.latitude,
        longitude: SITE.longitude,
      },
      { cookie: job.crew },
    );
    expect(again.status).toBe(409);
    h.clock.set('2025-01-09T17:00:00Z');
    const outRes = await h.json(
      'POST',
      '/api/time-tracking/clock-out',
      { employeeId: job.employeeId, latitude: SITE.latitude, longitude: SITE.longitude },
      { cookie: job.crew },
    );
    expect(TimeEntrySchema.parse(await outRes.json()).totalHours).toBe(2);
    const list = await h.json('GET', `/api/time-tracking/employee?employeeId=${job.employeeId}`, undefined, {
      cookie: job.crew,
    });
    expect(await list.json()).toHaveLength(1);
    const none = await h.json('GET', `/api/time-tracking/active?employeeId=${job.employeeId}`, undefined, {
      cookie: job.crew,
    });
    expect(await none.json()).toBeNull();
    h.clock.set('2025-01-09T15:00:00Z');
  });

  it("judges skew on the request's device time, as sync does, never on the punch's age", async () => {
    const job = await seedJob(h, admin);
    const at = { appointmentId: job.appointmentId, latitude: SITE.latitude, longitude: SITE.longitude };
    // Punched two hours ago and sent now, with no device time: old, not wrong.
    const late = await h.json(
      'POST',
      '/api/time-tracking/clock-in',
      { ...at, employeeId: job.employeeId, clockInTime: '2025-01-09T13:00:00.000Z' },
      { cookie: job.crew },
    );
    expect(TimeEntrySchema.parse(await late.json()).flags).not.toContain('clock_skew');
    // Sent by a phone whose clock runs 25 minutes fast: flagged.
    const fast = await h.json(
      'POST',
      '/api/time-tracking/clock-out',
      { employeeId: job.employeeId, latitude: SITE.latitude, longitude: SITE.longitude },
      { cookie: job.crew, [DEVICE_TIME_HEADER]: '2025-01-09T15:25:00.000Z' },
    );
    expect(TimeEntrySchema.parse(await fast.json()).flags).toContain('clock_skew');
  });
});
