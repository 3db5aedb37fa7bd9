/**
 * Jobs kept one record per day (decision 0286), on a real Dexie database (fake-indexeddb): a row
 * is found by its id wherever its day is, moves when its day changes, leaves no empty day behind,
 * and a live query wakes when a job of a day it read changes.
 */
import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { deviceDb, jobRow } from './testing/rows.ts';

const MON = '2026-03-30';
const TUE = '2026-03-31';

describe('jobs kept by day', () => {
  it('finds each job by id, by day and in all, by day and then id', async () => {
    const db = deviceDb();
    const rows = [jobRow(TUE), jobRow(MON), jobRow(TUE), jobRow(MON)];
    await db.synced('appointments').bulkPut(rows);
    const sorted = [...rows].sort((a, b) => a.preferredDate.localeCompare(b.preferredDate) || a.id.localeCompare(b.id));
    expect((await db.synced('appointments').toArray()).map((r) => r.id)).toEqual(sorted.map((r) => r.id));
    expect((await db.synced('appointments').rowsIn([TUE])).map((r) => r.id)).toEqual(sorted.slice(2).map((r) => r.id));
    expect(await db.synced('appointments').get(rows[2]?.id as string)).toEqual(rows[2]);
    expect(await db.synced('appointments').bulkGet([rows[1]?.id as string, 'nope', rows[0]?.id as string])).toEqual([
      rows[1],
      undefined,
      rows[0],
    ]);
    expect(await db.synced('appointments').count()).toBe(4);
    expect(await db.synced('appointments').store.count()).toBe(2);
  });

  it('moves a job to its new day when it is rescheduled, and drops a day left empty', async () => {
    const db = deviceDb();
    const job = jobRow(MON, { lastName: 'Moved' });
    const stays = jobRow(TUE);
    await db.synced('appointments').bulkPut([job, stays]);
    await db.synced('appointments').put({ ...job, preferredDate: TUE });
    expect(await db.synced('appointments').rowsIn([MON])).toEqual([]);
    expect((await db.synced('appointments').rowsIn([TUE])).map((r) => r.lastName)).toContain('Moved');
    expect(await db.synced('appointments').count()).toBe(2);
    expect(await db.synced('appointments').store.get(MON)).toBeUndefined();
    await db.synced('appointments').bulkDelete([job.id, stays.id]);
    expect(await db.synced('appointments').store.count()).toBe(0);
  });

  it('keeps both rows of two writes at once to one day, in one transaction and in two', async () => {
    const db = deviceDb();
    const rows = [jobRow(MON), jobRow(MON), jobRow(MON), jobRow(MON)];
    await db.transaction('rw', db.synced('appointments').store, () =>
      Promise.all([db.synced('appointments').put(rows[0]!), db.synced('appointments').put(rows[1]!)]),
    );
    await Promise.all([db.synced('appointments').put(rows[2]!), db.synced('appointments').put(rows[3]!)]);
    expect(await db.synced('appointments').count()).toBe(4);
  });

  it("wakes a live read of one job when its day's bucket changes, and not for another day", async () => {
    const db = deviceDb();
    const [job, other] = [jobRow(MON, { lastName: 'Before' }), jobRow(TUE)];
    await db.synced('appointments').bulkPut([job, other]);
    const seen: (string | undefined)[] = [];
    const sub = liveQuery(() => db.synced('appointments').get(job.id)).subscribe((r) => seen.push(r?.lastName));
    await expect.poll(() => seen).toEqual(['Before']);
    await db.synced('appointments').put({ ...other, lastName: 'Elsewhere' });
    await db.synced('appointments').put({ ...job, lastName: 'After' });
    await expect.poll(() => seen.at(-1)).toBe('After');
    expect(seen).toEqual(['Before', 'After']);
    sub.unsubscribe();
  });
});
