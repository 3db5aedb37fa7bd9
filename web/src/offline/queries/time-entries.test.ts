/** The time clock's entries on a real Dexie database (fake-indexeddb). */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { LIMITS } from '@haul/shared';
import { describe, expect, it } from 'vitest';
import { deviceDb, timeEntryRow } from '../testing/rows.ts';
import { employeeEntries } from './time-entries.ts';

const at = (day: number, hour = 8) => new Date(Date.UTC(2026, 2, day, hour)).toISOString();

describe('employeeEntries', () => {
  it("gives the employee's open entry and their latest entries, newest first, at most the recent limit", async () => {
    const db = deviceDb();
    const [me, other] = [randomUUID(), randomUUID()];
    const closed = Array.from({ length: LIMITS.recentTimeEntries + 2 }, (_, i) =>
      timeEntryRow(me, at(i + 1), { clockOutTime: at(i + 1, 16), totalHours: 8 }),
    );
    const open = timeEntryRow(me, at(20), { _pending: 1 });
    await db
      .synced('timeEntries')
      .bulkPut([...closed, open, timeEntryRow(other, at(21)), timeEntryRow(me, at(22), { _deleted: 1, _pending: 1 })]);
    const { active, recent } = await employeeEntries(db, me);
    expect(active?.id).toBe(open.id);
    expect(recent).toHaveLength(LIMITS.recentTimeEntries);
    expect(recent[0]?.id).toBe(open.id);
    expect(recent.map((e) => e.clockInTime)).toEqual([...recent.map((e) => e.clockInTime)].sort().reverse());
    expect(recent.every((e) => e.employeeId === me && !e._deleted)).toBe(true);
  });

  it('has no open entry once every entry is clocked out, and nothing without an employee', async () => {
    const db = deviceDb();
    const me = randomUUID();
    await db.synced('timeEntries').put(timeEntryRow(me, at(1), { clockOutTime: at(1, 12), totalHours: 4 }));
    expect((await employeeEntries(db, me)).active).toBeNull();
    expect(await employeeEntries(db, '')).toEqual({ active: null, recent: [] });
  });
});
