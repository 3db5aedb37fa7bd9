/** "On my way" on Today, on a real Dexie database (fake-indexeddb): tapped, waiting, then sent. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { mutate } from '../outbox.ts';
import { deviceDb } from '../testing/rows.ts';
import { onMyWayState } from './on-my-way.ts';

const JOB = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const EMPLOYEE = '33333333-3333-4333-8333-333333333333';

describe('on my way state', () => {
  it('is untapped, then waiting in the outbox, then sent once the server acknowledged it', async () => {
    const db = deviceDb();
    expect(await onMyWayState(db, JOB)).toEqual({ tappedAt: null, waiting: false });
    const id = await mutate(
      db,
      'announceOnMyWay',
      { id: '44444444-4444-4444-8444-444444444444', appointmentId: JOB, employeeId: EMPLOYEE },
      new Date('2026-03-02T14:00:00.000Z'),
    );
    expect(await onMyWayState(db, JOB)).toEqual({ tappedAt: '2026-03-02T14:00:00.000Z', waiting: true });
    expect(await onMyWayState(db, OTHER)).toEqual({ tappedAt: null, waiting: false });
    await db.outbox.delete(id); // acknowledged by the server
    expect(await onMyWayState(db, JOB)).toEqual({ tappedAt: '2026-03-02T14:00:00.000Z', waiting: false });
  });
});
