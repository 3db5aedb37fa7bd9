/**
 * Dexie version 6 (decision 0220) on a phone that queued photos with an older app: each old record
 * (bytes, preview and state in one row) gets a small state row; its bytes and preview stay where
 * they were, untouched, and are still found.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { OfflineDb } from './db.ts';
import { SyncEngine } from './engine.ts';
import { mutate } from './outbox.ts';
import { photoTotals } from './photo-queue.ts';
import { jobPhotos } from './queries/photos.ts';
import { punchAt } from './testing/devices.ts';
import { jobRow } from './testing/rows.ts';

/** The database as version 4 of the app left it (stores of versions 1 to 4). */
function versionFour(name: string) {
  const old = new Dexie(name);
  old.version(4).stores({
    appointments: 'id, preferredDate',
    employees: 'id',
    schedules: 'id, employeeId, date',
    timeEntries: 'id, employeeId, clockInTime',
    jobPhotos: 'id, appointmentId',
    employeeProgress: 'id, employeeId',
    contactRequests: 'id',
    outbox: 'id',
    rejections: 'mutationId',
    photoUploads: 'id, mutationId',
    meta: 'key',
    trainingModules: 'id, moduleOrder',
    quizQuestions: 'id, moduleId',
    badges: 'id',
    employeeBadges: 'id, employeeId',
    priceBooks: 'id, number',
    estimates: 'id, appointmentId',
    invoices: 'id, appointmentId',
    disposalPartners: 'id',
  });
  return old;
}

describe('Dexie version 6', () => {
  it('moves queued photos to small state rows, leaving their bytes and previews untouched', async () => {
    const name = `upgrade-${randomUUID()}`;
    const appointmentId = randomUUID();
    const [cut, sent] = [randomUUID(), randomUUID()];
    const bytes = new Uint8Array(50_000).fill(7).buffer;
    const preview = new Uint8Array([1, 2, 3]).buffer;
    const old = versionFour(name);
    const row = (id: string, state: string, mutationId: number, withBytes: boolean) => ({
      id,
      appointmentId,
      employeeId: randomUUID(),
      photoType: 'before',
      contentType: 'image/jpeg',
      state,
      progress: 0.6,
      queuedAt: '2026-11-27T14:00:00.000Z',
      mutationId,
      ...(withBytes ? { data: bytes } : {}),
      thumbnail: preview,
    });
    // One cut off mid-upload by the app closing, one already on the server (preview only).
    await old.table('photoUploads').bulkAdd([row(cut, 'uploading', 3, true), row(sent, 'uploaded', 2, false)]);
    await old.table('jobPhotos').put({
      id: cut,
      appointmentId,
      employeeId: null,
      photoType: 'before',
      fileName: 'before-photo.jpg',
      contentType: 'image/jpeg',
      byteSize: 0,
      description: null,
      url: '',
      thumbnailUrl: '',
      uploadedAt: '2026-11-27T14:00:00.000Z',
      _pending: 1,
      _base: null,
    });
    old.close();

    const db = new OfflineDb(name);
    expect(await db.photoQueue.get(cut)).toMatchObject({ state: 'queued', progress: 0, mutationId: 3 });
    expect(await db.photoQueue.get(sent)).toMatchObject({ state: 'uploaded', progress: 1, mutationId: 2 });
    const state = await db.photoQueue.get(cut);
    expect(state && 'data' in state).toBe(false);
    expect(state && 'thumbnail' in state).toBe(false);
    expect(new Uint8Array((await db.photoBytes.get(cut))?.data as ArrayBuffer)).toEqual(new Uint8Array(bytes));
    expect(await photoTotals(db)).toEqual({ waiting: 1, uploading: false, percent: 0 });
    // The grid still shows the old preview.
    const [view] = await jobPhotos(db, appointmentId);
    expect(view?.preview).toBeInstanceOf(Blob);
    db.close();
  });
});

/** The app's database with one more version whose upgrade step throws: a bug in a future release. */
class BrokenUpgrade extends OfflineDb {
  constructor(name: string) {
    super(name);
    this.version(99)
      .stores({})
      .upgrade(() => {
        throw new Error('a bug in this version’s upgrade step');
      });
  }
}

describe('a failing upgrade step (issue 22 §8)', () => {
  it('keeps the outbox as the last version left it, and the engine stops at Update the app', async () => {
    const name = `broken-${randomUUID()}`;
    const userId = randomUUID();
    const before = new OfflineDb(name);
    await mutate(before, 'clockIn', punchAt(randomUUID(), randomUUID(), new Date()));
    const queued = await before.outbox.toArray();
    before.close();

    const broken = new BrokenUpgrade(name);
    let requests = 0;
    const engine = new SyncEngine({
      db: broken,
      userId,
      transport: {
        baseUrl: 'http://127.0.0.1:9',
        fetch: async () => {
          requests++;
          throw new TypeError('no network in this test');
        },
      },
    });
    expect(await engine.syncNow()).toBe('paused');
    expect(engine.status.get().phase).toBe('update-required');
    expect(requests).toBe(0);
    // It does not retry: the next sync waits for the update (a reload).
    expect(await engine.syncNow()).toBe('paused');
    await engine.dispose();
    broken.close();

    // The data is where the last version left it: the change is still queued, to be sent after the update.
    const after = new OfflineDb(name);
    expect(await after.outbox.toArray()).toEqual(queued);
    after.close();
  });
});

describe('Dexie versions 7 and 8 (decision 0286)', () => {
  it('copies jobs, time entries and photo records into buckets, pending changes and tombstones kept, and drops the old stores', async () => {
    const name = `upgrade-${randomUUID()}`;
    const old = new Dexie(name);
    old.version(6).stores({
      appointments: 'id, preferredDate',
      timeEntries: 'id, employeeId, clockInTime',
      jobPhotos: 'id, appointmentId',
      outbox: 'id',
      meta: 'key',
      reserve: 'id',
    });
    // The room kept for punches is given to the copy (a full phone's upgrade would not fit).
    await old.table('reserve').put({ id: 'reserve', data: new Uint8Array(1000).buffer });
    const server = jobRow('2026-03-30', { lastName: 'Server' });
    const edited = jobRow('2026-03-30', { lastName: 'Edited', _pending: 1, _base: jobRow('2026-03-29') });
    const gone = jobRow('2026-03-31', { _deleted: 1, _pending: 1, _base: null });
    await old.table('appointments').bulkAdd([server, edited, gone]);
    const employeeId = randomUUID();
    const punch = { id: randomUUID(), employeeId, clockInTime: '2026-03-30T13:00:00.000Z', _pending: 1, _base: null };
    const photo = { id: randomUUID(), appointmentId: server.id, photoType: 'before' };
    await old.table('timeEntries').bulkAdd([punch, { id: randomUUID(), employeeId: randomUUID(), clockInTime: '' }]);
    await old.table('jobPhotos').add(photo);
    old.close();

    const db = new OfflineDb(name);
    const jobs = db.synced('appointments');
    expect(await jobs.get(edited.id)).toEqual(edited);
    expect(await jobs.get(gone.id)).toEqual(gone);
    expect((await jobs.rowsIn(['2026-03-30'])).map((r) => r.id).sort()).toEqual([server.id, edited.id].sort());
    expect(await jobs.count()).toBe(3);
    expect(await db.synced('timeEntries').rowsIn([employeeId])).toEqual([punch]);
    expect(await db.synced('timeEntries').count()).toBe(2);
    expect(await db.synced('jobPhotos').rowsIn([server.id])).toEqual([photo]);
    expect(await db.reserve.count()).toBe(0);
    await db.open();
    for (const dropped of ['appointments', 'timeEntries', 'jobPhotos'])
      expect(db.tables.map((t) => t.name)).not.toContain(dropped);
    db.close();
  });
});
