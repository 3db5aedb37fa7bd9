/** The team queries on a real Dexie database (fake-indexeddb): who each list shows, by full name. */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deviceDb, employeeRow } from '../testing/rows.ts';
import { activeEmployees, allEmployees, employeeById, employeeNames } from './employees.ts';

async function team() {
  const db = deviceDb();
  const rows = {
    zoe: employeeRow({ firstName: 'Zoe', lastName: 'Adams' }),
    andre: employeeRow({ firstName: 'Andre', lastName: 'Coleman' }),
    away: employeeRow({ firstName: 'Maria', lastName: 'Brooks', status: 'vacation' }),
    gone: employeeRow({ firstName: 'Bea', lastName: 'Ford', status: 'inactive' }),
    deleted: employeeRow({ firstName: 'Carl', lastName: 'Deleted', _deleted: 1, _pending: 1 }),
  };
  await db.synced('employees').bulkPut(Object.values(rows));
  return { db, rows };
}

const fullNames = (list: { firstName: string; lastName: string }[]) => list.map((e) => `${e.firstName} ${e.lastName}`);

describe('employee queries', () => {
  it("the office's team list shows everyone not deleted, inactive too, by full name", async () => {
    const { db } = await team();
    expect(fullNames(await allEmployees(db))).toEqual(['Andre Coleman', 'Bea Ford', 'Maria Brooks', 'Zoe Adams']);
  });

  it('the pickers (clock, training) leave out inactive employees but keep those on vacation', async () => {
    const { db } = await team();
    expect(fullNames(await activeEmployees(db))).toEqual(['Andre Coleman', 'Maria Brooks', 'Zoe Adams']);
  });

  it('finds one employee by id, deleted or not, and null without an id or for an unknown one', async () => {
    const { db, rows } = await team();
    expect(await employeeById(db, rows.andre.id)).toEqual(rows.andre);
    expect((await employeeById(db, rows.deleted.id))?.lastName).toBe('Deleted');
    expect(await employeeById(db, null)).toBeNull();
    expect(await employeeById(db, randomUUID())).toBeNull();
  });

  it('names every employee the device knows, so an old photo still says who took it', async () => {
    const { db, rows } = await team();
    const names = await employeeNames(db);
    expect(names.size).toBe(5);
    expect(names.get(rows.andre.id)).toBe('Andre Coleman');
    expect(names.get(rows.deleted.id)).toBe('Carl Deleted');
  });
});
