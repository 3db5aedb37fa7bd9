/**
 * Sync hardening on the server (decisions 0044, 0047): no 500 for one bad mutation, refusals recorded in a safe form, a
 * far-past clock-in cannot lock anyone out, protocol 426, every refusal delivered, and a full
 * reset that cannot loop after a tombstone purge.
 */
import { randomUUID } from 'node:crypto';
import { type Mutation, SYNC_PROTOCOL, type SyncRejection, TimeEntrySchema } from '@haul/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncPullRepository } from '../src/db/repositories/sync-pull.ts';
import { useHarness } from './harness.ts';
import { clockInArgs, mutation, pull, pullAll, push, pushOk, seedJob } from './sync-support.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z', deps: { pullPageSize: 5 } });
let admin: string;
let crew: string;
let job: Awaited<ReturnType<typeof seedJob>>;

beforeAll(async () => {
  admin = await h.signIn('admin');
  job = await seedJob(h, admin);
  // The job's employee's own account: crews act only for themselves.
  crew = job.crew;
});

const schedule = (id: number, notes?: string): Mutation =>
  mutation(id, 'upsertSchedule', {
    id: randomUUID(),
    employeeId: job.employeeId,
    date: '2025-01-07',
    startTime: '08:00',
    endTime: '12:00',
    ...(notes === undefined ? {} : { notes }),
  });

const raw = (id: number, name: string, args: unknown): Mutation => ({
  id,
  name,
  args,
  clientTime: '2025-01-06T15:00:00.000Z',
});

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe('a push never answers 500 for one bad mutation', () => {
  it('sync.md #16 (savepoint): null args, deep nesting and a NUL character PostgreSQL refuses mid-write are refused one by one, the good ones beside them kept', async () => {
    const client = randomUUID();
    const res = await push(h, crew, client, [
      schedule(1),
      raw(2, 'upsertSchedule', null),
      raw(3, 'upsertSchedule', nested(1000)),
      // Passes the schema, then PostgreSQL refuses the NUL: only a savepoint keeps the batch alive.
      schedule(4, 'gate code \u0000 4411'),
      schedule(5),
    ]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { lastMutationId: number; results: { status: string }[] };
    expect(body.results.map((r) => r.status)).toEqual(['applied', 'rejected', 'rejected', 'rejected', 'applied']);
    expect(body.lastMutationId).toBe(5);
    const stored = await h.db.sql<{ mutation_id: number; status: string; args: unknown }[]>`
      select mutation_id, status, args from sync_mutations where client_id = ${client} order by mutation_id`;
    expect(stored.map((r) => r.status)).toEqual(['applied', 'rejected', 'rejected', 'rejected', 'applied']);
    // Recorded in a safe form: what PostgreSQL cannot hold is kept as a preview.
    expect(stored[1]?.args).toBeNull();
    expect(stored[2]?.args).toMatchObject({ unrecordable: 'too_deep' });
    expect(stored[3]?.args).toMatchObject({ unrecordable: 'nul_character' });
  });

  it('records a refusal whose args and name carry lone surrogates PostgreSQL cannot parse', async () => {
    const client = randomUUID();
    // Lone halves of a surrogate pair: JSON.stringify escapes them, PostgreSQL's json refuses them.
    const res = await pushOk(h, crew, client, [
      raw(1, 'upsertSchedule', { note: 'gate \ud800 code' }),
      raw(2, 'drop\udc00Tables', {}),
      schedule(3),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'applied']);
    const stored = await h.db.sql<{ args: unknown }[]>`
      select args from sync_mutations where client_id = ${client} order by mutation_id`;
    expect(stored[0]?.args).toMatchObject({ unrecordable: 'lone_surrogate' });
  });

  it('records a refusal whose name carries a NUL character', async () => {
    const client = randomUUID();
    const res = await pushOk(h, crew, client, [raw(1, 'drop\u0000Tables', {}), schedule(2)]);
    expect(res.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
  });
});

describe('time clock', () => {
  it('a clock-in far in the past no longer locks the employee out, and an admin can close it', async () => {
    const own = await seedJob(h, admin);
    const ancient = clockInArgs(own.employeeId, own.appointmentId, '2005-03-01T12:00:00.000Z');
    const today = clockInArgs(own.employeeId, own.appointmentId, '2025-01-06T14:00:00.000Z');
    const res = await pushOk(h, own.crew, randomUUID(), [
      mutation(1, 'clockIn', ancient),
      mutation(2, 'clockIn', today),
    ]);
    expect(res.results.map((r) => r.error?.code ?? r.status)).toEqual(['applied', 'applied']);
    // The stale entry ended at its own clock-in (0 hours), flagged for an admin to correct.
    const [stale] = await h.db.sql<{ total_hours: number; flags: string[] }[]>`
      select total_hours, flags from time_entries where id = ${ancient.id}`;
    expect(stale).toMatchObject({ total_hours: 0, flags: expect.arrayContaining(['auto_closed']) });
    // Open for twenty years, closed by an admin: stored (hours capped to the column), flagged for review.
    const other = await seedJob(h, admin);
    const forgotten = clockInArgs(other.employeeId, other.appointmentId, '2005-01-01T12:00:00.000Z');
    await pushOk(h, other.crew, randomUUID(), [mutation(1, 'clockIn', forgotten)]);
    const years = await pushOk(h, admin, randomUUID(), [
      mutation(1, 'clockOut', {
        employeeId: other.employeeId,
        timeEntryId: forgotten.id,
        clockOutTime: '2025-01-06T13:00:00.000Z',
        latitude: forgotten.latitude,
        longitude: forgotten.longitude,
      }),
    ]);
    expect(years.results[0]?.status).toBe('applied');
    expect(TimeEntrySchema.parse(years.results[0]?.result).flags).toContain('long_shift');
  });
});

describe('punch times are bounded (issue 23 §1)', () => {
  it('a clock-in dated 2099 is refused on sync and REST alike, and the employee can still clock in', async () => {
    const own = await seedJob(h, admin);
    const future = clockInArgs(own.employeeId, own.appointmentId, '2099-01-06T14:00:00.000Z');
    const today = clockInArgs(own.employeeId, own.appointmentId, '2025-01-06T14:00:00.000Z');
    const res = await pushOk(h, own.crew, randomUUID(), [mutation(1, 'clockIn', future)]);
    expect(res.results.map((r) => r.error?.code ?? r.status)).toEqual(['punch_in_future']);
    const rest = await h.json(
      'POST',
      '/api/time-tracking/clock-in',
      { ...future, id: randomUUID() },
      { cookie: admin },
    );
    expect(rest.status).toBe(422);
    expect((await rest.json()) as unknown).toMatchObject({ error: { code: 'punch_in_future' } });
    const stored = await h.db.sql`select 1 from time_entries where employee_id = ${own.employeeId}`;
    expect(stored).toHaveLength(0);
    const next = await pushOk(h, own.crew, randomUUID(), [mutation(1, 'clockIn', today)]);
    expect(next.results[0]?.status).toBe('applied');
  });
});

describe('protocol', () => {
  it('an app without the current protocol gets 426 on push and pull, and nothing is applied', async () => {
    const client = randomUUID();
    const old = await h.json(
      'POST',
      '/api/sync/push',
      { clientId: client, mutations: [schedule(1)] },
      { cookie: crew },
    );
    expect(old.status).toBe(426);
    expect(await old.json()).toMatchObject({ error: { code: 'update_required' }, minProtocol: SYNC_PROTOCOL });
    const oldPull = await h.json('GET', `/api/sync/pull?cursor=0&clientId=${client}`, undefined, { cookie: crew });
    expect(oldPull.status).toBe(426);
    const stored = await h.db.sql`select 1 from sync_mutations where client_id = ${client}`;
    expect(stored).toHaveLength(0);
  });
});

describe('pull', () => {
  it('130 refusals all reach the device, paged oldest first', async () => {
    const client = randomUUID();
    const refused = Array.from({ length: 130 }, (_, i) => raw(i + 1, 'noSuchChange', {}));
    await pushOk(h, crew, client, refused.slice(0, 100));
    await pushOk(h, crew, client, refused.slice(100));
    const received = new Map<number, SyncRejection>();
    let cursor = '0';
    for (let pages = 0; ; pages++) {
      expect(pages).toBeLessThan(200);
      const after = Math.max(0, ...received.keys());
      const page = await pull(h, crew, cursor, client, after);
      for (const r of page.rejections) received.set(r.mutationId, r);
      cursor = page.cursor;
      if (!page.more) break;
    }
    expect([...received.keys()].sort((a, b) => a - b)).toEqual(refused.map((m) => m.id));
  });

  it('130 refusals reach a device already up to date: refusals page on their own when no rows are left to page', async () => {
    const client = randomUUID();
    // The device has every row: its pulls from here carry refusals only.
    const upToDate = (await pullAll(h, crew, '0', client)).last.cursor;
    const refused = Array.from({ length: 130 }, (_, i) => raw(i + 1, 'noSuchChange', {}));
    await pushOk(h, crew, client, refused.slice(0, 100));
    await pushOk(h, crew, client, refused.slice(100));
    const received = new Map<number, SyncRejection>();
    let cursor = upToDate;
    for (let pages = 0; ; pages++) {
      expect(pages).toBeLessThan(10);
      const page = await pull(h, crew, cursor, client, Math.max(0, ...received.keys()));
      for (const r of page.rejections) received.set(r.mutationId, r);
      cursor = page.cursor;
      if (!page.more) break;
    }
    expect(received.size).toBe(130);
  });

  it('sync.md #15 (server): a full reset after old tombstones were purged completes without looping', async () => {
    // Rows, some deleted, then the purge moves the horizon past every version written so far.
    const client = randomUUID();
    const batch = Array.from({ length: 12 }, (_, i) => schedule(i + 1));
    await pushOk(h, admin, client, batch);
    const ids = batch.map((m) => (m.args as { id: string }).id);
    await pushOk(h, admin, client, [mutation(13, 'deleteSchedule', { id: ids[0] ?? '' })]);
    await h.db.sql`update schedules set deleted_at = '2024-01-01' where id = ${ids[0] ?? ''}`;
    expect(await syncPullRepository(h.db.sql).purgeTombstones(new Date('2024-06-01T00:00:00Z'))).toBeGreaterThan(0);
    const seen = new Map<string, number>();
    let cursor = '0';
    let pages = 0;
    for (;;) {
      pages++;
      expect(pages, 'the reset loops').toBeLessThan(100);
      const page = await pull(h, admin, cursor);
      if (pages > 1) expect(page.reset).toBe(false);
      for (const list of Object.values(page.changes))
        for (const r of list ?? []) seen.set(String(r.id), (seen.get(String(r.id)) ?? 0) + 1);
      cursor = page.cursor;
      if (!page.more) break;
    }
    expect(pages).toBeGreaterThan(2);
    for (const id of ids.slice(1)) expect(seen.get(id)).toBe(1);
    expect(seen.has(ids[0] ?? '')).toBe(false);
  });

  it('a row deleted between the pages of a reset arrives as a delete on a later page', async () => {
    const client = randomUUID();
    const batch = Array.from({ length: 8 }, (_, i) => schedule(i + 1));
    await pushOk(h, admin, client, batch);
    // Page through the reset (reference data such as the training modules comes first) to the
    // first page holding schedules, with more pages still to come.
    let first = await pull(h, admin, '0');
    expect(first.reset).toBe(true);
    while (!first.changes.schedules?.length && first.more) first = await pull(h, admin, first.cursor);
    expect(first.more).toBe(true);
    const victim = String(first.changes.schedules?.[0]?.id);
    expect(first.changes.schedules?.length).toBeGreaterThan(0);
    await pushOk(h, admin, client, [mutation(9, 'deleteSchedule', { id: victim })]);
    const deleted: string[] = [];
    let cursor = first.cursor;
    for (let page = await pull(h, admin, cursor); ; page = await pull(h, admin, cursor)) {
      for (const ids of Object.values(page.deletes)) deleted.push(...(ids ?? []));
      cursor = page.cursor;
      if (!page.more) break;
    }
    expect(deleted).toContain(victim);
  });
});
