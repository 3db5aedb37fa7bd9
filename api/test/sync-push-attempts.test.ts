/**
 * The same batches under each push attempt alone (sync/push.ts `PushAttempts`, decision 0096):
 * optimistic, pipelined savepoints and the driver's savepoints must end a batch alike. A forced
 * attempt falls back to the driver's savepoints only for a batch it cannot commit by design, and
 * every push here checks which attempt committed it, so each run proves its own attempt.
 * The whole sync suites run the same way with PUSH_ATTEMPT=… (`pnpm --filter @haul/api
 * test:push-attempts`); this file is the part CI runs.
 */
import { randomUUID } from 'node:crypto';
import {
  EstimateSchema,
  estimateLinesHash,
  type Mutation,
  type PriceBook,
  PriceBookSchema,
  PushGapSchema,
  type PushResponse,
  priceEstimate,
  ScheduleSchema,
} from '@haul/shared';
import { buildJob } from '@haul/shared/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Attempt, PushAttempts } from '../src/sync/mutation-savepoints.ts';
import type { SyncFaults } from '../src/sync/push.ts';
import { type Harness, useHarness, withApp } from './harness.ts';
import { clockInArgs, mutation, push, pushOk, scheduleArgs, seedJob } from './sync-support.ts';

const MODES: PushAttempts[] = ['auto', 'optimistic', 'savepoints', 'driverSavepoints'];

/** What a batch needs to commit: nothing, a savepoint per mutation (a refusal), or the driver's (a refused statement). */
type Needs = 'nothing' | 'savepoints' | 'driver';
const COMMITTED_BY: Record<PushAttempts, Record<Needs, Attempt>> = {
  auto: { nothing: 'optimistic', savepoints: 'savepoints', driver: 'driverSavepoints' },
  optimistic: { nothing: 'optimistic', savepoints: 'driverSavepoints', driver: 'driverSavepoints' },
  savepoints: { nothing: 'savepoints', savepoints: 'savepoints', driver: 'driverSavepoints' },
  driverSavepoints: { nothing: 'driverSavepoints', savepoints: 'driverSavepoints', driver: 'driverSavepoints' },
};

const committed: Attempt[] = [];
const faults: SyncFaults = { committed: (attempt) => committed.push(attempt) };
const base = useHarness({ now: '2025-01-06T15:00:00Z' });
let admin: string;
let book: PriceBook;
beforeAll(async () => {
  admin = await base.signIn('admin');
  book = PriceBookSchema.parse(
    await (await base.json('GET', '/api/price-books/current', undefined, { cookie: admin })).json(),
  );
});

/** `saveEstimate`'s args as a phone sends them: a job's estimate at a share of the truck, priced on the phone. */
async function estimateAt(appointmentId: string, id: string, shareEighths: number) {
  const selection = { priceBookNumber: book.number, shareEighths, items: [], surcharges: [] };
  const priced = priceEstimate(book, book.number, selection);
  if (!priced.ok) throw new Error(priced.message);
  return { id, appointmentId, selection, totalCents: priced.totalCents, linesHash: await estimateLinesHash(priced) };
}

const codes = (res: PushResponse) => res.results.map((r) => r.error?.code ?? r.status);
const clockOutOf = (punch: ReturnType<typeof clockInArgs>, at: string) => ({
  employeeId: punch.employeeId,
  timeEntryId: punch.id,
  clockOutTime: at,
  latitude: punch.latitude,
  longitude: punch.longitude,
});

describe.each(MODES)('every push on attempts %s', (mode) => {
  let h: Harness;
  let job: Awaited<ReturnType<typeof seedJob>>;
  beforeAll(async () => {
    h = withApp(base, { pushAttempts: mode, syncFaults: faults });
    job = await seedJob(h, admin);
  });

  /** A push that must answer 200, committed by the attempt this mode gives a batch with such needs. */
  async function pushCommitted(needs: Needs, cookie: string, client: string, mutations: Mutation[]) {
    committed.length = 0;
    const res = await pushOk(h, cookie, client, mutations);
    expect(committed).toEqual([COMMITTED_BY[mode][needs]]);
    return res;
  }
  const scheduleRow = async (id: string) => {
    const [row] = await h.db.sql<{ employee_id: string; notes: string | null }[]>`
      select employee_id, notes from schedules where id = ${id} and deleted_at is null`;
    return row ?? null;
  };
  const entry = async (id: string) => {
    const [row] = await h.db.sql<{ clock_out_time: Date | null; flags: string[] }[]>`
      select clock_out_time, flags from time_entries where id = ${id}`;
    return row ?? null;
  };

  it("a crew's schedules and punches: every mutation applied, each with its answer", async () => {
    const [kept, dropped] = [scheduleArgs(job.employeeId), scheduleArgs(job.employeeId)];
    const a = clockInArgs(job.employeeId, job.appointmentId, '2025-01-06T05:00:00.000Z');
    const b = clockInArgs(job.employeeId, job.appointmentId, '2025-01-06T06:00:00.000Z');
    const res = await pushCommitted('nothing', job.crew, randomUUID(), [
      mutation(1, 'upsertSchedule', dropped),
      mutation(2, 'clockIn', a),
      mutation(3, 'clockOut', clockOutOf(a, '2025-01-06T05:30:00.000Z')),
      mutation(4, 'clockIn', b),
      mutation(5, 'clockOut', clockOutOf(b, '2025-01-06T06:45:00.000Z')),
      mutation(6, 'deleteSchedule', { id: dropped.id }),
      mutation(7, 'upsertSchedule', kept),
    ]);
    expect(codes(res)).toEqual(Array(7).fill('applied'));
    expect(res.results.map((r) => r.result)).toMatchObject([
      { id: dropped.id, notes: 'kept' },
      // Midnight for a job whose window opens at 8 AM: early, and nothing else.
      { id: a.id, clockInTime: a.clockInTime, clockOutTime: null, flags: ['early_clock_in'] },
      { id: a.id, clockOutTime: '2025-01-06T05:30:00.000Z', totalHours: 0.5 },
      { id: b.id, clockOutTime: null },
      { id: b.id, totalHours: 0.75 },
      { deleted: true },
      { id: kept.id, employeeId: job.employeeId },
    ]);
    expect(await scheduleRow(dropped.id)).toBeNull();
    expect(await scheduleRow(kept.id)).toMatchObject({ notes: 'kept' });
  });

  it("a stale schedule edit is refused alone; punches with the phone's clock reading land at their true times", async () => {
    const own = await seedJob(h, admin);
    const edited = scheduleArgs(own.employeeId, 'phone');
    const made = await pushCommitted('nothing', own.crew, randomUUID(), [mutation(1, 'upsertSchedule', edited)]);
    const baseVersion = Number(ScheduleSchema.parse(made.results[0]?.result).version);
    await pushCommitted('nothing', admin, randomUUID(), [
      mutation(1, 'upsertSchedule', { ...edited, notes: 'office', baseVersion }),
    ]);
    // The phone ran 3 h slow at its last sync (08:55): it punched 06:00 and 07:00 for 09:00 and 10:00.
    const reading = (currentOffsetMs: number) => ({
      offsetMs: 3 * 3_600_000,
      measuredAt: '2025-01-06T08:55:00.000Z',
      currentOffsetMs,
    });
    const punch = clockInArgs(own.employeeId, own.appointmentId, '2025-01-06T06:00:00.000Z');
    const res = await pushCommitted('savepoints', own.crew, randomUUID(), [
      mutation(1, 'clockIn', { ...punch, deviceClock: reading(3 * 3_600_000) }),
      mutation(2, 'upsertSchedule', { ...edited, notes: 'stale', baseVersion }),
      mutation(3, 'clockOut', {
        ...clockOutOf(punch, '2025-01-06T07:00:00.000Z'),
        deviceClock: reading(3 * 3_600_000),
      }),
    ]);
    expect(codes(res)).toEqual(['applied', 'edit_conflict', 'applied']);
    expect(res.results[2]?.result).toMatchObject({
      clockInTime: '2025-01-06T09:00:00.000Z',
      clockOutTime: '2025-01-06T10:00:00.000Z',
      totalHours: 1,
    });
    expect(await scheduleRow(edited.id)).toMatchObject({ notes: 'office' });
  });

  it('a stale estimate edit is refused alone, between schedule changes that stay (decision 0260)', async () => {
    const own = await seedJob(h, admin);
    const id = randomUUID();
    const made = await pushCommitted('nothing', own.crew, randomUUID(), [
      mutation(1, 'saveEstimate', await estimateAt(own.appointmentId, id, 4)),
    ]);
    const baseVersion = Number(EstimateSchema.parse(made.results[0]?.result).version);
    await pushCommitted('nothing', admin, randomUUID(), [
      mutation(1, 'saveEstimate', { ...(await estimateAt(own.appointmentId, id, 6)), baseVersion }),
    ]);
    const [before, after] = [scheduleArgs(own.employeeId), scheduleArgs(own.employeeId)];
    const res = await pushCommitted('savepoints', own.crew, randomUUID(), [
      mutation(1, 'upsertSchedule', before),
      mutation(2, 'saveEstimate', { ...(await estimateAt(own.appointmentId, id, 2)), baseVersion }),
      mutation(3, 'upsertSchedule', after),
    ]);
    expect(codes(res)).toEqual(['applied', 'edit_conflict', 'applied']);
    const [estimate] = await h.db.sql`select selection->>'shareEighths' as share from estimates where id = ${id}`;
    expect(estimate?.share).toBe('6');
    expect(await scheduleRow(before.id)).not.toBeNull();
    expect(await scheduleRow(after.id)).not.toBeNull();
  });

  it('a refusal between mutations that stay: the second clock-in is refused and only it is undone', async () => {
    const first = clockInArgs(job.employeeId, job.appointmentId, '2025-01-06T07:00:00.000Z');
    const second = clockInArgs(job.employeeId, job.appointmentId, '2025-01-06T07:05:00.000Z');
    const own = scheduleArgs(job.employeeId);
    const res = await pushCommitted('savepoints', job.crew, randomUUID(), [
      mutation(1, 'clockIn', first),
      mutation(2, 'clockIn', second),
      mutation(3, 'upsertSchedule', own),
      mutation(4, 'clockOut', clockOutOf(first, '2025-01-06T07:30:00.000Z')),
    ]);
    expect(codes(res)).toEqual(['applied', 'already_clocked_in', 'applied', 'applied']);
    expect(res.results[1]?.error?.message).toBe('Already clocked in since Jan 6, 2:00 AM.');
    expect(await entry(second.id)).toBeNull();
    expect((await entry(first.id))?.clock_out_time).toEqual(new Date('2025-01-06T07:30:00.000Z'));
    expect(await scheduleRow(own.id)).toMatchObject({ notes: 'kept' });
  });

  it("a refusal decided from a sent answer: a crew member may not take someone else's schedule", async () => {
    const otherId = randomUUID();
    const theirs = scheduleArgs(otherId, 'theirs');
    await pushOk(h, admin, randomUUID(), [
      mutation(1, 'createEmployee', {
        id: otherId,
        firstName: 'Sam',
        lastName: 'Other',
        phone: '(404) 555-0199',
        email: `sam.${otherId.slice(0, 8)}@example.com`,
      }),
      mutation(2, 'upsertSchedule', theirs),
    ]);
    const [before, after] = [scheduleArgs(job.employeeId), scheduleArgs(job.employeeId)];
    const res = await pushCommitted('savepoints', job.crew, randomUUID(), [
      mutation(1, 'upsertSchedule', before),
      mutation(2, 'upsertSchedule', { ...theirs, employeeId: job.employeeId, notes: 'taken over' }),
      mutation(3, 'upsertSchedule', after),
    ]);
    expect(codes(res)).toEqual(['applied', 'forbidden', 'applied']);
    expect(await scheduleRow(theirs.id)).toEqual({ employee_id: otherId, notes: 'theirs' });
    expect(await scheduleRow(before.id)).toMatchObject({ employee_id: job.employeeId });
    expect(await scheduleRow(after.id)).toMatchObject({ employee_id: job.employeeId });
  });

  it('a clock-in refused after it closed a stale open entry leaves that entry open', async () => {
    const own = await seedJob(h, admin);
    const stale = clockInArgs(own.employeeId, own.appointmentId, '2025-01-04T14:00:00.000Z');
    const later = clockInArgs(own.employeeId, own.appointmentId, '2025-01-06T13:00:00.000Z');
    await pushOk(h, own.crew, randomUUID(), [mutation(1, 'clockIn', stale)]);
    await h.db.sql`
      insert into time_entries (id, employee_id, appointment_id, clock_in_time, clock_out_time, total_hours,
        clock_in_latitude, clock_in_longitude, version)
      values (${later.id}, ${own.employeeId}, ${own.appointmentId}, ${later.clockInTime}, '2025-01-06T15:00:00Z', 2,
        ${later.latitude}, ${later.longitude}, 1)`;
    const first = scheduleArgs(own.employeeId);
    const res = await pushCommitted('savepoints', own.crew, randomUUID(), [
      mutation(1, 'upsertSchedule', first),
      mutation(2, 'clockIn', clockInArgs(own.employeeId, own.appointmentId, '2025-01-06T14:00:00.000Z')),
    ]);
    expect(codes(res)).toEqual(['applied', 'overlapping_entry']);
    const left = await entry(stale.id);
    expect(left?.clock_out_time).toBeNull();
    expect(left?.flags).not.toContain('auto_closed');
    expect(await scheduleRow(first.id)).toMatchObject({ notes: 'kept' });
  });

  it('a statement PostgreSQL refuses undoes its mutation only', async () => {
    const [first, middle, last] = [
      scheduleArgs(job.employeeId),
      scheduleArgs(job.employeeId),
      scheduleArgs(job.employeeId),
    ];
    // The middle mutation writes a mark on the job, then PostgreSQL refuses a statement of it, every time it runs.
    faults.beforeMutation = async (m, tx) => {
      if (m.name !== 'upsertSchedule' || (m.args as { id?: unknown }).id !== middle.id) return;
      await tx`update appointments set special_instructions = 'refused mutation' where id = ${job.appointmentId}`;
      await tx`select 1 / 0`;
    };
    const client = randomUUID();
    try {
      const res = await pushCommitted('driver', admin, client, [
        mutation(1, 'upsertSchedule', first),
        mutation(2, 'upsertSchedule', middle),
        mutation(3, 'upsertSchedule', last),
      ]);
      expect(codes(res)).toEqual(['applied', 'conflict', 'applied']);
    } finally {
      faults.beforeMutation = undefined;
    }
    const [job_] = await h.db.sql`select special_instructions from appointments where id = ${job.appointmentId}`;
    expect(job_?.special_instructions).not.toBe('refused mutation');
    expect(await scheduleRow(middle.id)).toBeNull();
    expect(await scheduleRow(first.id)).not.toBeNull();
    expect(await scheduleRow(last.id)).not.toBeNull();
    const recorded = await h.db.sql<{ mutation_id: number; status: string }[]>`
      select mutation_id, status from sync_mutations where client_id = ${client} order by mutation_id`;
    expect(recorded.map((r) => [r.mutation_id, r.status])).toEqual([
      [1, 'applied'],
      [2, 'rejected'],
      [3, 'applied'],
    ]);
  });

  it("the office's batch: a job created, staffed and cancelled; the punch after the cancel is refused", async () => {
    const employeeId = randomUUID();
    const appointmentId = randomUUID();
    const before = clockInArgs(employeeId, appointmentId, '2025-01-06T09:00:00.000Z');
    const after = clockInArgs(employeeId, appointmentId, '2025-01-06T10:00:00.000Z');
    const res = await pushCommitted('savepoints', admin, randomUUID(), [
      mutation(1, 'createEmployee', {
        id: employeeId,
        firstName: 'Lee',
        lastName: 'Dispatch',
        phone: '(404) 555-0177',
        email: `lee.${employeeId.slice(0, 8)}@example.com`,
      }),
      mutation(2, 'createAppointment', buildJob('2025-01-06', { id: appointmentId })),
      mutation(3, 'assignEmployee', { appointmentId, employeeId }),
      mutation(4, 'clockIn', before),
      mutation(5, 'clockOut', clockOutOf(before, '2025-01-06T09:30:00.000Z')),
      mutation(6, 'setAppointmentStatus', { appointmentId, status: 'cancelled' }),
      mutation(7, 'clockIn', after),
      mutation(8, 'clockOut', clockOutOf(after, '2025-01-06T10:30:00.000Z')),
    ]);
    expect(codes(res)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
      'applied',
      'applied',
      'job_cancelled',
      'not_clocked_in',
    ]);
    expect(res.results[2]?.result).toMatchObject({ appointment: { assignedEmployeeIds: [employeeId] }, warnings: [] });
    expect(res.results[5]?.result).toMatchObject({ id: appointmentId, status: 'cancelled' });
    // 4 AM for an 8 AM window: early, and nothing else (on the job's crew, at its site).
    expect(await entry(before.id)).toMatchObject({ flags: ['early_clock_in'] });
    expect(await entry(after.id)).toBeNull();
  });

  it('the same mutation twice in one body, then the whole body again: duplicates carry the first answer', async () => {
    const client = randomUUID();
    const punch = clockInArgs(job.employeeId, job.appointmentId, '2025-01-06T11:00:00.000Z');
    const batch = [
      mutation(1, 'clockIn', punch),
      mutation(1, 'clockIn', punch),
      mutation(2, 'clockOut', clockOutOf(punch, '2025-01-06T11:30:00.000Z')),
    ];
    const res = await pushCommitted('nothing', job.crew, client, batch);
    expect(res.results.map((r) => [r.id, r.status, r.duplicate ?? false])).toEqual([
      [1, 'applied', false],
      [1, 'applied', true],
      [2, 'applied', false],
    ]);
    expect(res.results[0]?.result).toMatchObject({ id: punch.id, clockOutTime: null });
    expect(res.results[1]?.result).toEqual(res.results[0]?.result);
    const replay = await pushCommitted('nothing', job.crew, client, batch);
    expect(replay.results.map((r) => [r.id, r.duplicate])).toEqual([
      [1, true],
      [1, true],
      [2, true],
    ]);
    expect(replay.results.map((r) => r.result)).toEqual([
      res.results[0]?.result,
      res.results[0]?.result,
      res.results[2]?.result,
    ]);
  });

  it('a gap in ids: 409, what came before it applied, nothing after', async () => {
    const client = randomUUID();
    const [one, three] = [scheduleArgs(job.employeeId), scheduleArgs(job.employeeId)];
    committed.length = 0;
    const res = await push(h, job.crew, client, [
      mutation(1, 'upsertSchedule', one),
      mutation(3, 'upsertSchedule', three),
    ]);
    expect(res.status).toBe(409);
    expect(committed).toEqual([COMMITTED_BY[mode].nothing]);
    expect(PushGapSchema.parse(await res.json()).lastMutationId).toBe(1);
    expect(await scheduleRow(one.id)).not.toBeNull();
    expect(await scheduleRow(three.id)).toBeNull();
  });

  it('a transient failure mid-batch: what came before stays, the retry applies the rest once', async () => {
    const client = randomUUID();
    const batch = [1, 2, 3, 4].map((id) => mutation(id, 'upsertSchedule', scheduleArgs(job.employeeId)));
    let down = true;
    faults.beforeMutation = (m) => {
      if (m.id === 3 && down) throw Object.assign(new Error('connection terminated unexpectedly'), { code: '57P01' });
    };
    try {
      committed.length = 0;
      expect((await push(h, job.crew, client, batch)).status).toBe(500);
      expect(committed).toEqual([COMMITTED_BY[mode].savepoints]);
      down = false;
      const retry = await pushCommitted('nothing', job.crew, client, batch);
      expect(retry.results.map((r) => [r.id, r.status, r.duplicate ?? false])).toEqual([
        [1, 'applied', true],
        [2, 'applied', true],
        [3, 'applied', false],
        [4, 'applied', false],
      ]);
    } finally {
      faults.beforeMutation = undefined;
    }
    const rows = await h.db.sql`select count(*)::int as n from sync_mutations where client_id = ${client}`;
    expect(rows[0]?.n).toBe(4);
  });
});
