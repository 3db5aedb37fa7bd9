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
import { photoTotals } from './photo-queue.ts';
import { jobPhotos } from './queries/photos.ts';

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
