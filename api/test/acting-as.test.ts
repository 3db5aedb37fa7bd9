/**
 * Every staff write (decision 0052), REST and sync, is checked against who is signed in. A crew member
 * acting for another employee is refused (403, or a kept `forbidden` rejection) and nothing
 * changes; an admin may act for anyone, and every write stores `recorded_by`.
 */
import { randomUUID } from 'node:crypto';
import { type Mutation, TimeEntrySchema } from '@haul/shared';
import { tinyJpeg } from '@haul/shared/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { readError, TEST_ORIGIN, useHarness } from './harness.ts';
import { clockInArgs, mutation, pushOk, SITE, seedJob } from './sync-support.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z' });
let admin: string;
let adminId: string;
/** Crew member A (signed in) and employee B (someone else), each with a job. */
let a: Awaited<ReturnType<typeof seedJob>>;
let b: Awaited<ReturnType<typeof seedJob>>;
let moduleId: string;

const userIdOf = async (cookie: string) => {
  const res = await h.json('GET', '/api/auth/session', undefined, { cookie });
  return ((await res.json()) as { user: { id: string } }).user.id;
};
const recordedBy = async (table: 'time_entries' | 'schedules' | 'employee_progress' | 'job_photos', id: string) => {
  const [row] = await h.db.sql<{ recorded_by: string | null }[]>`
    select recorded_by from ${h.db.sql(table)} where id = ${id}`;
  return row?.recorded_by;
};
const rowCount = async (table: string, employeeId: string) => {
  const [row] = await h.db.sql<{ n: number }[]>`
    select count(*)::int as n from ${h.db.sql(table)} where employee_id = ${employeeId}`;
  return row?.n ?? 0;
};

beforeAll(async () => {
  admin = await h.signIn('admin');
  adminId = await userIdOf(admin);
  a = await seedJob(h, admin);
  b = await seedJob(h, admin);
  const [module] = await h.db.sql<{ id: string }[]>`
    insert into training_modules (title, description, content, module_order, estimated_minutes, version)
    values ('Safety', 'Lifting', '<p>Bend your knees</p>', 1, 10, 1) returning id`;
  moduleId = module?.id ?? '';
});

/** Every employee-owned mutator, written for `employeeId`. */
function writesFor(employeeId: string, appointmentId: string, scheduleId = randomUUID()): Mutation[] {
  const punch = clockInArgs(employeeId, appointmentId, '2025-01-06T13:00:00.000Z');
  return [
    mutation(1, 'clockIn', punch),
    mutation(2, 'clockOut', {
      employeeId,
      timeEntryId: punch.id,
      clockOutTime: '2025-01-06T14:00:00.000Z',
      latitude: SITE.latitude,
      longitude: SITE.longitude,
      notes: 'Done',
    }),
    mutation(3, 'upsertSchedule', {
      id: scheduleId,
      employeeId,
      date: '2025-01-07',
      startTime: '08:00',
      endTime: '12:00',
    }),
    mutation(4, 'openTrainingModule', { id: randomUUID(), employeeId, moduleId }),
  ];
}

describe('sync mutators', () => {
  it('a crew member acting for another employee: every change is a kept `forbidden` rejection, nothing written', async () => {
    const before = await Promise.all(
      ['time_entries', 'schedules', 'employee_progress'].map((t) => rowCount(t, b.employeeId)),
    );
    const res = await pushOk(h, a.crew, randomUUID(), writesFor(b.employeeId, b.appointmentId));
    expect(res.results.map((r) => [r.status, r.error?.code])).toEqual([
      ['rejected', 'forbidden'],
      ['rejected', 'forbidden'],
      ['rejected', 'forbidden'],
      ['rejected', 'forbidden'],
    ]);
    const after = await Promise.all(
      ['time_entries', 'schedules', 'employee_progress'].map((t) => rowCount(t, b.employeeId)),
    );
    expect(after).toEqual(before);
  });

  it("a crew member for themselves succeeds and is recorded; they cannot move or delete another person's schedule", async () => {
    const scheduleId = randomUUID();
    const own = writesFor(a.employeeId, a.appointmentId, scheduleId);
    const res = await pushOk(h, a.crew, randomUUID(), own);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const crewId = await userIdOf(a.crew);
    const entry = TimeEntrySchema.parse(res.results[1]?.result);
    expect(entry).toMatchObject({ notes: null, clockOutNotes: 'Done' });
    expect(await recordedBy('time_entries', entry.id)).toBe(crewId);
    expect(await recordedBy('schedules', scheduleId)).toBe(crewId);

    // B's schedule, written by the admin: A can neither take it over nor delete it.
    const theirs = randomUUID();
    await pushOk(h, admin, randomUUID(), [
      mutation(1, 'upsertSchedule', {
        id: theirs,
        employeeId: b.employeeId,
        date: '2025-01-08',
        startTime: '08:00',
        endTime: '12:00',
      }),
    ]);
    const takeover = await pushOk(h, a.crew, randomUUID(), [
      mutation(1, 'upsertSchedule', {
        id: theirs,
        employeeId: a.employeeId,
        date: '2025-01-07',
        startTime: '06:00',
        endTime: '07:00',
      }),
      mutation(2, 'deleteSchedule', { id: theirs }),
    ]);
    expect(takeover.results.map((r) => r.error?.code)).toEqual(['forbidden', 'forbidden']);
    const [row] = await h.db.sql<{ employee_id: string; deleted_at: Date | null }[]>`
      select employee_id, deleted_at from schedules where id = ${theirs}`;
    expect(row).toEqual({ employee_id: b.employeeId, deleted_at: null });
  });

  it('an admin acts for anyone, and recorded_by is the admin', async () => {
    const scheduleId = randomUUID();
    const other = await seedJob(h, admin);
    const res = await pushOk(h, admin, randomUUID(), writesFor(other.employeeId, other.appointmentId, scheduleId));
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const entry = TimeEntrySchema.parse(res.results[0]?.result);
    expect(await recordedBy('time_entries', entry.id)).toBe(adminId);
    expect(await recordedBy('schedules', scheduleId)).toBe(adminId);
    const [progress] = await h.db.sql<{ recorded_by: string }[]>`
      select recorded_by from employee_progress where employee_id = ${other.employeeId}`;
    expect(progress?.recorded_by).toBe(adminId);
  });
});

describe('REST', () => {
  const clockIn = (cookie: string, employeeId: string, appointmentId: string) =>
    h.json(
      'POST',
      '/api/time-tracking/clock-in',
      { employeeId, appointmentId, latitude: SITE.latitude, longitude: SITE.longitude },
      { cookie },
    );

  it('time clock: a crew member cannot punch, close or read another employee; an admin can and is recorded', async () => {
    const other = await seedJob(h, admin);
    const refused = await clockIn(a.crew, other.employeeId, other.appointmentId);
    expect(refused.status).toBe(403);
    expect((await readError(refused)).code).toBe('forbidden');
    expect(await rowCount('time_entries', other.employeeId)).toBe(0);
    for (const path of ['active', 'employee']) {
      const read = await h.json('GET', `/api/time-tracking/${path}?employeeId=${other.employeeId}`, undefined, {
        cookie: a.crew,
      });
      expect(read.status, path).toBe(403);
    }

    const byAdmin = await clockIn(admin, other.employeeId, other.appointmentId);
    expect(byAdmin.status).toBe(201);
    const entry = TimeEntrySchema.parse(await byAdmin.json());
    expect(await recordedBy('time_entries', entry.id)).toBe(adminId);
    const close = await h.json(
      'POST',
      '/api/time-tracking/clock-out',
      { employeeId: other.employeeId, latitude: SITE.latitude, longitude: SITE.longitude },
      { cookie: a.crew },
    );
    expect(close.status).toBe(403);
    const [row] = await h.db.sql<{ clock_out_time: Date | null }[]>`
      select clock_out_time from time_entries where id = ${entry.id}`;
    expect(row?.clock_out_time).toBeNull();
  });

  it('photo upload: a crew member uploads only as themselves; recorded_by is the uploader', async () => {
    // A real JPEG: the server makes a thumbnail, so bytes that only start like one are refused.
    const jpeg = tinyJpeg();
    const upload = (cookie: string, employeeId: string) => {
      const body = new FormData();
      body.set('photo', new File([jpeg], 'p.jpg', { type: 'image/jpeg' }));
      const id = randomUUID();
      for (const [k, v] of Object.entries({ id, appointmentId: a.appointmentId, employeeId, photoType: 'before' }))
        body.set(k, v);
      return {
        id,
        res: h.app.request('/api/job-photos', { method: 'POST', body, headers: { origin: TEST_ORIGIN, cookie } }),
      };
    };
    const refused = upload(a.crew, b.employeeId);
    expect((await refused.res).status).toBe(403);
    expect(await rowCount('job_photos', b.employeeId)).toBe(0);
    const own = upload(a.crew, a.employeeId);
    expect((await own.res).status).toBe(201);
    expect(await recordedBy('job_photos', own.id)).toBe(await userIdOf(a.crew));
    // Confirming it through sync as somebody else is refused too.
    const confirm = await pushOk(h, b.crew, randomUUID(), [
      mutation(1, 'recordJobPhoto', {
        id: own.id,
        appointmentId: a.appointmentId,
        employeeId: b.employeeId,
        photoType: 'before',
      }),
    ]);
    expect(confirm.results[0]?.error?.code).toBe('forbidden');
  });
});
