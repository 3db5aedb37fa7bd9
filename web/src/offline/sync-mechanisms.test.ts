/**
 * docs/sync.md #16 on the device: each mechanism the contract names goes red here when it is
 * removed (`pnpm mutants` puts each one back and checks, decision 0255). The device alone, on
 * fake-indexeddb: a pulled page is built as the server sends it and applied through the same
 * `applyPullPage` the engine calls.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import type { PullEnvelope } from '@haul/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPullPage, CURSOR } from './apply-pull.ts';
import { getMeta, type OfflineDb, setMeta } from './db.ts';
import { mutate, NEXT_MUTATION_ID } from './outbox.ts';
import { deviceDb, scheduleRow } from './testing/rows.ts';

const EMPLOYEE = randomUUID();
const NOW = new Date('2026-01-05T15:00:00.000Z');
const opened: OfflineDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});
const open = () => {
  const db = deviceDb();
  opened.push(db);
  return db;
};

const schedule = (id: string, notes: string) => ({
  id,
  employeeId: EMPLOYEE,
  date: '2026-01-06',
  startTime: '08:00',
  endTime: '16:00',
  notes,
});

/** A last pull page as the server sends it: these schedules changed at `version`, nothing acknowledged. */
const page = (version: number, schedules: unknown[]): PullEnvelope => ({
  cursor: `${version}@2026-01-05`,
  reset: false,
  lastMutationId: 0,
  changes: { schedules },
  deletes: {},
  rejections: [],
  more: false,
});

describe('sync.md #16 (device): each mechanism goes red when removed', () => {
  it('sync.md #16 (rebase order): two pending edits of one row, rebased over newer server data, show the later edit', async () => {
    const db = open();
    const id = randomUUID();
    await mutate(db, 'upsertSchedule', schedule(id, 'first'), NOW);
    await mutate(db, 'upsertSchedule', schedule(id, 'second'), NOW);
    // The office changed the same schedule meanwhile: the pull brings its copy, and both pending
    // edits are re-applied on top of it, in the order they were made.
    const server = scheduleRow(EMPLOYEE, '2026-01-06', { id, notes: 'office', version: 7 });
    await applyPullPage(db, page(7, [server]), NOW);
    expect(await db.synced('schedules').get(id)).toMatchObject({ notes: 'second', _pending: 1 });
    expect((await db.outbox.orderBy('id').toArray()).map((m) => m.args)).toMatchObject([
      { notes: 'first' },
      { notes: 'second' },
    ]);
  });

  it('sync.md #16 (one transaction): a change whose outbox row cannot be saved is not shown either', async () => {
    const db = open();
    // The outbox row's write fails (here: its id is taken, as after a storage fault); a crash or
    // a full disk between the two writes is the same case. What the screen shows is what is sent.
    await db.outbox.add({
      id: 1,
      name: 'deleteSchedule',
      args: { id: randomUUID() },
      clientTime: NOW.toISOString(),
      touched: [],
    });
    await setMeta(db, NEXT_MUTATION_ID, 1);
    const id = randomUUID();
    await expect(mutate(db, 'upsertSchedule', schedule(id, 'never sent'), NOW)).rejects.toThrow();
    expect(await db.synced('schedules').get(id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
  });

  it('a pull page that fails to store leaves the cursor where it was, so the same rows are pulled again', async () => {
    const db = open();
    await setMeta(db, CURSOR, '5@2026-01-05');
    const server = scheduleRow(EMPLOYEE, '2026-01-06', { notes: 'from the office', version: 6 });
    // The page's write fails (a full disk, the app killed): nothing of it may count as received.
    const table = db.table('schedules');
    const bulkPut = table.bulkPut;
    table.bulkPut = (() => Promise.reject(new Error('the disk is full'))) as unknown as typeof table.bulkPut;
    try {
      await expect(applyPullPage(db, page(6, [server]), NOW)).rejects.toThrow('the disk is full');
    } finally {
      table.bulkPut = bulkPut;
    }
    expect(await getMeta(db, CURSOR)).toBe('5@2026-01-05');
    expect(await db.synced('schedules').get(server.id)).toBeUndefined();
    // The next sync asks from the old cursor and gets the page again.
    await applyPullPage(db, page(6, [server]), NOW);
    expect(await getMeta(db, CURSOR)).toBe('6@2026-01-05');
    expect(await db.synced('schedules').get(server.id)).toMatchObject({ notes: 'from the office' });
  });
});
