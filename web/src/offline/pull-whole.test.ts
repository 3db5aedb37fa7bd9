/**
 * Decision 0223 on the device: an incremental pull never shows part of one server transaction. The
 * test API pages pulls by 5 rows; the office creates 12 jobs in one push (one transaction, one
 * change version), so the pull that brings them spans three pages whose first two end inside
 * that version.
 */
import 'fake-indexeddb/auto';
import { buildJob } from '@haul/shared/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutate } from './outbox.ts';
import { startApi, type TestApi } from './testing/api-server.ts';
import { makeDevice } from './testing/devices.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ PULL_PAGE_SIZE: '5' });
});
afterAll(async () => {
  await api?.stop();
});

describe('an incremental pull', () => {
  it('applies a server transaction whole, never the part of it one page holds', async () => {
    const office = await makeDevice(api, 'admin');
    const phone = await makeDevice(api, 'admin');
    expect(await phone.engine.syncNow()).toBe('ok');
    const jobs = Array.from({ length: 12 }, () => buildJob('2026-12-01'));
    for (const job of jobs) await mutate(office.db, 'createAppointment', job);
    expect(await office.engine.syncNow()).toBe('ok');

    // What the phone shows of those 12 each time it asks for another page.
    const seen: number[] = [];
    const ids = jobs.map((j) => j.id);
    const real = phone.transport.fetch;
    phone.transport.fetch = async (input, init) => {
      if (String(input).includes('/api/sync/pull'))
        seen.push((await phone.db.synced('appointments').bulkGet(ids)).filter(Boolean).length);
      return real(input, init);
    };
    expect(await phone.engine.syncNow()).toBe('ok');
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.every((n) => n === 0 || n === 12)).toBe(true);
    expect((await phone.db.synced('appointments').bulkGet(ids)).filter(Boolean)).toHaveLength(12);
  });
});
