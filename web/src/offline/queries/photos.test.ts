/**
 * Job photos on a real Dexie database (fake-indexeddb): the synced records joined with the
 * uploads still on the phone, as the grid shows them.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PhotoUploadRow } from '../db.ts';
import { deviceDb, photoRow } from '../testing/rows.ts';
import { jobPhotos, photoCounts } from './photos.ts';

const job = randomUUID();
const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 14, minute)).toISOString();

function upload(id: string, state: PhotoUploadRow['state'], overrides: Partial<PhotoUploadRow> = {}): PhotoUploadRow {
  return {
    id,
    appointmentId: job,
    employeeId: randomUUID(),
    photoType: 'after',
    contentType: 'image/jpeg',
    state,
    progress: state === 'uploading' ? 0.5 : 0,
    queuedAt: at(30),
    mutationId: 1,
    ...overrides,
  };
}

const PREVIEW = () => new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });

describe('jobPhotos', () => {
  it("lists the job's photos newest first, leaving out other jobs' and deleted ones", async () => {
    const db = deviceDb();
    const [older, newer] = [photoRow(job, at(1)), photoRow(job, at(9))];
    await db
      .synced('jobPhotos')
      .bulkPut([older, newer, photoRow(job, at(5), { _deleted: 1, _pending: 1 }), photoRow(randomUUID(), at(7))]);
    const views = await jobPhotos(db, job);
    expect(views.map((v) => v.id)).toEqual([newer.id, older.id]);
    expect(views[0]).toMatchObject({ url: newer.url, thumbnailUrl: newer.thumbnailUrl, preview: null, upload: null });
  });

  it('shows a photo still on the phone with its preview and upload state, and no server links yet', async () => {
    const db = deviceDb();
    const queued = photoRow(job, at(2), { _pending: 1 });
    await db.synced('jobPhotos').put(queued);
    await db.photoQueue.put(upload(queued.id, 'uploading'));
    await db.photoPreviews.put({ id: queued.id, data: PREVIEW() });
    const [view] = await jobPhotos(db, job);
    expect(view).toMatchObject({
      id: queued.id,
      url: '',
      thumbnailUrl: '',
      upload: { state: 'uploading', progress: 0.5 },
    });
    expect(view?.preview).toBeInstanceOf(Blob);
  });

  it('shows the server links once the bytes are up, even while the record waits to sync', async () => {
    const db = deviceDb();
    const sent = photoRow(job, at(2), { _pending: 1 });
    await db.synced('jobPhotos').put(sent);
    await db.photoQueue.put(upload(sent.id, 'uploaded'));
    await db.photoPreviews.put({ id: sent.id, data: new Uint8Array([9]).buffer });
    const [view] = await jobPhotos(db, job);
    expect(view).toMatchObject({ url: sent.url, thumbnailUrl: sent.thumbnailUrl, upload: null });
    expect(view?.preview).toBeInstanceOf(Blob);
  });

  it('keeps a refused photo (its record taken back) in the list with the reason, until dismissed', async () => {
    const db = deviceDb();
    const refusedId = randomUUID();
    await db.synced('jobPhotos').put(photoRow(job, at(1)));
    await db.photoQueue.bulkPut([
      upload(refusedId, 'refused', { refusal: 'Not an image', description: 'porch', queuedAt: at(40) }),
      // A queued upload without its record is not shown (the record is what the grid lists).
      upload(randomUUID(), 'queued'),
      upload(randomUUID(), 'refused', { appointmentId: randomUUID() }),
    ]);
    const views = await jobPhotos(db, job);
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({
      id: refusedId,
      photoType: 'after',
      description: 'porch',
      uploadedAt: at(40),
      url: '',
      upload: { state: 'refused', refusal: 'Not an image' },
    });
  });
});

describe('photoCounts', () => {
  it('counts the photos of each job, not the deleted ones', async () => {
    const db = deviceDb();
    const other = randomUUID();
    await db
      .synced('jobPhotos')
      .bulkPut([
        photoRow(job, at(1)),
        photoRow(job, at(2), { _pending: 1 }),
        photoRow(job, at(3), { _deleted: 1 }),
        photoRow(other, at(4)),
      ]);
    expect(await photoCounts(db)).toEqual(
      new Map([
        [job, 2],
        [other, 1],
      ]),
    );
  });
});
