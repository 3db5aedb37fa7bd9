/** Sign-out on a shared phone (decision 0053): what stays of a user's database, on fake-indexeddb. */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { REJECTIONS_THROUGH } from './apply-pull.ts';
import { clientIdFor } from './client-id.ts';
import { databaseName, getMeta, OfflineDb, setMeta } from './db.ts';
import { forgetUserData } from './hand-over.ts';
import { HELD_CHANGE, HELD_REPORTED } from './held-notices.ts';
import { mutate, NEXT_MUTATION_ID } from './outbox.ts';
import { punchAt } from './testing/devices.ts';
import { jobRow } from './testing/rows.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

async function deviceWithData(userId: string) {
  const db = new OfflineDb(databaseName(userId));
  const storage = memoryStorage();
  await clientIdFor(db, userId, storage);
  await db.synced('contactRequests').put({ id: randomUUID() } as never);
  await db.synced('appointments').put(jobRow('2026-11-24'));
  await db.synced('employees').put({ id: randomUUID(), hourlyRate: 31 } as never);
  await setMeta(db, 'cursor', '42');
  return { db, storage };
}

describe('sign-out removes the user’s data from the device', () => {
  it('with nothing unsynced, the whole database and the remembered client id go', async () => {
    const userId = randomUUID();
    const { db, storage } = await deviceWithData(userId);
    expect(await forgetUserData(db, userId, storage)).toBe('nothing');
    expect(await Dexie.exists(databaseName(userId))).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it('an unsynced outbox stays with its client id and mutation number; every synced row and the cursor go', async () => {
    const userId = randomUUID();
    const { db, storage } = await deviceWithData(userId);
    await mutate(db, 'clockIn', punchAt(randomUUID(), randomUUID(), new Date()));
    const clientId = await getMeta<string>(db, 'clientId');
    expect(await forgetUserData(db, userId, storage)).toBe('unsynced-outbox');

    const reopened = new OfflineDb(databaseName(userId));
    expect(await reopened.outbox.count()).toBe(1);
    for (const table of reopened.syncedStores) expect(await table.count(), table.name).toBe(0);
    expect(await getMeta(reopened, 'cursor')).toBeUndefined();
    expect(await getMeta(reopened, 'clientId')).toBe(clientId);
    expect(await getMeta(reopened, NEXT_MUTATION_ID)).toBe(2);
    expect(await clientIdFor(reopened, userId, storage)).toEqual({ clientId, wiped: false });
    reopened.close();
  });

  it('the user’s refusals stay as they were: a dismissed one never comes back undismissed (issue 22)', async () => {
    const userId = randomUUID();
    const { db, storage } = await deviceWithData(userId);
    await mutate(db, 'clockIn', punchAt(randomUUID(), randomUUID(), new Date()));
    const refusal = (mutationId: number) => ({
      mutationId,
      name: 'clockIn',
      code: 'already_clocked_in',
      message: 'You are already clocked in.',
      args: {},
      at: '2026-11-27T14:00:00.000Z',
    });
    await db.rejections.bulkPut([{ ...refusal(7), dismissed: 1 }, refusal(8)]);
    await setMeta(db, REJECTIONS_THROUGH, 8);
    expect(await forgetUserData(db, userId, storage)).toBe('unsynced-outbox');
    const reopened = new OfflineDb(databaseName(userId));
    expect(await reopened.rejections.toArray()).toEqual([{ ...refusal(7), dismissed: 1 }, refusal(8)]);
    // The next pull asks only for refusals after the last one received: none come back.
    expect(await getMeta(reopened, REJECTIONS_THROUGH)).toBe(8);
    reopened.close();
  });

  it('what the office was told is held on the phone stays, so it is cleared once it goes (decision 0265)', async () => {
    const userId = randomUUID();
    const { db, storage } = await deviceWithData(userId);
    await mutate(db, 'clockIn', punchAt(randomUUID(), randomUUID(), new Date()));
    const told = { [`/api/sync/held/${randomUUID()}/change/1`]: new Date().toISOString() };
    await setMeta(db, HELD_REPORTED, told);
    await setMeta(db, HELD_CHANGE, { mutationId: 1, name: 'clockIn', bytes: 300, status: 413, since: 'x' });
    expect(await forgetUserData(db, userId, storage)).toBe('unsynced-outbox');
    const reopened = new OfflineDb(databaseName(userId));
    expect(await getMeta(reopened, HELD_REPORTED)).toEqual(told);
    expect(await getMeta(reopened, HELD_CHANGE)).toMatchObject({ mutationId: 1 });
    reopened.close();
  });
});
