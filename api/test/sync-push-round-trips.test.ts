/**
 * What a push costs in writes to its database connection (decisions 0095, 0096): wall time on a
 * shared machine is noise, this count is not. The optimistic attempt sends every statement as soon
 * as it is known and waits only for the few reads it needs (punch-forecast.test.ts counts those);
 * the driver writes its buffer when it passes 1 KB or at the end of the tick, so several schedule
 * changes (one statement each) share a write, and each punch (its write with the read of its
 * facts, one statement) fills about one.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { Mutation } from '@haul/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './harness.ts';
import { clockInArgs, mutation, pushOk, seedJob } from './sync-support.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z' });
let job: Awaited<ReturnType<typeof seedJob>>;

/** Writes that carry a query to PostgreSQL (a Parse or Bind message first), whichever socket. */
let queryWrites = 0;
const write = net.Socket.prototype.write;
beforeAll(async () => {
  job = await seedJob(h, await h.signIn('admin'));
  net.Socket.prototype.write = function (this: net.Socket, chunk: unknown, ...rest: unknown[]) {
    const first = Buffer.isBuffer(chunk) ? chunk[0] : undefined;
    if (first === 0x42 || first === 0x50) queryWrites++;
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof write;
});
afterAll(() => {
  net.Socket.prototype.write = write;
});

const schedule = (id: number): Mutation =>
  mutation(id, 'upsertSchedule', {
    id: randomUUID(),
    employeeId: job.employeeId,
    date: '2025-01-07',
    startTime: '08:00',
    endTime: '12:00',
  });

/** Punch pairs an hour apart, each a clock-in and its clock-out. */
function punches(firstId: number, pairs: number, day: string): Mutation[] {
  return Array.from({ length: pairs }, (_, i) => {
    const at = new Date(Date.parse(`${day}T00:00:00.000Z`) + i * 3_600_000);
    const punch = clockInArgs(job.employeeId, job.appointmentId, at.toISOString());
    return [
      mutation(firstId + 2 * i, 'clockIn', punch),
      mutation(firstId + 2 * i + 1, 'clockOut', {
        employeeId: job.employeeId,
        timeEntryId: punch.id,
        clockOutTime: new Date(at.getTime() + 1_800_000).toISOString(),
        latitude: punch.latitude,
        longitude: punch.longitude,
      }),
    ];
  }).flat();
}

async function writesFor(client: string, mutations: Mutation[]) {
  const before = queryWrites;
  const res = await pushOk(h, job.crew, client, mutations);
  expect(res.results.filter((r) => r.status !== 'applied')).toEqual([]);
  return queryWrites - before;
}

describe('round trips of a push', () => {
  it('a schedule change costs under half a write, a punch about one, plus a few for the batch', async () => {
    const client = randomUUID();
    // Warms the connection: a statement's first use on it asks PostgreSQL to describe it first.
    await writesFor(client, [schedule(1), ...punches(2, 1, '2024-12-01')]);
    // Sign-in check, begin, client lock, change version, outcomes, commit, and describes of
    // statements on a connection the pool had not used for them yet.
    const perBatch = 10;
    expect(
      await writesFor(
        client,
        Array.from({ length: 100 }, (_, i) => schedule(4 + i)),
      ),
    ).toBeLessThanOrEqual(50 + perBatch);
    expect(await writesFor(client, punches(104, 50, '2024-12-10'))).toBeLessThanOrEqual(100 + perBatch);
  });
});
