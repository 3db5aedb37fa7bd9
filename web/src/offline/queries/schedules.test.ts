/** One day's schedule on a real Dexie database (fake-indexeddb). */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deviceDb, scheduleRow } from '../testing/rows.ts';
import { daySchedules } from './schedules.ts';

describe('daySchedules', () => {
  it("lists the day's entries not deleted on this device, earliest start first", async () => {
    const db = deviceDb();
    const [ana, ben] = [randomUUID(), randomUUID()];
    await db
      .synced('schedules')
      .bulkPut([
        scheduleRow(ana, '2026-03-02', { startTime: '12:00', notes: 'noon' }),
        scheduleRow(ben, '2026-03-02', { startTime: '07:30', notes: 'early' }),
        scheduleRow(ana, '2026-03-02', { startTime: '06:00', notes: 'deleted', _deleted: 1 }),
        scheduleRow(ben, '2026-03-03', { startTime: '05:00', notes: 'next day' }),
        scheduleRow(ana, '2026-03-02', { startTime: '09:00', notes: 'not available', isAvailable: false }),
      ]);
    expect((await daySchedules(db, '2026-03-02')).map((s) => s.notes)).toEqual(['early', 'not available', 'noon']);
  });
});
