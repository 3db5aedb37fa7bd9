/**
 * Photos wait on the device until the server confirms them: the bytes and a `recordJobPhoto`
 * mutation are queued together; the bytes go up first (POST /api/job-photos, idempotent by
 * photo id) with progress, and the local copy is deleted only after the server's answer.
 */
import { JobPhotoSchema, type MutatorArgs } from '@haul/shared';
import type { OfflineDb, PhotoUploadRow } from './db.ts';
import { mutate } from './outbox.ts';
import { SignInNeeded, TransientError, type Transport } from './transport.ts';

export type PhotoUploader = (
  row: PhotoUploadRow,
  onProgress: (fraction: number) => void,
) => Promise<{ status: number; body: string }>;

export async function queuePhoto(db: OfflineDb, meta: MutatorArgs<'recordJobPhoto'>, image: Blob, now = new Date()) {
  // Safari has refused Blobs in IndexedDB; bytes always store.
  const data = await storableImage(image);
  return db.transaction('rw', db.allTables, async () => {
    const mutationId = await mutate(db, 'recordJobPhoto', meta, now);
    await db.photoUploads.put({
      id: meta.id,
      appointmentId: meta.appointmentId,
      employeeId: meta.employeeId,
      photoType: meta.photoType,
      description: meta.description ?? undefined,
      data,
      contentType: image.type || 'image/jpeg',
      state: 'queued',
      progress: 0,
      mutationId,
    });
    return mutationId;
  });
}

async function storableImage(image: Blob): Promise<Blob | ArrayBuffer> {
  return typeof indexedDB !== 'undefined' &&
    'Blob' in globalThis &&
    !/iP(hone|ad)/.test(globalThis.navigator?.userAgent ?? '')
    ? image
    : image.arrayBuffer();
}

function formFor(row: PhotoUploadRow): FormData {
  const form = new FormData();
  const blob = row.data instanceof Blob ? row.data : new Blob([row.data], { type: row.contentType });
  form.set('photo', blob, `${row.id}.jpg`);
  for (const key of ['id', 'appointmentId', 'employeeId', 'photoType', 'description'] as const) {
    const value = row[key];
    if (value) form.set(key, value);
  }
  return form;
}

/** XMLHttpRequest where it exists (upload progress); fetch elsewhere (tests, workers). */
export function defaultUploader(t: Transport): PhotoUploader {
  return (row, onProgress) => {
    if (typeof XMLHttpRequest === 'undefined') {
      return t
        .fetch(`${t.baseUrl}/api/job-photos`, { method: 'POST', body: formFor(row), credentials: 'include' })
        .then(async (res) => ({ status: res.status, body: await res.text() }));
    }
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${t.baseUrl}/api/job-photos`);
      xhr.withCredentials = true;
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
      xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
      xhr.onerror = () => reject(new Error('network error'));
      xhr.send(formFor(row));
    });
  };
}

/** The mutation id of the first photo not yet on the server: mutations from there on wait, so order holds. */
export async function firstWaitingPhoto(db: OfflineDb): Promise<number> {
  const rows = await db.photoUploads.orderBy('mutationId').toArray();
  return rows.find((r) => r.state === 'queued' || r.state === 'uploading')?.mutationId ?? Number.POSITIVE_INFINITY;
}

/** Uploads queued photos in order; throws on the first one that cannot go up now. */
export async function uploadQueuedPhotos(db: OfflineDb, upload: PhotoUploader): Promise<void> {
  const waiting = await db.photoUploads.orderBy('mutationId').toArray();
  for (const row of waiting) {
    if (row.state === 'uploaded' || row.state === 'refused') continue;
    let answer: { status: number; body: string };
    try {
      await db.photoUploads.update(row.id, { state: 'uploading', progress: 0 });
      answer = await upload(row, (progress) => void db.photoUploads.update(row.id, { progress }));
    } catch {
      await db.photoUploads.update(row.id, { state: 'queued' });
      throw new TransientError('photo upload interrupted');
    }
    if (answer.status === 401) {
      await db.photoUploads.update(row.id, { state: 'queued' });
      throw new SignInNeeded('Your session ended. Sign in again to keep syncing.');
    }
    const confirmed =
      (answer.status === 200 || answer.status === 201) && JobPhotoSchema.safeParse(safeJson(answer.body)).success;
    if (confirmed) {
      await db.photoUploads.delete(row.id);
      continue;
    }
    if (answer.status >= 400 && answer.status < 500) {
      // Refused for good (not an image, too large): its recordJobPhoto will come back rejected with a reason.
      await db.photoUploads.update(row.id, { state: 'refused', progress: 0 });
      continue;
    }
    await db.photoUploads.update(row.id, { state: 'queued' });
    throw new TransientError(`photo upload answered ${answer.status}`);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
