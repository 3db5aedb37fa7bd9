/**
 * Punches decided from a forecast in a push's optimistic attempt (decision 0096): most punches of
 * a batch go out without waiting for a read, and whenever the real facts differ from the forecast
 * the batch still ends exactly as if every punch had read first.
 */
import { randomUUID } from 'node:crypto';
import type { Mutation, User } from '@haul/shared';
import { SYNC_PROTOCOL } from '@haul/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import { syncRepository } from '../src/db/repositories/sync.ts';
import { timeEntriesRepository } from '../src/db/repositories/time-entries.ts';
import { timeClockService } from '../src/services/time-clock.ts';
import { serverMutators } from '../src/sync/mutators.ts';
import { type SyncFaults, syncPushService } from '../src/sync/push.ts';
import { useHarness } from './harness.ts';
import { clockInArgs, mutation, pushOk, SITE, seedJob } from './sync-support.ts';

const faults: SyncFaults = {};
const h = useHarness({ now: '2025-01-06T15:00:00Z', deps: { syncFaults: faults } });
let admin: string;

beforeAll(async () => {
  admin = await h.signIn('admin');
});

/** A clock-in at `at` and its clock-out 30 minutes later. */
function punchPair(employeeId: string, appointmentId: string, at: string, firstId: number): Mutation[] {
  const punch = clockInArgs(employeeId, appointmentId, at);
  return [
    mutation(firstId, 'clockIn', punch),
    mutation(firstId + 1, 'clockOut', {
      employeeId,
      timeEntryId: punch.id,
      clockOutTime: new Date(Date.parse(at) + 1_800_000).toISOString(),
      latitude: punch.latitude,
      longitude: punch.longitude,
    }),
  ];
}

const entryAt = async (employeeId: string, at: string) => {
  const [row] = await h.db.sql<{ flags: string[]; clock_in_distance_m: number | null }[]>`
    select flags, clock_in_distance_m from time_entries where employee_id = ${employeeId} and clock_in_time = ${at}`;
  return row ?? null;
};

describe('punches forecast within a push', () => {
  it('only the first punch of a batch reads before it writes', async () => {
    const job = await seedJob(h, admin);
    const entries = timeEntriesRepository(h.db.sql);
    const reads = { clockIn: 0, clockOut: 0 };
    const counted = {
      ...entries,
      clockInFacts: (...args: Parameters<typeof entries.clockInFacts>) => {
        reads.clockIn++;
        return entries.clockInFacts(...args);
      },
      findWithSite: (...args: Parameters<typeof entries.findWithSite>) => {
        reads.clockOut++;
        return entries.findWithSite(...args);
      },
    };
    // Only the punch mutators run in this batch.
    const unused = {} as never;
    const clock = fixedClock('2025-01-06T15:00:00Z');
    const mutators = serverMutators({
      timeClock: timeClockService(h.db.sql, counted, clock),
      schedules: unused,
      training: unused,
      photos: unused,
      dispatch: unused,
      onMyWay: unused,
      pricing: unused,
      invoices: unused,
      loads: unused,
      payments: unused,
    });
    const service = syncPushService({ sql: h.db.sql, repo: syncRepository(h.db.sql), mutators, clock });
    const [row] = await h.db.sql<
      { id: string; created_at: Date }[]
    >`select id, created_at from users where username = 'admin'`;
    if (!row) throw new Error('no admin user');
    const user: User = { id: row.id, username: 'admin', role: 'admin', employeeId: null, createdAt: '' };
    const mutations = Array.from({ length: 10 }, (_, i) =>
      punchPair(
        job.employeeId,
        job.appointmentId,
        `2025-01-05T${String(8 + i).padStart(2, '0')}:00:00.000Z`,
        1 + 2 * i,
      ),
    ).flat();
    const outcome = await service.push(user, { protocol: SYNC_PROTOCOL, clientId: randomUUID(), mutations });
    expect(outcome.results.filter((r) => r.status !== 'applied')).toEqual([]);
    expect(reads).toEqual({ clockIn: 1, clockOut: 0 });
    // The answers are the written rows, as a punch that read first gets them.
    expect(outcome.results[0]).toMatchObject({
      result: { clockInTime: '2025-01-05T08:00:00.000Z', clockOutTime: null },
    });
    expect(outcome.results[1]).toMatchObject({ result: { clockOutTime: '2025-01-05T08:30:00.000Z', totalHours: 0.5 } });
  });

  it('a crew member taken off the job earlier in the batch: the later punch is flagged as a punch that read first', async () => {
    const job = await seedJob(h, admin);
    // 8 and 9 AM in Atlanta, in the job's 8–10 AM window: no flag but the one this test is about.
    const res = await pushOk(h, admin, randomUUID(), [
      ...punchPair(job.employeeId, job.appointmentId, '2025-01-06T13:00:00.000Z', 1),
      mutation(3, 'unassignEmployee', { appointmentId: job.appointmentId, employeeId: job.employeeId }),
      ...punchPair(job.employeeId, job.appointmentId, '2025-01-06T14:00:00.000Z', 4),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
    expect((await entryAt(job.employeeId, '2025-01-06T13:00:00.000Z'))?.flags).toEqual([]);
    expect((await entryAt(job.employeeId, '2025-01-06T14:00:00.000Z'))?.flags).toEqual([
      'not_assigned',
      'reason_missing',
    ]);
  });

  it('a job moved earlier in the batch: the later punch is measured from the new site', async () => {
    const job = await seedJob(h, admin);
    const moved = { latitude: SITE.latitude + 0.01, longitude: SITE.longitude };
    const res = await pushOk(h, admin, randomUUID(), [
      ...punchPair(job.employeeId, job.appointmentId, '2025-01-06T08:00:00.000Z', 1),
      mutation(3, 'setAppointmentSite', { appointmentId: job.appointmentId, ...moved }),
      ...punchPair(job.employeeId, job.appointmentId, '2025-01-06T10:00:00.000Z', 4),
    ]);
    expect(res.results.every((r) => r.status === 'applied')).toBe(true);
    const later = await entryAt(job.employeeId, '2025-01-06T10:00:00.000Z');
    // 0.0097° of latitude from the punch: about 1.08 km, outside the radius.
    expect(later?.clock_in_distance_m).toBeGreaterThan(1000);
    expect(later?.flags).toContain('outside_radius');
  });

  it('a job cancelled earlier in the batch: the later punch is refused, the rest kept', async () => {
    const job = await seedJob(h, admin);
    const res = await pushOk(h, admin, randomUUID(), [
      ...punchPair(job.employeeId, job.appointmentId, '2025-01-06T08:00:00.000Z', 1),
      mutation(3, 'setAppointmentStatus', { appointmentId: job.appointmentId, status: 'cancelled' }),
      ...punchPair(job.employeeId, job.appointmentId, '2025-01-06T10:00:00.000Z', 4),
    ]);
    expect(res.results.map((r) => r.error?.code ?? r.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'job_cancelled',
      'not_clocked_in',
    ]);
    expect(await entryAt(job.employeeId, '2025-01-06T08:00:00.000Z')).not.toBeNull();
    expect(await entryAt(job.employeeId, '2025-01-06T10:00:00.000Z')).toBeNull();
  });

  it('an entry written meanwhile by someone else refuses the punch the forecast thought clear', async () => {
    const job = await seedJob(h, admin);
    const batch = [
      ...punchPair(job.employeeId, job.appointmentId, '2025-01-06T08:00:00.000Z', 1),
      ...punchPair(job.employeeId, job.appointmentId, '2025-01-06T10:00:00.000Z', 3),
    ];
    // Just before the second clock-in, an open entry appears (as the office's clock-in would).
    faults.beforeMutation = async (m, tx) => {
      if (m.id !== 3) return;
      await tx`
        insert into time_entries (id, employee_id, appointment_id, clock_in_time, clock_in_latitude, clock_in_longitude, version)
        values (${randomUUID()}, ${job.employeeId}, ${job.appointmentId}, '2025-01-06T09:45:00Z', ${SITE.latitude},
          ${SITE.longitude}, 1)`;
    };
    try {
      const res = await pushOk(h, job.crew, randomUUID(), batch);
      expect(res.results.map((r) => r.error?.code ?? r.status)).toEqual([
        'applied',
        'applied',
        'already_clocked_in',
        'not_clocked_in',
      ]);
    } finally {
      faults.beforeMutation = undefined;
    }
    expect(await entryAt(job.employeeId, '2025-01-06T10:00:00.000Z')).toBeNull();
  });

  it('punches out of order in one batch are checked against each other', async () => {
    const job = await seedJob(h, admin);
    const res = await pushOk(h, job.crew, randomUUID(), [
      ...punchPair(job.employeeId, job.appointmentId, '2025-01-06T10:00:00.000Z', 1),
      // Earlier than the first, and overlapping it: before what the forecast knows to be clear.
      ...punchPair(job.employeeId, job.appointmentId, '2025-01-06T09:45:00.000Z', 3),
      ...punchPair(job.employeeId, job.appointmentId, '2025-01-06T11:00:00.000Z', 5),
    ]);
    expect(res.results.map((r) => r.error?.code ?? r.status)).toEqual([
      'applied',
      'applied',
      'overlapping_entry',
      'not_clocked_in',
      'applied',
      'applied',
    ]);
  });
});
