/**
 * Decision 0047 on the device: the full reset staged and swapped in at its end, no ghost rows,
 * no aborted reset for an outdated pending mutation, every refusal delivered, pushes sized by
 * bytes and split on 413, pulled rows parsed, and "Update the app" on 426. The test API pages
 * pulls by 5 rows so every reset spans several pages.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import type { MutatorName } from '@haul/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMeta, type OfflineDb, setMeta } from './db.ts';
import { mutate, NEXT_MUTATION_ID } from './outbox.ts';
import { serverCount, serverMutations, startApi, type TestApi } from './testing/api-server.ts';
import { type Device, makeDevice, punchAt, seedJob } from './testing/devices.ts';

let api: TestApi;
let job: Awaited<ReturnType<typeof seedJob>>;
beforeAll(async () => {
  api = await startApi({ PULL_PAGE_SIZE: '5' });
  job = await seedJob(api);
});
afterAll(async () => {
  await api?.stop();
});

const clientIdOf = async (db: OfflineDb) => (await db.meta.get('clientId'))?.value as string;
const schedule = (notes: string, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  employeeId: job.employeeId,
  date: '2025-01-07',
  startTime: '08:00',
  endTime: '16:00',
  notes,
  ...extra,
});
/** The next sync starts with a full reset, as on a new day. */
const forceReset = (d: Device) => setMeta(d.db, 'cursorDay', '2000-01-01');
const scheduleIds = async (db: OfflineDb) =>
  (await db.table('schedules').toCollection().primaryKeys()).map(String).sort();

/** An outbox row written as an older app (or a wider one) would have queued it, unchecked. */
async function queueRaw(db: OfflineDb, name: MutatorName, args: unknown) {
  await db.transaction('rw', db.outbox, db.meta, async () => {
    const id = (await getMeta<number>(db, NEXT_MUTATION_ID)) ?? 1;
    await db.outbox.add({ id, name, args, clientTime: new Date().toISOString(), touched: [] });
    await setMeta(db, NEXT_MUTATION_ID, id + 1);
  });
}

describe('full reset', () => {
  it('sync.md #15 (device): a reset cut after its first page keeps the old data whole, then completes', async () => {
    const admin = await makeDevice(api, 'admin');
    for (let i = 0; i < 6; i++) await mutate(admin.db, 'upsertSchedule', schedule(`reset ${i}`));
    expect(await admin.engine.syncNow()).toBe('ok');
    const d = await makeDevice(api, 'admin');
    expect(await d.engine.syncNow()).toBe('ok');
    const yesterday = await scheduleIds(d.db);
    expect(yesterday.length).toBeGreaterThan(5);
    // Today the server differs: one schedule gone, one new.
    const gone = yesterday[0] ?? '';
    await mutate(admin.db, 'deleteSchedule', { id: gone });
    await mutate(admin.db, 'upsertSchedule', schedule('new today'));
    expect(await admin.engine.syncNow()).toBe('ok');

    await forceReset(d);
    d.transport.faults = ['pass', 'drop-request'];
    expect(await d.engine.syncNow()).toBe('failed');
    expect(await scheduleIds(d.db)).toEqual(yesterday);

    expect(await d.engine.syncNow()).toBe('ok');
    const today = await scheduleIds(d.db);
    expect(today).not.toContain(gone);
    expect(today).toEqual(await scheduleIds(admin.db));
  });

  it('sync.md #15 (device): a reset after old tombstones were purged completes and never loops', async () => {
    const admin = await makeDevice(api, 'admin');
    const doomed = schedule('purged');
    await mutate(admin.db, 'upsertSchedule', doomed);
    expect(await admin.engine.syncNow()).toBe('ok');
    const d = await makeDevice(api, 'admin');
    expect(await d.engine.syncNow()).toBe('ok');
    await mutate(admin.db, 'deleteSchedule', { id: doomed.id });
    expect(await admin.engine.syncNow()).toBe('ok');
    await fetch(`${api.url}/__test/purge`, { method: 'POST' });
    // The device's cursor is now older than the horizon: the server starts a reset.
    d.transport.calls.length = 0;
    const run = d.engine.syncNow();
    const guard = setInterval(() => {
      if (d.transport.calls.length > 400) d.transport.offline = true; // a loop: stop it, fail the test
    }, 50);
    try {
      expect(await run).toBe('ok');
    } finally {
      clearInterval(guard);
    }
    expect(await d.db.table('schedules').get(doomed.id)).toBeUndefined();
    expect(await scheduleIds(d.db)).toEqual(await scheduleIds(admin.db));
  });

  it('a reset that begins on a later page of a pull is staged and replaces everything: no ghost row', async () => {
    const admin = await makeDevice(api, 'admin');
    const doomed = schedule('deleted, then purged, while the device pulls');
    await mutate(admin.db, 'upsertSchedule', doomed);
    expect(await admin.engine.syncNow()).toBe('ok');
    const d = await makeDevice(api, 'admin');
    expect(await d.engine.syncNow()).toBe('ok');
    expect(await d.db.table('schedules').get(doomed.id)).toBeDefined();
    // Enough new rows for several pages of 5, then the deletion in a later change version.
    for (let i = 0; i < 12; i++) await mutate(admin.db, 'upsertSchedule', schedule(`mid-pull ${i}`));
    expect(await admin.engine.syncNow()).toBe('ok');
    await mutate(admin.db, 'deleteSchedule', { id: doomed.id });
    expect(await admin.engine.syncNow()).toBe('ok');
    // The tombstone is purged between the pull's first and second page (as when the day changes
    // under a pull): the second page starts a full reset, which cannot carry that delete.
    let pulls = 0;
    const real = d.transport.fetch;
    d.transport.fetch = async (input, init) => {
      if (String(input).includes('/api/sync/pull') && ++pulls === 2)
        await fetch(`${api.url}/__test/purge`, { method: 'POST' });
      return real(input, init);
    };
    expect(await d.engine.syncNow()).toBe('ok');
    expect(pulls).toBeGreaterThan(2);
    expect(await d.db.table('schedules').get(doomed.id)).toBeUndefined();
    expect(await scheduleIds(d.db)).toEqual(await scheduleIds(admin.db));
  });

  it('a row deleted while a full reset runs, after its page arrived, is gone when the reset completes: no ghost row', async () => {
    const admin = await makeDevice(api, 'admin');
    const doomed = schedule('deleted while a new phone takes its first pull');
    await mutate(admin.db, 'upsertSchedule', doomed);
    expect(await admin.engine.syncNow()).toBe('ok');
    // Rows after it (a later change version), so its page is not the reset's last.
    for (let i = 0; i < 6; i++) await mutate(admin.db, 'upsertSchedule', schedule(`after the doomed one ${i}`));
    expect(await admin.engine.syncNow()).toBe('ok');
    const d = await makeDevice(api, 'admin');
    // The office deletes the row as soon as the page holding it reaches the phone, before the
    // phone asks for the next page: the delete arrives on a later page of the same reset.
    let deletedAfterItsPage = false;
    const real = d.transport.fetch;
    d.transport.fetch = async (input, init) => {
      const res = await real(input, init);
      if (deletedAfterItsPage || !String(input).includes('/api/sync/pull')) return res;
      const body = (await res.clone().json()) as {
        reset: boolean;
        more: boolean;
        changes: { schedules?: { id: string }[] };
      };
      if (body.more && body.changes.schedules?.some((r) => r.id === doomed.id)) {
        deletedAfterItsPage = true;
        await mutate(admin.db, 'deleteSchedule', { id: doomed.id });
        expect(await admin.engine.syncNow()).toBe('ok');
      }
      return res;
    };
    expect(await d.engine.syncNow()).toBe('ok');
    expect(deletedAfterItsPage).toBe(true);
    expect(await d.db.table('schedules').get(doomed.id)).toBeUndefined();
    expect(await scheduleIds(d.db)).toEqual(await scheduleIds(admin.db));
  });

  it('a refused mutation re-applied during a multi-page reset leaves no ghost row', async () => {
    const other = await makeDevice(api, 'crew');
    // Enough rows that the crew's reset spans several pages of 5.
    for (let i = 0; i < 8; i++) await mutate(other.db, 'upsertSchedule', schedule(`page filler ${i}`));
    const { employeeId, appointmentId } = await seedJob(api);
    await mutate(other.db, 'clockIn', punchAt(employeeId, appointmentId, new Date(Date.now() - 3_600_000)));
    expect(await other.engine.syncNow()).toBe('ok');
    const d = await makeDevice(api, 'crew');
    expect(await d.engine.syncNow()).toBe('ok');
    // Offline, this device clocks the same employee in: the server will refuse it.
    const refused = punchAt(employeeId, appointmentId, new Date(Date.now() - 1_800_000));
    await mutate(d.db, 'clockIn', refused);
    expect(await d.db.synced('timeEntries').get(refused.id)).toBeDefined();
    await forceReset(d);
    expect(await d.engine.syncNow()).toBe('ok');
    expect(await d.db.synced('timeEntries').get(refused.id)).toBeUndefined();
    expect(await d.db.rejections.toArray()).toEqual([expect.objectContaining({ code: 'already_clocked_in' })]);
    expect(await d.db.outbox.count()).toBe(0);
  });

  it('a pending mutation that no longer validates after an update becomes a visible refusal, not an aborted reset', async () => {
    const d = await makeDevice(api, 'crew');
    expect(await d.engine.syncNow()).toBe('ok');
    await mutate(d.db, 'upsertSchedule', schedule('fine'));
    // Queued by the previous app version, when end times were free text.
    await queueRaw(d.db, 'upsertSchedule', { ...schedule('old'), endTime: 'late afternoon' });
    await forceReset(d);
    await d.engine.pullNow();
    expect(await d.db.rejections.toArray()).toEqual([expect.objectContaining({ code: 'invalid_args' })]);
    expect(await d.db.table('schedules').where('employeeId').equals(job.employeeId).count()).toBeGreaterThan(0);
    expect(await d.engine.syncNow()).toBe('ok');
    expect(await d.db.outbox.count()).toBe(0);
    const recorded = await serverMutations(api, await clientIdOf(d.db));
    expect(recorded.map((m) => m.status)).toEqual(['applied', 'rejected']);
  });
});

describe('refusals and batches', () => {
  it('130 refusals all reach the device', async () => {
    const d = await makeDevice(api, 'crew');
    for (let i = 0; i < 130; i++) {
      await mutate(d.db, 'clockOut', {
        employeeId: job.employeeId,
        timeEntryId: randomUUID(),
        clockOutTime: new Date().toISOString(),
        latitude: 33.77,
        longitude: -84.29,
      });
    }
    expect(await d.engine.syncNow()).toBe('ok');
    const kept = await d.db.rejections.toArray();
    expect(kept).toHaveLength(130);
    expect(new Set(kept.map((r) => r.code))).toEqual(new Set(['not_clocked_in']));
  });

  it('a 2 MB outbox is sent in batches under the byte cap, and a 413 from a proxy splits the batch', async () => {
    const d = await makeDevice(api, 'crew');
    const before = await serverCount(api, 'schedules');
    // 100 mutations of ~21 KB: 2.1 MB, over the 1 MB cap in one request (unknown keys are dropped by the schema).
    for (let i = 0; i < 100; i++)
      await queueRaw(d.db, 'upsertSchedule', schedule(`wide ${i}`, { pad: 'x'.repeat(21_000) }));
    expect(await d.engine.syncNow()).toBe('ok');
    expect(await d.db.outbox.count()).toBe(0);
    expect(await serverCount(api, 'schedules')).toBe(before + 100);
    const pushes = d.transport.calls.filter((c) => c === 'POST /api/sync/push').length;
    expect(pushes).toBeGreaterThanOrEqual(3);

    // Behind a proxy that allows 100 KB: 413, then halves until the batches fit.
    for (let i = 0; i < 20; i++)
      await queueRaw(d.db, 'upsertSchedule', schedule(`proxied ${i}`, { pad: 'y'.repeat(21_000) }));
    d.transport.maxBodyBytes = 100_000;
    expect(await d.engine.syncNow()).toBe('ok');
    expect(await serverCount(api, 'schedules')).toBe(before + 120);
    d.transport.maxBodyBytes = null;
    const ids = (await serverMutations(api, await clientIdOf(d.db))).map((m) => m.id);
    expect(ids).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
  });

  it('one mutation too large to ever send becomes a visible refusal; the ones after it still go', async () => {
    const d = await makeDevice(api, 'crew');
    await queueRaw(d.db, 'upsertSchedule', schedule('huge', { pad: 'z'.repeat(1_100_000) }));
    await mutate(d.db, 'upsertSchedule', schedule('after the huge one'));
    expect(await d.engine.syncNow()).toBe('ok');
    expect(await d.db.outbox.count()).toBe(0);
    expect(await d.db.rejections.toArray()).toEqual([expect.objectContaining({ code: 'too_large' })]);
    expect((await serverMutations(api, await clientIdOf(d.db))).map((m) => m.status)).toEqual(['applied']);
  });
  it('a change too large to ever send is taken off the screen, not left showing as saved', async () => {
    const d = await makeDevice(api, 'crew');
    expect(await d.engine.syncNow()).toBe('ok'); // so the next pull is incremental, not a reset that replaces all
    const s = schedule('too large for any network');
    const id = await mutate(d.db, 'upsertSchedule', s);
    expect(await d.db.table('schedules').get(s.id)).toMatchObject({ _pending: 1 });
    // Its args grew past what any server accepts (an older app kept more in them).
    const queued = await d.db.outbox.get(id);
    await d.db.outbox.update(id, { args: { ...(queued?.args as object), pad: 'z'.repeat(1_100_000) } });
    expect(await d.engine.syncNow()).toBe('ok');
    expect(await d.db.rejections.toArray()).toEqual([expect.objectContaining({ code: 'too_large' })]);
    expect(await d.db.table('schedules').get(s.id)).toBeUndefined();
    expect(await d.db.outbox.count()).toBe(0);
  });
});

describe('pull and protocol', () => {
  it('a pulled row that fails its schema is left out and counted; the rest is applied', async () => {
    const d = await makeDevice(api, 'admin');
    const real = d.transport.fetch;
    let corrupted: string | null = null;
    d.transport.fetch = async (input, init) => {
      const res = await real(input, init);
      if (!String(input).includes('/api/sync/pull') || corrupted) return res;
      const body = (await res.json()) as { changes: Record<string, Record<string, unknown>[]> };
      const row = body.changes.appointments?.[0] ?? body.changes.employees?.[0];
      if (row) {
        corrupted = String(row.id);
        row.id = 42; // what an older or broken server might send
      }
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    expect(await d.engine.syncNow()).toBe('ok');
    expect(corrupted).not.toBeNull();
    expect(d.engine.status.get().skippedRows).toBe(1);
    expect(await d.db.synced('appointments').toArray()).not.toContainEqual(expect.objectContaining({ id: 42 }));
    expect(await d.db.table('employees').get(42)).toBeUndefined();
    expect(await d.db.table('schedules').count()).toBeGreaterThan(0);
  });

  it('a paged pull asks for its next page before storing the one it holds, and still applies every page', async () => {
    const admin = await makeDevice(api, 'admin');
    const d = await makeDevice(api, 'admin');
    expect(await d.engine.syncNow()).toBe('ok');
    for (let i = 0; i < 12; i++) await mutate(admin.db, 'upsertSchedule', schedule(`paged ${i}`));
    expect(await admin.engine.syncNow()).toBe('ok');
    const before = await d.db.table('schedules').count();
    // Schedules stored when each pull request leaves. The count is read in a transaction opened as
    // the request leaves, so it sees exactly what the device had stored by then.
    const storedAtRequest: number[] = [];
    const real = d.transport.fetch;
    d.transport.fetch = async (input, init) => {
      if (String(input).includes('/api/sync/pull')) storedAtRequest.push(await d.db.table('schedules').count());
      return real(input, init);
    };
    expect(await d.engine.syncNow()).toBe('ok');
    expect(storedAtRequest.length).toBeGreaterThan(2);
    // Sequential paging would have stored page one (5 rows) before asking for page two.
    expect(storedAtRequest.slice(0, 2)).toEqual([before, before]);
    expect(await scheduleIds(d.db)).toEqual(await scheduleIds(admin.db));
  });

  it('a 426 shows "Update the app", keeps the outbox, and stops syncing until the update', async () => {
    const d = await makeDevice(api, 'crew');
    await mutate(d.db, 'upsertSchedule', schedule('kept for the new app'));
    const real = d.transport.fetch;
    d.transport.fetch = async () =>
      new Response('{"error":{"code":"update_required","message":"x"},"minProtocol":3}', {
        status: 426,
        headers: { 'content-type': 'application/json' },
      });
    expect(await d.engine.syncNow()).toBe('paused');
    expect(d.engine.status.get().phase).toBe('update-required');
    expect(await d.db.outbox.count()).toBe(1);
    d.transport.fetch = real;
    const calls = d.transport.calls.length;
    expect(await d.engine.syncNow()).toBe('paused');
    expect(d.transport.calls.length).toBe(calls);
  });
});
