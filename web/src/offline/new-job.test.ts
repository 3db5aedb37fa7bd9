/**
 * The office enters a job on its device: the optimistic row the device shows at once is the one
 * the server stores, from the same builder (`newAppointment()` in shared, decision 0305), with or
 * without a site. Only the moment differs (the device's tap, the server's receipt).
 */
import 'fake-indexeddb/auto';
import { buildJob } from '@haul/shared/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverCopy } from './db.ts';
import { mutate } from './outbox.ts';
import { startApi, type TestApi } from './testing/api-server.ts';
import { makeDevice } from './testing/devices.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.stop();
});

describe('a job the office enters offline', () => {
  it('is shown as the server will store it: the same defaults and site flag, before and after sync', async () => {
    const office = await makeDevice(api, 'admin');
    const jobs = [buildJob('2026-12-01'), buildJob('2026-12-01', { site: null })];
    for (const job of jobs) await mutate(office.db, 'createAppointment', job);
    const ids = jobs.map((j) => j.id);
    const rows = async () =>
      (await office.db.synced('appointments').bulkGet(ids)).map((row) => {
        if (!row) throw new Error('the job is not on the device');
        const { createdAt: _moment, ...rest } = serverCopy(row);
        return rest;
      });
    const optimistic = await rows();
    expect(optimistic.map((j) => j.siteFlag)).toEqual([null, 'no_site']);

    expect(await office.engine.syncNow()).toBe('ok');
    const stored = await rows();
    expect(stored).toEqual(optimistic);
    expect((await office.db.synced('appointments').bulkGet(ids)).every((row) => !row?._pending)).toBe(true);
  });
});
