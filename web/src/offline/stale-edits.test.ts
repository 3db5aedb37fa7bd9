/**
 * Stale edits on the device (issue 22 §4, decision 0226, sync.md #20), against the real API: an
 * edit queued on a phone carries the version of the server copy it was based on, so an edit made
 * offline days ago is refused over the office's newer change, the crew member sees why, and the
 * phone shows the office's version. The server side is api/test/stale-edits.test.ts.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutate } from './outbox.ts';
import { startApi, type TestApi } from './testing/api-server.ts';
import { makeDevice, seedJob } from './testing/devices.ts';

let api: TestApi;
let job: Awaited<ReturnType<typeof seedJob>>;
beforeAll(async () => {
  api = await startApi();
  job = await seedJob(api);
});
afterAll(async () => {
  await api?.stop();
});

const schedule = (employeeId: string, id: string, startTime: string, notes: string) => ({
  id,
  employeeId,
  date: '2025-01-07',
  startTime,
  endTime: '16:00',
  notes,
});

describe('sync.md #20 stale edits (device)', () => {
  it('a phone’s offline edit over the office’s newer one is refused with a reason; the phone shows the office’s', async () => {
    const phone = await makeDevice(api, 'crew');
    const id = randomUUID();
    await mutate(phone.db, 'upsertSchedule', schedule(job.employeeId, id, '08:00', 'mine'));
    expect(await phone.engine.syncNow()).toBe('ok');
    const pulled = await phone.db.synced('schedules').get(id);
    expect(pulled?.version).toEqual(expect.any(Number));

    // The phone goes offline and edits twice; the office changes the same schedule meanwhile.
    await mutate(phone.db, 'upsertSchedule', schedule(job.employeeId, id, '07:00', 'phone, first'));
    await mutate(phone.db, 'upsertSchedule', schedule(job.employeeId, id, '06:00', 'phone, second'));
    const queued = await phone.db.outbox.orderBy('id').toArray();
    expect(queued.map((m) => (m.args as { baseVersion?: number }).baseVersion)).toEqual([
      pulled?.version,
      pulled?.version,
    ]);
    const office = job.admin;
    expect(await office.engine.syncNow()).toBe('ok');
    await mutate(office.db, 'upsertSchedule', schedule(job.employeeId, id, '12:00', 'office'));
    expect(await office.engine.syncNow()).toBe('ok');

    expect(await phone.engine.syncNow()).toBe('ok');
    const refusals = await phone.db.rejections.toArray();
    expect(refusals.map((r) => r.code)).toEqual(['edit_conflict', 'edit_conflict']);
    expect(refusals[0]?.message).toContain('it is now 2025-01-07 12:00–16:00');
    expect(await phone.db.synced('schedules').get(id)).toMatchObject({ startTime: '12:00', notes: 'office' });
    expect((await phone.db.synced('schedules').get(id))?._pending).toBeUndefined();
  });
});
