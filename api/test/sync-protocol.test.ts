/** Server side of docs/sync.md's fault tests: push/pull exactly once, in order, nothing lost. */
import { randomUUID } from 'node:crypto';
import { DeviceRejectionSchema, type Mutation, PushGapSchema, PushResponseSchema, SYNC_PROTOCOL } from '@haul/shared';
import { buildFinishQuiz } from '@haul/shared/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SyncFaults } from '../src/sync/push.ts';
import { useHarness } from './harness.ts';
import { clockInArgs, mutation, pull, pullAll, push, pushOk, seedJob } from './sync-support.ts';

const faults: SyncFaults = {};
const h = useHarness({ deps: { syncFaults: faults } });
let admin: string;
let crew: string;
let job: Awaited<ReturnType<typeof seedJob>>;

beforeAll(async () => {
  admin = await h.signIn('admin');
  job = await seedJob(h, admin);
  // The job's employee's own account: crews act only for themselves.
  crew = job.crew;
});

const schedule = (id: number, scheduleId = randomUUID()): Mutation =>
  mutation(id, 'upsertSchedule', {
    id: scheduleId,
    employeeId: job.employeeId,
    date: '2025-01-07',
    startTime: '08:00',
    endTime: `${String(9 + (id % 8)).padStart(2, '0')}:00`,
  });

const count = async (table: 'schedules' | 'time_entries' | 'sync_mutations', clientId?: string) => {
  const rows =
    table === 'sync_mutations'
      ? await h.db.sql<
          { n: number }[]
        >`select count(*)::int as n from sync_mutations where client_id = ${clientId ?? ''}`
      : await h.db.sql<{ n: number }[]>`select count(*)::int as n from ${h.db.sql(table)} where deleted_at is null`;
  return rows[0]?.n ?? 0;
};

describe('push', () => {
  it('sync.md #1: the server commits and the response is lost; the replay creates nothing new', async () => {
    const client = randomUUID();
    const punch = clockInArgs(job.employeeId, job.appointmentId, '2025-01-06T13:00:00.000Z');
    const batch = [mutation(1, 'clockIn', punch)];
    const first = await pushOk(h, crew, client, batch);
    const entriesAfterFirst = await count('time_entries');
    // The device never saw `first`: it sends the same batch again.
    const replay = await pushOk(h, crew, client, batch);
    expect(first.results[0]).toMatchObject({ id: 1, status: 'applied' });
    expect(replay.results[0]).toMatchObject({
      id: 1,
      status: 'applied',
      duplicate: true,
      result: first.results[0]?.result,
    });
    expect(await count('time_entries')).toBe(entriesAfterFirst);
    expect(await count('sync_mutations', client)).toBe(1);
    // Close the entry so later tests can clock this employee in again.
    await pushOk(h, crew, client, [
      mutation(2, 'clockOut', {
        employeeId: job.employeeId,
        timeEntryId: punch.id,
        clockOutTime: '2025-01-06T13:30:00.000Z',
        latitude: punch.latitude,
        longitude: punch.longitude,
      }),
    ]);
  });

  it('sync.md #2: two tabs push the same batch at once: applied once', async () => {
    const client = randomUUID();
    const batch = [schedule(1), schedule(2), schedule(3)];
    const before = await count('schedules');
    const [a, b] = await Promise.all([pushOk(h, crew, client, batch), pushOk(h, crew, client, batch)]);
    for (const id of [1, 2, 3]) {
      const fresh = [a, b].flatMap((r) => r.results).filter((r) => r.id === id && !r.duplicate);
      expect(fresh).toHaveLength(1);
    }
    expect(await count('schedules')).toBe(before + 3);
    expect(await count('sync_mutations', client)).toBe(3);
  });

  it('sync.md #3: a gap in mutation ids: 409, nothing applied; the client resends from the right id', async () => {
    const client = randomUUID();
    await pushOk(h, crew, client, [schedule(1)]);
    const before = await count('schedules');
    const gap = await push(h, crew, client, [schedule(3), schedule(4)]);
    expect(gap.status).toBe(409);
    const body = PushGapSchema.parse(await gap.json());
    expect(body.lastMutationId).toBe(1);
    expect(await count('schedules')).toBe(before);
    const resent = await pushOk(h, crew, client, [schedule(2), schedule(3), schedule(4)]);
    expect(resent.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    expect(resent.lastMutationId).toBe(4);
    expect(await count('schedules')).toBe(before + 3);
  });

  it('sync.md #4: a rejected mutation (second clock-in) is recorded, shown, not retried, and the queue moves on', async () => {
    const client = randomUUID();
    const first = clockInArgs(job.employeeId, job.appointmentId, '2025-01-06T14:00:00.000Z');
    const second = clockInArgs(job.employeeId, job.appointmentId, '2025-01-06T14:05:00.000Z');
    const res = await pushOk(h, crew, client, [
      mutation(1, 'clockIn', first),
      mutation(2, 'clockIn', second),
      schedule(3),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    expect(res.results[1]?.error?.code).toBe('already_clocked_in');
    expect(res.results[1]?.error?.message).toMatch(/Already clocked in since Jan 6, 9:00 AM/);
    // Sent again it is not re-run: the recorded rejection is the answer.
    const again = await pushOk(h, crew, client, [mutation(2, 'clockIn', second)]);
    expect(again.results[0]).toMatchObject({
      status: 'rejected',
      duplicate: true,
      error: { code: 'already_clocked_in' },
    });
    // Shown: the pull carries it for this device.
    const page = await pull(h, crew, '0', client);
    expect(page.lastMutationId).toBe(3);
    expect(page.rejections).toEqual([
      expect.objectContaining({ mutationId: 2, name: 'clockIn', code: 'already_clocked_in' }),
    ]);
    const stored = await h.db.sql`select status from sync_mutations where client_id = ${client} order by mutation_id`;
    expect(stored.map((r) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    await pushOk(h, crew, client, [
      mutation(4, 'clockOut', {
        employeeId: job.employeeId,
        timeEntryId: first.id,
        clockOutTime: '2025-01-06T14:30:00.000Z',
        latitude: first.latitude,
        longitude: first.longitude,
      }),
    ]);
  });

  it('sync.md #5: a transient database error mid-batch: earlier mutations stay, later ones retry, no duplicates', async () => {
    const client = randomUUID();
    const batch = [1, 2, 3, 4, 5].map((id) => schedule(id));
    const before = await count('schedules');
    // The database fails at mutation 3 for as long as this push runs (both its attempts, when the
    // first, optimistic one gives way to the one with savepoints: decision 0096), then recovers.
    let down = true;
    faults.beforeMutation = (m) => {
      if (m.id === 3 && down) throw Object.assign(new Error('connection terminated unexpectedly'), { code: '57P01' });
    };
    try {
      const res = await push(h, crew, client, batch);
      expect(res.status).toBe(500);
      expect(await count('schedules')).toBe(before + 2);
      down = false;
      const retry = await pushOk(h, crew, client, batch);
      expect(retry.results.map((r) => [r.id, r.status, r.duplicate ?? false])).toEqual([
        [1, 'applied', true],
        [2, 'applied', true],
        [3, 'applied', false],
        [4, 'applied', false],
        [5, 'applied', false],
      ]);
      expect(await count('schedules')).toBe(before + 5);
      expect(await count('sync_mutations', client)).toBe(5);
    } finally {
      faults.beforeMutation = undefined;
    }
  });

  it('sync.md #7 (server): a device id belongs to the user who created it; another user is refused', async () => {
    const client = randomUUID();
    await pushOk(h, crew, client, [schedule(1)]);
    const asAdmin = await push(h, admin, client, [schedule(2)]);
    expect(asAdmin.status).toBe(403);
    const pulled = await h.json(
      'GET',
      `/api/sync/pull?cursor=0&protocol=${SYNC_PROTOCOL}&clientId=${client}`,
      undefined,
      { cookie: admin },
    );
    expect(pulled.status).toBe(403);
    expect(await count('sync_mutations', client)).toBe(1);
  });

  it('issue 9 hand-over: a push or pull naming another device owner is refused (401) and binds nothing', async () => {
    // Crew A's engine, still running in another tab after B signed in there, sends A's outbox with
    // B's cookie. The server must not bind A's fresh device id to B, apply anything, or pull B's rows.
    const session = await h.json('GET', '/api/auth/session', undefined, { cookie: crew });
    const crewUserId = ((await session.json()) as { user: { id: string } }).user.id;
    const client = randomUUID();
    const body = { protocol: SYNC_PROTOCOL, clientId: client, userId: crewUserId, mutations: [schedule(1)] };
    const asAdmin = await h.json('POST', '/api/sync/push', body, { cookie: admin });
    expect(asAdmin.status).toBe(401);
    expect(await asAdmin.json()).toMatchObject({ error: { code: 'session_not_owner' } });
    const pulled = await h.json(
      'GET',
      `/api/sync/pull?cursor=0&protocol=${SYNC_PROTOCOL}&clientId=${client}&userId=${crewUserId}`,
      undefined,
      {
        cookie: admin,
      },
    );
    expect(pulled.status).toBe(401);
    const bound = await h.db.sql`select 1 from sync_clients where client_id = ${client}`;
    expect(bound).toHaveLength(0);
    expect(await count('sync_mutations', client)).toBe(0);
    // Its owner's session then pushes it as usual.
    const own = await h.json('POST', '/api/sync/push', body, { cookie: crew });
    expect(own.status).toBe(200);
    expect(await count('sync_mutations', client)).toBe(1);
  });

  it('sync.md #9: a push commits while a pull is in flight: the next pull contains it', async () => {
    const client = randomUUID();
    const start = (await pullAll(h, crew)).last.cursor;
    const scheduleId = randomUUID();
    let pushed: Promise<unknown> | undefined;
    faults.onPullSnapshot = () => {
      faults.onPullSnapshot = undefined;
      pushed = pushOk(h, crew, client, [schedule(1, scheduleId)]);
      // PostgreSQL: let the push commit while this snapshot is open. PGlite has one connection,
      // so the push can only run after this pull; the property checked is the same.
      return h.db.kind === 'postgres' ? (pushed as Promise<void>) : undefined;
    };
    const inFlight = await pull(h, crew, start);
    await pushed;
    const inFlightIds = (inFlight.changes.schedules ?? []).map((r) => r.id);
    const next = await pull(h, crew, inFlight.cursor);
    const nextIds = (next.changes.schedules ?? []).map((r) => r.id);
    if (h.db.kind === 'postgres') {
      // The snapshot predates the push, so the in-flight page cannot have it and its cursor stops before it.
      expect(inFlightIds).not.toContain(scheduleId);
      expect(nextIds).toContain(scheduleId);
    }
    expect([...inFlightIds, ...nextIds]).toContain(scheduleId);
  });

  it('sync.md #10: a job is cancelled while a crew is offline with a pending change to it: rejected with a reason', async () => {
    const other = await seedJob(h, admin);
    const adminClient = randomUUID();
    await pushOk(h, admin, adminClient, [
      mutation(1, 'setAppointmentStatus', { appointmentId: other.appointmentId, status: 'cancelled' }),
    ]);
    const client = randomUUID();
    const res = await pushOk(h, other.crew, client, [
      mutation(1, 'clockIn', clockInArgs(other.employeeId, other.appointmentId)),
    ]);
    expect(res.results[0]).toMatchObject({ status: 'rejected', error: { code: 'job_cancelled' } });
    expect(res.results[0]?.error?.message).toMatch(/cancelled/);
    const entries = await h.db.sql`select 1 from time_entries where employee_id = ${other.employeeId}`;
    expect(entries).toHaveLength(0);
    // Admins see refused changes from every device.
    const listed = await h.json('GET', '/api/sync/rejections', undefined, { cookie: admin });
    const rejections = DeviceRejectionSchema.array().parse(await listed.json());
    const username = `crew-${other.employeeId.slice(0, 8)}`;
    expect(rejections).toContainEqual(expect.objectContaining({ clientId: client, code: 'job_cancelled', username }));
    expect((await h.json('GET', '/api/sync/rejections', undefined, { cookie: other.crew })).status).toBe(403);
  });

  it('records training progress once per employee and module, and refuses an unknown module', async () => {
    const [module] = await h.db.sql<{ id: string }[]>`
      insert into training_modules (title, description, content, module_order, estimated_minutes, version)
      values ('Safety', 'Lifting', '<p>Bend your knees</p>', 99, 10, 1) returning id`;
    const moduleId = module?.id ?? '';
    await h.db.sql`
      insert into quiz_questions (module_id, question, options, correct_answer, question_order, version)
      values (${moduleId}, 'Knees?', ${h.db.sql.json(['Bend', 'Lock'])}, 0, 1, 1)`;
    const client = randomUUID();
    const finish = (id: number, answer: number) =>
      mutation(id, 'finishQuiz', { id: randomUUID(), ...buildFinishQuiz(job.employeeId, moduleId, [answer]) });
    const res = await pushOk(h, admin, client, [
      mutation(1, 'openTrainingModule', { id: randomUUID(), employeeId: job.employeeId, moduleId }),
      finish(2, 1),
      finish(3, 0),
      mutation(4, 'openTrainingModule', { id: randomUUID(), employeeId: job.employeeId, moduleId: randomUUID() }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'rejected']);
    const rows = await h.db
      .sql`select status, score, attempts from employee_progress where employee_id = ${job.employeeId}`;
    expect(rows).toEqual([{ status: 'completed', score: 100, attempts: 2 }]);
  });

  it('refuses bad input with 4xx and records permanent refusals (unknown mutator, bad args, admin-only)', async () => {
    const client = randomUUID();
    const res = await pushOk(h, crew, client, [
      { id: 1, name: 'dropTables', args: {}, clientTime: '2025-01-06T15:00:00.000Z' },
      mutation(2, 'upsertSchedule', {
        id: randomUUID(),
        employeeId: job.employeeId,
        date: 'soon',
        startTime: '8',
        endTime: '9',
      }),
      mutation(3, 'setAppointmentStatus', { appointmentId: job.appointmentId, status: 'cancelled' }),
    ]);
    expect(res.results.map((r) => r.error?.code)).toEqual(['unknown_mutator', 'invalid_args', 'forbidden']);
    const bad = await h.json(
      'POST',
      '/api/sync/push',
      { protocol: SYNC_PROTOCOL, clientId: 'nope', mutations: [] },
      { cookie: crew },
    );
    expect(bad.status).toBe(400);
    const anonymous = await h.json('POST', '/api/sync/push', {
      protocol: SYNC_PROTOCOL,
      clientId: client,
      mutations: [],
    });
    expect(anonymous.status).toBe(401);
    const tooMany = await h.json(
      'POST',
      '/api/sync/push',
      { protocol: SYNC_PROTOCOL, clientId: client, mutations: Array.from({ length: 101 }, (_, i) => schedule(i + 4)) },
      { cookie: crew },
    );
    expect(tooMany.status).toBe(400);
    const big = await h.json(
      'POST',
      '/api/sync/push',
      {
        protocol: SYNC_PROTOCOL,
        clientId: client,
        mutations: [{ ...schedule(4), args: { notes: 'x'.repeat(1_100_000) } }],
      },
      { cookie: crew },
    );
    expect(big.status).toBe(413);
    // A body over the ordinary 64 KB limit is still fine for a push.
    const wide = await h.json(
      'POST',
      '/api/sync/push',
      {
        protocol: SYNC_PROTOCOL,
        clientId: client,
        mutations: [{ ...schedule(4), args: { pad: 'x'.repeat(100_000) } }],
      },
      { cookie: crew },
    );
    expect(PushResponseSchema.parse(await wide.json()).results[0]?.status).toBe('rejected');
  });
});
