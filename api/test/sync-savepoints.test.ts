/**
 * A refusal undoes only itself (decision 0096). A batch runs first optimistically, with no
 * savepoints; any refusal in it (a mutator's own, one decided from a statement's answer, or
 * PostgreSQL refusing a statement) rolls that attempt back whole, and the batch runs again with a
 * savepoint per mutation, and once more on the driver's own savepoints if PostgreSQL refused a
 * statement. The refusals between mutations that must stay (a mutator's after its write was
 * sent, a clock-in's after it closed a stale entry, PostgreSQL's after a write) are in
 * sync-push-attempts.test.ts, under each attempt; this file keeps a mutator whose last
 * statement, sent unanswered, fails.
 */
import { randomUUID } from 'node:crypto';
import { SYNC_PROTOCOL, type User } from '@haul/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import { staffWrites } from '../src/db/repositories/staff-writes.ts';
import { syncRepository } from '../src/db/repositories/sync.ts';
import { Sent } from '../src/db/sent.ts';
import type { ServerMutators } from '../src/sync/mutators.ts';
import { syncPushService } from '../src/sync/push.ts';
import { pushAttemptsFromEnv, useHarness } from './harness.ts';
import { mutation, scheduleArgs, seedJob } from './sync-support.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z' });
let job: Awaited<ReturnType<typeof seedJob>>;

beforeAll(async () => {
  job = await seedJob(h, await h.signIn('admin'));
});

const scheduleRow = async (id: string) => {
  const [row] = await h.db.sql<{ employee_id: string; notes: string | null }[]>`
    select employee_id, notes from schedules where id = ${id}`;
  return row ?? null;
};

describe('each mutation of a batch in its own savepoint', () => {
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
        scheduleArgs(job.employeeId),
        scheduleArgs(job.employeeId, notes),
        scheduleArgs(job.employeeId),
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
