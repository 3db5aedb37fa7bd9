/**
 * Stale edits (issue 22 §4, decision 0226, sync.md #20): a phone's edit carries the version of the
 * row it was based on; over someone else's newer change it is refused as `edit_conflict`, with both
 * versions in the reason the crew and the office read, and the newer change stays. The audit's
 * case: a phone's three-day-old schedule edits silently overwrote the office's newer ones.
 */
import { randomUUID } from 'node:crypto';
import { RejectionPageSchema, ScheduleSchema } from '@haul/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './harness.ts';
import { mutation, pushOk, scheduleArgs, seedJob } from './sync-support.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z' });
let admin: string;

beforeAll(async () => {
  admin = await h.signIn('admin');
});

const schedule = (result: unknown) => ScheduleSchema.parse(result);

/** A crew member's schedule, as their phone last pulled it (with its version). */
async function crewSchedule() {
  const job = await seedJob(h, admin);
  const args = scheduleArgs(job.employeeId, 'morning');
  const made = await pushOk(h, job.crew, randomUUID(), [mutation(1, 'upsertSchedule', args)]);
  const saved = schedule(made.results[0]?.result);
  expect(saved.version).toEqual(expect.any(Number));
  return { job, args, base: saved.version as number };
}

/** The office moves it to the afternoon (from a right copy). */
async function officeMovesIt(args: ReturnType<typeof scheduleArgs>, base: number) {
  h.clock.set('2025-01-07T15:00:00Z');
  const moved = { ...args, startTime: '13:00', endTime: '17:00', notes: 'office', baseVersion: base };
  const res = await pushOk(h, admin, randomUUID(), [mutation(1, 'upsertSchedule', moved)]);
  expect(res.results[0]?.status).toBe('applied');
}

const versionOf = async (id: string) =>
  Number((await h.db.sql`select version from schedules where id = ${id}`)[0]?.version);
const stored = async (id: string) =>
  (await h.db.sql`select start_time, end_time, notes, deleted_at from schedules where id = ${id}`)[0];

describe('sync.md #20 stale edits', () => {
  it('a three-day-old phone edit over the office’s newer one is refused with both versions; the office’s stays', async () => {
    const { job, args, base } = await crewSchedule();
    await officeMovesIt(args, base);
    h.clock.set('2025-01-09T15:00:00Z');
    const stale = { ...args, startTime: '07:00', endTime: '11:00', notes: 'phone', baseVersion: base };
    const clientId = randomUUID();
    const res = await pushOk(h, job.crew, clientId, [mutation(1, 'upsertSchedule', stale)]);
    expect(res.results[0]?.status).toBe('rejected');
    expect(res.results[0]?.error?.code).toBe('edit_conflict');
    const message = res.results[0]?.error?.message ?? '';
    expect(message).toContain('it is now 2025-01-07 13:00–17:00');
    expect(message).toContain('Your change (2025-01-07 07:00–11:00, available) was not saved');
    expect(await stored(args.id)).toMatchObject({ start_time: '13:00', end_time: '17:00', notes: 'office' });

    // The office sees the refusal, both versions in its reason, on its needs-attention list.
    const list = RejectionPageSchema.parse(
      await (await h.json('GET', '/api/office/rejections', undefined, { cookie: admin })).json(),
    );
    const mine = list.items.find((r) => r.clientId === clientId);
    expect(mine).toMatchObject({ name: 'upsertSchedule', code: 'edit_conflict', message });
  });

  it('a phone’s queued edits of one schedule share a base: its own earlier edit never refuses the next', async () => {
    const { job, args, base } = await crewSchedule();
    const res = await pushOk(h, job.crew, randomUUID(), [
      mutation(1, 'upsertSchedule', { ...args, startTime: '09:00', baseVersion: base }),
      mutation(2, 'upsertSchedule', { ...args, startTime: '10:00', baseVersion: base }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(await stored(args.id)).toMatchObject({ start_time: '10:00' });
  });

  it('an edit from the current version applies; one from an older app (no base) still applies as before', async () => {
    const { job, args, base } = await crewSchedule();
    await officeMovesIt(args, base);
    const version = await versionOf(args.id);
    const current = await pushOk(h, job.crew, randomUUID(), [
      mutation(1, 'upsertSchedule', { ...args, notes: 'seen the office’s', baseVersion: version }),
    ]);
    expect(current.results[0]?.status).toBe('applied');
    const old = await pushOk(h, job.crew, randomUUID(), [mutation(1, 'upsertSchedule', { ...args, notes: 'old app' })]);
    expect(old.results[0]?.status).toBe('applied');
    expect(await stored(args.id)).toMatchObject({ notes: 'old app' });
  });

  it('a stale delete is refused and the office’s schedule stays; a current one deletes', async () => {
    const { job, args, base } = await crewSchedule();
    await officeMovesIt(args, base);
    const stale = await pushOk(h, job.crew, randomUUID(), [
      mutation(1, 'deleteSchedule', { id: args.id, baseVersion: base }),
    ]);
    expect(stale.results[0]?.error?.code).toBe('edit_conflict');
    expect(stale.results[0]?.error?.message).toContain('It was not deleted');
    expect((await stored(args.id))?.deleted_at).toBeNull();
    const version = await versionOf(args.id);
    const current = await pushOk(h, job.crew, randomUUID(), [
      mutation(1, 'deleteSchedule', { id: args.id, baseVersion: version }),
    ]);
    expect(current.results[0]?.status).toBe('applied');
    expect((await stored(args.id))?.deleted_at).not.toBeNull();
  });
});
