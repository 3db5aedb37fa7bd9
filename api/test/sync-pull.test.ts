/** Pull: what each role sees, paging inside one version, tombstones and the full reset. */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncPullRepository } from '../src/db/repositories/sync-pull.ts';
import { seedDemoData } from '../src/db/seed/demo.ts';
import { useHarness } from './harness.ts';
import { mutation, pull, pullAll, pushOk, seedJob } from './sync-support.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z', deps: { pullPageSize: 7 }, seedDemo: true });
let admin: string;
let crew: string;

beforeAll(async () => {
  await seedDemoData(h.db.sql, new Date('2025-01-06T15:00:00Z'));
  await h.db.sql`insert into contact_requests (first_name, last_name, phone, email, address, description, version)
    values ('Ann', 'Lee', '4045550100', 'ann@example.com', '1 Main St', 'Garage', (select version + 1 from sync_version))`;
  await h.db.sql`update sync_version set version = version + 1`;
  admin = await h.signIn('admin');
  crew = await h.signIn('crew');
});

const live = async (table: string, where = h.db.sql``) =>
  (
    await h.db.sql<{ n: number }[]>`select count(*)::int as n from ${h.db.sql(table)} where deleted_at is null ${where}`
  )[0]?.n;

describe('pull', () => {
  it('an admin full reset pages through one big version and returns every row exactly once', async () => {
    const { rows, last } = await pullAll(h, admin);
    const total =
      (await live('appointments'))! +
      (await live('employees'))! +
      (await live('schedules'))! +
      (await live('contact_requests'))! +
      // The training content every database is seeded with (decision 0080).
      (await live('training_modules'))! +
      (await live('quiz_questions'))! +
      (await live('badges'))! +
      // The first price book every database is seeded with (decision 0190).
      (await live('price_books'))!;
    expect(rows.size).toBe(total);
    expect(last.more).toBe(false);
    const first = await pull(h, admin);
    expect(first.reset).toBe(true);
    expect(first.more).toBe(true);
    // The page cursor continues the reset, on the scope of the day it began (sync-scope.ts).
    expect(first.cursor).toMatch(/^r\d+\.\d+:\w+:[0-9a-f-]{36}@2025-01-06$/);
  });

  it('a crew sees appointments around today without lead source, employees without pay, and no contact requests', async () => {
    const { rows } = await pullAll(h, crew);
    const kinds = [...rows.values()];
    const appointments = kinds.filter((r) => 'preferredTimeSlot' in r);
    expect(appointments.length).toBe(
      await live('appointments', h.db.sql`and preferred_date between '2024-12-30' and '2025-01-20'`),
    );
    expect(appointments.every((a) => !('leadSource' in a))).toBe(true);
    const employees = kinds.filter((r) => 'hireDate' in r);
    expect(employees.length).toBeGreaterThan(0);
    expect(employees.every((e) => !('hourlyRate' in e))).toBe(true);
    // The team's names and roles only: no phones or emails of employees.
    expect(employees.every((e) => !('phone' in e) && !('email' in e) && typeof e.firstName === 'string')).toBe(true);
    expect(kinds.some((r) => r.email === 'ann@example.com')).toBe(false);
    const adminView = await pullAll(h, admin);
    expect([...adminView.rows.values()].some((r) => r.email === 'ann@example.com')).toBe(true);
  });

  it('a crew receives time entries of the last 30 days and open ones; an admin receives all', async () => {
    const job = await seedJob(h, admin);
    const punch = (id: number, at: string) =>
      mutation(id, 'clockIn', {
        id: randomUUID(),
        employeeId: job.employeeId,
        appointmentId: job.appointmentId,
        clockInTime: at,
        latitude: 33.77,
        longitude: -84.29,
      });
    const old = punch(1, '2024-10-01T13:00:00.000Z');
    const recent = punch(3, '2025-01-05T13:00:00.000Z');
    const client = randomUUID();
    await pushOk(h, admin, client, [
      old,
      mutation(2, 'clockOut', {
        employeeId: job.employeeId,
        timeEntryId: (old.args as { id: string }).id,
        clockOutTime: '2024-10-01T17:00:00.000Z',
        latitude: 33.77,
        longitude: -84.29,
      }),
      recent,
    ]);
    const ids = (rows: Map<string, Record<string, unknown>>) => [...rows.keys()];
    const crewView = ids((await pullAll(h, job.crew)).rows);
    expect(crewView).toContain((recent.args as { id: string }).id);
    expect(crewView).not.toContain((old.args as { id: string }).id);
    // Another crew member's pull never carries this employee's entries.
    expect(ids((await pullAll(h, crew)).rows)).not.toContain((recent.args as { id: string }).id);
    expect(ids((await pullAll(h, admin)).rows)).toContain((old.args as { id: string }).id);
  });

  it('sends deletes as tombstones after the cursor, and resets a cursor older than the horizon', async () => {
    const job = await seedJob(h, admin);
    const crew = job.crew;
    const client = randomUUID();
    const scheduleId = randomUUID();
    await pushOk(h, crew, client, [
      mutation(1, 'upsertSchedule', {
        id: scheduleId,
        employeeId: job.employeeId,
        date: '2025-01-07',
        startTime: '08:00',
        endTime: '12:00',
      }),
    ]);
    const before = (await pullAll(h, crew)).last.cursor;
    await pushOk(h, crew, client, [mutation(2, 'deleteSchedule', { id: scheduleId })]);
    const after = await pull(h, crew, before);
    expect(after.reset).toBe(false);
    expect(after.deletes.schedules).toEqual([scheduleId]);
    await syncPullRepository(h.db.sql).purgeTombstones(new Date('2030-01-01T00:00:00Z'));
    const stale = await pull(h, crew, before);
    expect(stale.reset).toBe(true);
    const bad = await h.json('GET', '/api/sync/pull?cursor=1:nope', undefined, { cookie: crew });
    expect(bad.status).toBe(400);
  }, 60_000);
});
