/** What the sync strip reads, on a real Dexie database (fake-indexeddb). */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LAST_SYNCED_AT } from '../apply-pull.ts';
import { setMeta } from '../db.ts';
import { deviceDb } from '../testing/rows.ts';
import { lastSyncedAt, openRejections } from './sync-status.ts';

describe('sync status queries', () => {
  it('lists the refused changes the person has not dismissed yet', async () => {
    const db = deviceDb();
    const refusal = { name: 'clockIn', code: 'forbidden', message: 'No', args: {}, at: '2026-03-02T14:00:00.000Z' };
    await db.rejections.bulkPut([
      { ...refusal, mutationId: 1 },
      { ...refusal, mutationId: 2, dismissed: 1 },
      { ...refusal, mutationId: 3 },
    ]);
    expect((await openRejections(db)).map((r) => r.mutationId)).toEqual([1, 3]);
  });

  it('knows when the device last synced, and that it never has', async () => {
    const db = deviceDb();
    expect(await lastSyncedAt(db)).toBeUndefined();
    await setMeta(db, LAST_SYNCED_AT, '2026-03-02T14:05:00.000Z');
    expect(await lastSyncedAt(db)).toBe('2026-03-02T14:05:00.000Z');
  });
});
