/**
 * Tombstones (docs/sync.md, server tables): a delete is kept 30 days (`SYNC_LIMITS.tombstoneDays`)
 * so a device offline that long still pulls it incrementally; the purge then drops it and moves the
 * horizon past it, so only cursors from before it start a full reset. A voided punch is a payroll
 * record and is never purged.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { syncPullRepository } from '../src/db/repositories/sync-pull.ts';
import { purgeOldTombstones } from '../src/sync/tombstone-purge.ts';
import { useHarness } from './harness.ts';
import { clockInArgs, mutation, pull, pullAll, pushOk, scheduleArgs, seedJob } from './sync-support.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z' });

describe('the tombstone purge', () => {
  it('a tombstone is kept 30 days and a voided punch for good: the purge drops only older deletes, and resets only cursors before them', async () => {
    const job = await seedJob(h, await h.signIn('admin'));
    const client = randomUUID();
    const [young, old] = [
      scheduleArgs(job.employeeId, 'deleted 30 days ago less an hour'),
      scheduleArgs(job.employeeId),
    ];
    const punch = clockInArgs(job.employeeId, job.appointmentId);
    await pushOk(h, job.crew, client, [
      mutation(1, 'upsertSchedule', young),
      mutation(2, 'upsertSchedule', old),
      mutation(3, 'clockIn', punch),
    ]);
    const beforeDeletes = (await pullAll(h, job.crew)).last.cursor;
    await pushOk(h, job.crew, client, [mutation(4, 'deleteSchedule', { id: old.id })]);
    const betweenDeletes = (await pullAll(h, job.crew, beforeDeletes)).last.cursor;
    await pushOk(h, job.crew, client, [mutation(5, 'deleteSchedule', { id: young.id })]);
    // Their deletion times, around the 30 days kept (SYNC_LIMITS.tombstoneDays); the punch voided by
    // the office 60 days ago (voided entries are payroll records, never purged).
    const day = 24 * 60 * 60_000;
    const now = h.clock.now().getTime();
    await h.db.sql`update schedules set deleted_at = ${new Date(now - 30 * day + 3_600_000)} where id = ${young.id}`;
    await h.db.sql`update schedules set deleted_at = ${new Date(now - 30 * day - 3_600_000)} where id = ${old.id}`;
    await h.db
      .sql`update time_entries set deleted_at = ${new Date(now - 60 * day)}, voided_at = ${new Date(now - 60 * day)},
      void_reason = 'entered twice' where id = ${punch.id}`;
    await purgeOldTombstones(syncPullRepository(h.db.sql), h.clock);

    const kept = await h.db.sql<{ id: string }[]>`select id from schedules where id in (${young.id}, ${old.id})`;
    expect(kept.map((r) => r.id)).toEqual([young.id]);
    expect(await h.db.sql`select 1 from time_entries where id = ${punch.id}`).toHaveLength(1);
    // A device that pulled after the purged delete still pulls incrementally and gets the kept one.
    const incremental = await pull(h, job.crew, betweenDeletes);
    expect(incremental.reset).toBe(false);
    expect(incremental.deletes.schedules).toEqual([young.id]);
    // One that pulled before it cannot be told of it: a full reset.
    expect((await pull(h, job.crew, beforeDeletes)).reset).toBe(true);
  }, 60_000);
});
