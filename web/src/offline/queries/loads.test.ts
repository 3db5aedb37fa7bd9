/**
 * The load screen's reads (decision 0200) on the phone's own database: today's truck, the office's
 * facilities, today's jobs with their truck share, and a load recorded offline shown at once,
 * split with the server's allocation and marked as waiting to send.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applyLocal } from '../local-mutators.ts';
import { deviceDb, jobRow } from '../testing/rows.ts';
import { DEFAULT_SHARE_EIGHTHS, loadScreen, todayTruck } from './loads.ts';

const TODAY = '2026-03-10';
const CREATED = '2026-03-01T12:00:00.000Z';

describe('load screen queries', () => {
  it('today’s truck is the one the office set for this person today, not another day’s or another person’s', async () => {
    const db = deviceDb();
    const me = randomUUID();
    const truck = { id: randomUUID(), name: 'Truck 2', plate: 'GA 100AA', capacityCubicYards: 16, createdAt: CREATED };
    const other = { ...truck, id: randomUUID(), name: 'Truck 3' };
    await db.synced('trucks').bulkPut([truck, other]);
    await db.synced('truckDays').bulkPut([
      { id: randomUUID(), date: '2026-03-09', employeeId: me, truckId: other.id, createdAt: CREATED },
      { id: randomUUID(), date: TODAY, employeeId: randomUUID(), truckId: other.id, createdAt: CREATED },
    ]);
    expect(await todayTruck(db, me, TODAY)).toBeNull();
    await db
      .synced('truckDays')
      .put({ id: randomUUID(), date: TODAY, employeeId: me, truckId: truck.id, createdAt: CREATED });
    expect((await todayTruck(db, me, TODAY))?.name).toBe('Truck 2');
  });

  it('a load recorded offline shows at once, split like the server splits it, waiting to send', async () => {
    const db = deviceDb();
    const me = randomUUID();
    const a = jobRow(TODAY, { assignedEmployeeIds: [me], preferredTimeSlot: '8:00 AM - 10:00 AM' });
    const b = jobRow(TODAY, { assignedEmployeeIds: [me], preferredTimeSlot: '10:00 AM - 12:00 PM' });
    await db.synced('appointments').bulkPut([a, b, jobRow(TODAY)]);
    const facility = {
      id: randomUUID(),
      kind: 'donation' as const,
      name: 'Habitat ReStore',
      address: null,
      createdAt: CREATED,
    };
    await db.synced('facilities').put(facility);
    const before = await loadScreen(db, me, TODAY);
    expect(before.jobs.map((j) => [j.job.id, j.shareEighths])).toEqual([
      [a.id, DEFAULT_SHARE_EIGHTHS],
      [b.id, DEFAULT_SHARE_EIGHTHS],
    ]);
    const id = randomUUID();
    await db.transaction('rw', db.allTables, () =>
      applyLocal(
        db,
        'recordLoad',
        {
          id,
          facilityId: facility.id,
          employeeId: me,
          ticketNumber: 'R-7',
          material: 'furniture',
          volumeTenths: 25,
          feeCents: 0,
          items: 'Sofa, two chairs',
          dumpedAt: '2026-03-10T16:00:00.000Z',
          shares: [
            { appointmentId: a.id, shareEighths: 3 },
            { appointmentId: b.id, shareEighths: 2 },
          ],
        },
        '2026-03-10T16:00:00.000Z',
      ),
    );
    const [load] = (await loadScreen(db, me, TODAY)).loads;
    expect(load).toMatchObject({ id, waiting: true, facilityName: 'Habitat ReStore', charity: 'Habitat ReStore' });
    // 25 tenths at 3:2 → 15 and 10.
    expect(load?.shares.map((s) => s.volumeTenths)).toEqual([15, 10]);
  });
});
