/**
 * Photos wait on the device until the server holds them: the prepared JPEG and its
 * `recordJobPhoto` mutation are written in one transaction; the bytes go up first (POST
 * /api/job-photos, idempotent by photo id), one at a time with progress; the record is pushed
 * only after its bytes are confirmed. Confirmed bytes are dropped, keeping a small thumbnail for
 * the grid. 408/429/5xx and network errors are retried by the engine's back-off; any other 4xx
 * is a refusal kept for the person to see and dismiss, and its bytes are dropped at once.
 */
import { type ApiError, ApiErrorSchema, JobPhotoSchema, type MutatorArgs } from '@haul/shared';
import type { OfflineDb, OutboxRow, PhotoUploadRow } from './db.ts';
import { mutate } from './outbox.ts';
import { SignInNeeded, TransientError, type Transport } from './transport.ts';

export type PhotoUploader = (
  row: PhotoUploadRow,
  onProgress: (fraction: number) => void,
) => Promise<{ status: number; body: string }>;

/** Queues a photo and its record in one transaction; returns the mutation id. */
export async function queuePhoto(
  db: OfflineDb,
  meta: MutatorArgs<'recordJobPhoto'>,
  image: Blob,
  now = new Date(),
  thumbnail?: Blob,
) {
  // Safari has refused Blobs in IndexedDB; bytes always store. Converted before the transaction
  // (an await on anything but Dexie inside it would end it).
  const data = await storable(image);
  const preview = thumbnail ? await storable(thumbnail) : undefined;
  return db.transaction('rw', db.allTables, async () => {
    const mutationId = await mutate(db, 'recordJobPhoto', meta, now);
    await db.photoUploads.put({
      id: meta.id,
      appointmentId: meta.appointmentId,
      employeeId: meta.employeeId,
      photoType: meta.photoType,
      description: meta.description ?? undefined,
      data,
      thumbnail: preview,
      contentType: image.type || 'image/jpeg',
      state: 'queued',
      progress: 0,
      queuedAt: now.toISOString(),
      mutationId,
    });
    return mutationId;
  });
}

async function storable(image: Blob): Promise<Blob | ArrayBuffer> {
  return typeof indexedDB !== 'undefined' &&
    'Blob' in globalThis &&
    !/iP(hone|ad)/.test(globalThis.navigator?.userAgent ?? '')
    ? image
    : image.arrayBuffer();
}

/** The person saw a refusal and dismissed it. */
export async function dismissPhotoRefusal(db: OfflineDb, id: string): Promise<void> {
  await db.photoUploads
    .where('id')
    .equals(id)
    .and((row) => row.state === 'refused')
    .delete();
}

export function photoForm(row: PhotoUploadRow): FormData {
  if (!row.data) throw new Error(`photo ${row.id} has no bytes left to upload`);
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
        .fetch(`${t.baseUrl}/api/job-photos`, { method: 'POST', body: photoForm(row), credentials: 'include' })
        .then(async (res) => ({ status: res.status, body: await res.text() }));
    }
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${t.baseUrl}/api/job-photos`);
      xhr.withCredentials = true;
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
      xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
      xhr.onerror = () => reject(new Error('network error'));
      xhr.ontimeout = () => reject(new Error('upload timed out'));
      xhr.send(photoForm(row));
    });
  };
}

const waiting = (row: PhotoUploadRow) => row.state === 'queued' || row.state === 'uploading';
/** Worth another try later: timeouts, rate limits and server faults (docs/sync.md). */
const retryable = (status: number) => status === 408 || status === 429 || status >= 500 || status < 200;

/**
 * The part of an outbox batch that may be pushed now: everything before the first
 * `recordJobPhoto` whose bytes the server does not hold yet. Reading the photo rows after the
 * batch is safe because a photo row and its outbox row commit together; so a photo taken while a
 * sync is running is held back until the next run has uploaded it.
 */
export async function pushableBefore<R extends Pick<OutboxRow, 'name' | 'args'>>(
  db: OfflineDb,
  batch: R[],
): Promise<R[]> {
  const notUploaded = new Set((await db.photoUploads.filter(waiting).toArray()).map((row) => row.id));
  if (notUploaded.size === 0) return batch;
  const stop = batch.findIndex((m) => m.name === 'recordJobPhoto' && notUploaded.has(photoIdOf(m.args)));
  return stop === -1 ? batch : batch.slice(0, stop);
}

function photoIdOf(args: unknown): string {
  return typeof args === 'object' && args !== null && 'id' in args ? String(args.id) : '';
}

/** Uploads queued photos in order; throws on the first one that cannot go up now. */
export async function uploadQueuedPhotos(db: OfflineDb, upload: PhotoUploader): Promise<void> {
  const rows = await db.photoUploads.orderBy('mutationId').toArray();
  for (const row of rows.filter(waiting)) {
    let answer: { status: number; body: string };
    try {
      await db.photoUploads.update(row.id, { state: 'uploading', progress: 0 });
      answer = await upload(row, (progress) => void db.photoUploads.update(row.id, { progress }));
    } catch {
      await db.photoUploads.update(row.id, { state: 'queued', progress: 0 });
      throw new TransientError('photo upload interrupted');
    }
    if (answer.status === 401) {
      await db.photoUploads.update(row.id, { state: 'queued', progress: 0 });
      throw new SignInNeeded('Your session ended. Sign in again to keep syncing.');
    }
    const confirmed =
      (answer.status === 200 || answer.status === 201) && JobPhotoSchema.safeParse(safeJson(answer.body)).success;
    if (confirmed) {
      // The server holds it: drop the full bytes, keep the small preview for the grid.
      if (row.thumbnail) await db.photoUploads.update(row.id, { state: 'uploaded', progress: 1, data: undefined });
      else await db.photoUploads.delete(row.id);
      continue;
    }
    if (!retryable(answer.status) && answer.status >= 400 && answer.status < 500) {
      // Refused for good (too large, not an image, not yours): say why, drop the bytes, and move
      // on so one bad photo never blocks the ones behind it. Its record comes back rejected.
      await db.photoUploads.update(row.id, {
        state: 'refused',
        progress: 0,
        data: undefined,
        refusal: refusalMessage(answer),
      });
      continue;
    }
    await db.photoUploads.update(row.id, { state: 'queued', progress: 0 });
    throw new TransientError(`photo upload answered ${answer.status}`);
  }
}

function refusalMessage(answer: { status: number; body: string }): string {
  const parsed = ApiErrorSchema.safeParse(safeJson(answer.body));
  const error: ApiError['error'] | null = parsed.success ? parsed.data.error : null;
  return error?.message ?? `The server refused this photo (${answer.status}).`;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** After the person deleted an uploaded photo: its preview has no use left. */
export async function forgetPhotoPreview(db: OfflineDb, id: string): Promise<void> {
  await db.photoUploads
    .where('id')
    .equals(id)
    .and((row) => row.state === 'uploaded')
    .delete();
}

/** For the sync status: photos not yet on the server, and the progress of the one going up. */
export async function photoTotals(db: OfflineDb): Promise<{ waiting: number; uploading: boolean; percent: number }> {
  const rows = (await db.photoUploads.toArray()).filter(waiting);
  const current = rows.find((row) => row.state === 'uploading');
  return { waiting: rows.length, uploading: Boolean(current), percent: Math.round((current?.progress ?? 0) * 100) };
}

/** Where these photos stand after a sync: all on the server, any refused, or still waiting. */
export async function uploadOutcome(db: OfflineDb, ids: string[]): Promise<'uploaded' | 'refused' | 'waiting'> {
  const rows = (await db.photoUploads.bulkGet(ids)).filter((row) => row !== undefined);
  if (rows.some((row) => row.state === 'refused')) return 'refused';
  return rows.some(waiting) ? 'waiting' : 'uploaded';
}
