/**
 * A refusal undoes only itself (decision 0096). A batch runs first optimistically, with no
 * savepoints; any refusal in it (a mutator's own, one decided from a statement's answer, or
 * PostgreSQL refusing a statement) rolls that attempt back whole, and the batch runs again with a
 * savepoint per mutation, and once more on the driver's own savepoints if PostgreSQL refused a
 * statement. Each test puts such a refusal between mutations that must stay.
 */
import { randomUUID } from 'node:crypto';
import { SYNC_PROTOCOL, type User } from '@haul/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import { staffWrites } from '../src/db/repositories/staff-writes.ts';
import { syncRepository } from '../src/db/repositories/sync.ts';
import { Sent } from '../src/db/sent.ts';
import type { ServerMutators } from '../src/sync/mutators.ts';
import { type SyncFaults, syncPushService } from '../src/sync/push.ts';
import { pushAttemptsFromEnv, useHarness } from './harness.ts';
import { clockInArgs, mutation, pushOk, seedJob } from './sync-support.ts';

const faults: SyncFaults = {};
const h = useHarness({ now: '2025-01-06T15:00:00Z', deps: { syncFaults: faults } });
let admin: string;
let job: Awaited<ReturnType<typeof seedJob>>;
let other: Awaited<ReturnType<typeof seedJob>>;

beforeAll(async () => {
  admin = await h.signIn('admin');
  job = await seedJob(h, admin);
  other = await seedJob(h, admin);
});

const scheduleFor = (employeeId: string, id = randomUUID(), notes = 'kept') => ({
  id,
  employeeId,
  date: '2025-01-07',
  startTime: '08:00',
  endTime: '12:00',
  notes,
});

const scheduleRow = async (id: string) => {
  const [row] = await h.db.sql<{ employee_id: string; notes: string | null }[]>`
    select employee_id, notes from schedules where id = ${id}`;
  return row ?? null;
};

describe('each mutation of a batch in its own savepoint', () => {
  it("a mutator's refusal after its write was sent undoes that write only", async () => {
    // Someone else's schedule: the crew account may not move it to itself.
    const theirs = scheduleFor(other.employeeId, randomUUID(), 'theirs');
    await pushOk(h, admin, randomUUID(), [mutation(1, 'upsertSchedule', theirs)]);
    const before = scheduleFor(job.employeeId);
    const after = scheduleFor(job.employeeId);
    const res = await pushOk(h, job.crew, randomUUID(), [
      mutation(1, 'upsertSchedule', before),
      // The upsert goes out with its checks; the owner check refuses it afterwards.
      mutation(2, 'upsertSchedule', { ...scheduleFor(job.employeeId, theirs.id, 'taken over') }),
      mutation(3, 'upsertSchedule', after),
    ]);
    expect(res.results.map((r) => r.error?.code ?? r.status)).toEqual(['applied', 'forbidden', 'applied']);
    expect(await scheduleRow(theirs.id)).toEqual({ employee_id: other.employeeId, notes: 'theirs' });
    expect(await scheduleRow(before.id)).toMatchObject({ employee_id: job.employeeId });
    expect(await scheduleRow(after.id)).toMatchObject({ employee_id: job.employeeId });
  });

  it('a clock-in refused after it closed a stale open entry leaves that entry open', async () => {
    const own = await seedJob(h, admin);
    // Forgotten two days ago and still open, and a later shift that ends after the new punch.
    const stale = clockInArgs(own.employeeId, own.appointmentId, '2025-01-04T14:00:00.000Z');
    const later = clockInArgs(own.employeeId, own.appointmentId, '2025-01-06T13:00:00.000Z');
    await pushOk(h, own.crew, randomUUID(), [mutation(1, 'clockIn', stale)]);
    await h.db.sql`
      insert into time_entries (id, employee_id, appointment_id, clock_in_time, clock_out_time, total_hours,
        clock_in_latitude, clock_in_longitude, version)
      values (${later.id}, ${own.employeeId}, ${own.appointmentId}, ${later.clockInTime}, '2025-01-06T15:00:00Z', 2,
        ${later.latitude}, ${later.longitude}, 1)`;
    const client = randomUUID();
    const first = scheduleFor(own.employeeId);
    // The clock-in closes the stale entry (a write), then finds the later shift and is refused.
    const res = await pushOk(h, own.crew, client, [
      mutation(1, 'upsertSchedule', first),
      mutation(2, 'clockIn', clockInArgs(own.employeeId, own.appointmentId, '2025-01-06T14:00:00.000Z')),
    ]);
    expect(res.results.map((r) => r.error?.code ?? r.status)).toEqual(['applied', 'overlapping_entry']);
    const [row] = await h.db.sql<{ clock_out_time: Date | null; flags: string[] }[]>`
      select clock_out_time, flags from time_entries where id = ${stale.id}`;
    expect(row?.clock_out_time).toBeNull();
    expect(row?.flags).not.toContain('auto_closed');
    expect(await scheduleRow(first.id)).toMatchObject({ notes: 'kept' });
  });

  it('a database error after the mutation wrote something undoes that mutation only', async () => {
    const first = scheduleFor(job.employeeId);
    const middle = scheduleFor(job.employeeId);
    const last = scheduleFor(job.employeeId);
    // Mutation 2 writes (its schedule, and a mark on the job) and then PostgreSQL refuses a
    // statement of it, every time it runs.
    faults.beforeMutation = async (m, tx) => {
      if (m.id !== 2) return;
      await tx`update appointments set special_instructions = 'written by the refused mutation' where id = ${job.appointmentId}`;
      await tx`select 1 / 0`;
    };
    const client = randomUUID();
    try {
      const res = await pushOk(h, admin, client, [
        mutation(1, 'upsertSchedule', first),
        mutation(2, 'upsertSchedule', middle),
        mutation(3, 'upsertSchedule', last),
      ]);
      expect(res.results.map((r) => r.error?.code ?? r.status)).toEqual(['applied', 'conflict', 'applied']);
      expect(res.lastMutationId).toBe(3);
    } finally {
      faults.beforeMutation = undefined;
    }
    const [marked] = await h.db.sql<{ special_instructions: string | null }[]>`
      select special_instructions from appointments where id = ${job.appointmentId}`;
    expect(marked?.special_instructions).not.toBe('written by the refused mutation');
    expect(await scheduleRow(middle.id)).toBeNull();
    expect(await scheduleRow(first.id)).toMatchObject({ notes: 'kept' });
    expect(await scheduleRow(last.id)).toMatchObject({ notes: 'kept' });
    // Recorded once each: only the attempt that committed counts.
    const recorded = await h.db.sql<{ mutation_id: number; status: string }[]>`
      select mutation_id, status from sync_mutations where client_id = ${client} order by mutation_id`;
    expect(recorded.map((r) => [r.mutation_id, r.status])).toEqual([
      [1, 'applied'],
      [2, 'rejected'],
      [3, 'applied'],
    ]);
  });

  it('a last statement sent unanswered that PostgreSQL refuses, or whose answer is unusable, undoes its mutation only', async () => {
    // A mutator like the punches: writes, then returns its last statement sent, not answered.
    // Notes 'refused' make that statement fail in the database after the write; 'broken' make
    // its answer unusable (as a row gone missing would).
    const mutators = {
      async upsertSchedule({ tx, version, args: a, now, user }) {
        const { saved } = await staffWrites.upsertSchedule(tx, version, a, now, user.id);
        if (a.notes === 'refused') return new Sent(tx`select 1 / 0`.then(() => saved));
        if (a.notes === 'broken')
          return new Sent(
            tx`select 1`.then(() => {
              throw new TypeError('the written row did not come back');
            }),
          );
        return new Sent(Promise.resolve(saved));
      },
    } as Partial<ServerMutators> as ServerMutators;
    const [row] = await h.db.sql<{ id: string; created_at: Date }[]>`
      select id, created_at from users where username = 'admin'`;
    if (!row) throw new Error('no admin user');
    const user: User = {
      id: row.id,
      username: 'admin',
      role: 'admin',
      employeeId: null,
      createdAt: row.created_at.toISOString(),
    };
    const service = syncPushService({
      sql: h.db.sql,
      repo: syncRepository(h.db.sql),
      mutators,
      clock: fixedClock('2025-01-06T15:00:00Z'),
      attempts: pushAttemptsFromEnv(),
    });
    // Each alone in its batch between two good ones: a database refusal, and an unusable answer.
    for (const [notes, code] of [
      ['refused', 'conflict'],
      ['broken', 'unprocessable'],
    ] as const) {
      const [first, bad, last] = [
        scheduleFor(job.employeeId),
        scheduleFor(job.employeeId, randomUUID(), notes),
        scheduleFor(job.employeeId),
      ];
      const outcome = await service.push(user, {
        protocol: SYNC_PROTOCOL,
        clientId: randomUUID(),
        mutations: [first, bad, last].map((args, i) => mutation(i + 1, 'upsertSchedule', args)),
      });
      expect(outcome.results.map((r) => r.error?.code ?? r.status)).toEqual(['applied', code, 'applied']);
      // The answers, not the unanswered statements, are what the device is told.
      expect(outcome.results[0]).toMatchObject({ result: { id: first.id, notes: 'kept' } });
      expect(outcome.results[2]).toMatchObject({ result: { id: last.id, notes: 'kept' } });
      expect(await scheduleRow(bad.id)).toBeNull();
      expect(await scheduleRow(first.id)).toMatchObject({ notes: 'kept' });
      expect(await scheduleRow(last.id)).toMatchObject({ notes: 'kept' });
    }
  });
});
