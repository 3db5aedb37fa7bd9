/**
 * Stale edits on the device (decisions 0226 and 0260, sync.md #20), against the real
 * API: an edit queued on a phone carries the version of the server copy it was based on, so an
 * edit made offline days ago is refused over the office's newer change, the crew member sees why,
 * and the phone shows the office's version. The server side is api/test/stale-edits.test.ts.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { type EstimateSelection, estimateLinesHash, formatCents, PriceBookSchema, priceEstimate } from '@haul/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutate } from './outbox.ts';
import { signIn, startApi, type TestApi } from './testing/api-server.ts';
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

describe('sync.md #20 stale estimate edits (device)', () => {
  it('a phone’s offline estimate edits over the office’s newer estimate are refused with a reason; the phone shows the office’s', async () => {
    const cookie = await signIn(api, 'admin');
    const book = PriceBookSchema.parse(
      await (await fetch(`${api.url}/api/price-books/current`, { headers: { cookie } })).json(),
    );
    const id = randomUUID();
    const estimate = async (selection: Partial<EstimateSelection>) => {
      const full = { priceBookNumber: book.number, shareEighths: 4, items: [], surcharges: [], ...selection };
      const priced = priceEstimate(book, book.number, full);
      if (!priced.ok) throw new Error(priced.message);
      const args = {
        id,
        appointmentId: job.appointmentId,
        selection: full,
        totalCents: priced.totalCents,
        linesHash: await estimateLinesHash(priced),
      };
      return { args, lines: priced.lines.length };
    };
    // The office puts the crew on the job and prices it; the crew's phone syncs it.
    const office = job.admin;
    await mutate(office.db, 'assignEmployee', { appointmentId: job.appointmentId, employeeId: job.employeeId });
    await mutate(office.db, 'saveEstimate', (await estimate({ shareEighths: 4 })).args);
    expect(await office.engine.syncNow()).toBe('ok');
    const phone = await makeDevice(api, 'crew');
    expect(await phone.engine.syncNow()).toBe('ok');
    const pulled = await phone.db.synced('estimates').get(id);
    expect(pulled?.version).toEqual(expect.any(Number));

    // Offline, the crew member changes it twice; the office changes it meanwhile.
    await mutate(phone.db, 'saveEstimate', (await estimate({ shareEighths: 2 })).args);
    await mutate(phone.db, 'saveEstimate', (await estimate({ shareEighths: 3 })).args);
    const queued = await phone.db.outbox.orderBy('id').toArray();
    expect(queued.map((m) => (m.args as { baseVersion?: number }).baseVersion)).toEqual([
      pulled?.version,
      pulled?.version,
    ]);
    const newer = await estimate({ shareEighths: 8, items: [{ code: 'mattress', quantity: 1 }] });
    await mutate(office.db, 'saveEstimate', newer.args);
    expect(await office.engine.syncNow()).toBe('ok');

    expect(await phone.engine.syncNow()).toBe('ok');
    const refusals = await phone.db.rejections.toArray();
    expect(refusals.map((r) => r.code)).toEqual(['edit_conflict', 'edit_conflict']);
    expect(refusals[0]?.message).toContain(
      `it is now ${formatCents(newer.args.totalCents)} for ${newer.lines} lines, not signed`,
    );
    const shown = await phone.db.synced('estimates').get(id);
    expect(shown).toMatchObject({ totalCents: newer.args.totalCents, linesHash: newer.args.linesHash });
    expect(shown?._pending).toBeUndefined();
  });
});
