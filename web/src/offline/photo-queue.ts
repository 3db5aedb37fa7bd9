/**
 * Photos wait on the device until the server holds them: the prepared JPEG and its
 * `recordJobPhoto` mutation are written in one transaction; the bytes go up first (POST
 * /api/job-photos, idempotent by photo id), one at a time with progress; the record is pushed
 * only after its bytes are confirmed. The bytes are written once (`photoBytes`) and never
 * rewritten: upload state lives in a small `photoQueue` row, marked after the upload (a mark that
 * does not fit on a full phone is skipped, never fatal), and the bytes are deleted once confirmed,
 * keeping a small preview (`photoPreviews`) for the grid (decision 0220). 408/429/5xx and network
 * errors are retried by the engine's back-off. A 413 (from the server or any proxy, whatever its
 * body) holds the photo with its bytes, shown as needing attention and tried again an hour later
 * (decision 0222); any other 4xx is a refusal kept for the person to see and dismiss, and only
 * then are its bytes dropped.
 */
import { type ApiError, ApiErrorSchema, JobPhotoSchema, MUTATOR_ARGS, type MutatorArgs } from '@haul/shared';
import type { OfflineDb, OutboxRow, PhotoUploadRow } from './db.ts';
import { addMutation } from './outbox.ts';
import { isQuotaError, RESERVE_BYTES, StorageFull, storageState } from './storage.ts';
import { SignInNeeded, TransientError, type Transport } from './transport.ts';

/** A queued photo with its bytes, as the uploader sends it. */
export type PhotoUpload = PhotoUploadRow & { data: Blob | ArrayBuffer };

export type PhotoUploader = (
  row: PhotoUpload,
  onProgress: (fraction: number) => void,
) => Promise<{ status: number; body: string }>;

/** A photo an intermediary refused as too large is tried again after this long. */
export const HELD_RETRY_MS = 60 * 60_000;

/** Queues a photo and its record in one transaction; returns the mutation id. */
export async function queuePhoto(
  db: OfflineDb,
  meta: MutatorArgs<'recordJobPhoto'>,
  image: Blob,
  now = new Date(),
  thumbnail?: Blob,
) {
  MUTATOR_ARGS.recordJobPhoto.parse(meta);
  // Safari has refused Blobs in IndexedDB; bytes always store. Converted before the transaction
  // (an await on anything but Dexie inside it would end it).
  const data = await storable(image);
  const preview = thumbnail ? await storable(thumbnail) : undefined;
  // Where the browser's estimate is to be believed, a photo never takes the room kept for punches.
  if (await tooLittleRoom(image.size + (thumbnail?.size ?? 0))) {
    storageState.set({ full: true });
    throw new StorageFull('photo');
  }
  try {
    return await db.transaction('rw', db.allTables, async () => {
      const mutationId = await addMutation(db, 'recordJobPhoto', meta, now);
      await db.photoBytes.add({ id: meta.id, data });
      if (preview) await db.photoPreviews.put({ id: meta.id, data: preview });
      await db.photoQueue.put({
        id: meta.id,
        appointmentId: meta.appointmentId,
        employeeId: meta.employeeId,
        photoType: meta.photoType,
        description: meta.description ?? undefined,
        contentType: image.type || 'image/jpeg',
        state: 'queued',
        progress: 0,
        queuedAt: now.toISOString(),
        mutationId,
      });
      return mutationId;
    });
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    storageState.set({ full: true });
    throw new StorageFull('photo');
  }
}

async function tooLittleRoom(bytes: number): Promise<boolean> {
  try {
    const estimate = await globalThis.navigator?.storage?.estimate?.();
    if (!estimate?.quota || estimate.usage === undefined) return false;
    return estimate.quota - estimate.usage < bytes + RESERVE_BYTES;
  } catch {
    return false;
  }
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
  await db.transaction('rw', db.photoQueue, db.photoPreviews, async () => {
    const row = await db.photoQueue.get(id);
    if (row?.state !== 'refused') return;
    await db.photoQueue.delete(id);
    await db.photoPreviews.delete(id);
  });
}

export function photoForm(row: PhotoUpload): FormData {
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

/** Its record must wait: the server does not hold its bytes yet. */
export const waiting = (row: PhotoUploadRow) =>
  row.state === 'queued' || row.state === 'uploading' || row.state === 'held';
/** Held by an intermediary once and not on the server yet (also while it is tried again). */
export const heldOnPhone = (row: PhotoUploadRow) => row.held !== undefined && waiting(row);
/** To be sent in this run: waiting, and if held, held long enough ago. */
const due = (row: PhotoUploadRow, now: Date) =>
  row.state === 'held' ? Date.parse(row.heldAt ?? '') + HELD_RETRY_MS <= now.getTime() : waiting(row);
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
  const notUploaded = new Set((await db.photoQueue.filter(waiting).toArray()).map((row) => row.id));
  if (notUploaded.size === 0) return batch;
  const stop = batch.findIndex((m) => m.name === 'recordJobPhoto' && notUploaded.has(photoIdOf(m.args)));
  return stop === -1 ? batch : batch.slice(0, stop);
}

export function photoIdOf(args: unknown): string {
  return typeof args === 'object' && args !== null && 'id' in args ? String(args.id) : '';
}

/** A mark on the small state row; on a full phone it may not fit, and the upload goes on without it. */
async function mark(db: OfflineDb, id: string, patch: Partial<PhotoUploadRow>): Promise<void> {
  try {
    await db.photoQueue.update(id, patch);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
  }
}

/**
 * The server holds the photo: its bytes go, then its state says so (in that order when the
 * phone is full, so the mark has room). A state row left "queued" without bytes is settled here
 * at the next run.
 */
async function settleUploaded(db: OfflineDb, id: string): Promise<void> {
  const settle = async () => {
    await db.photoBytes.delete(id);
    if (await db.photoPreviews.get(id)) await db.photoQueue.update(id, { state: 'uploaded', progress: 1 });
    else await db.photoQueue.delete(id);
  };
  try {
    await db.transaction('rw', db.photoBytes, db.photoPreviews, db.photoQueue, settle);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await db.photoBytes.delete(id);
    try {
      await db.transaction('rw', db.photoBytes, db.photoPreviews, db.photoQueue, settle);
    } catch (still) {
      // Still over the quota (Chromium lets photos overshoot it): the mark waits for the next
      // run, when more uploaded bytes have gone; the queue goes on meanwhile.
      if (!isQuotaError(still)) throw still;
    }
  }
}

/** Uploads queued photos in order; throws on the first one that cannot go up now. */
export async function uploadQueuedPhotos(db: OfflineDb, upload: PhotoUploader, now = new Date()): Promise<void> {
  const rows = await db.photoQueue.orderBy('mutationId').toArray();
  for (const row of rows.filter((r) => due(r, now))) {
    const data = (await db.photoBytes.get(row.id))?.data;
    if (!data) {
      // Its bytes went once the server confirmed them; only the mark was missing.
      await settleUploaded(db, row.id);
      continue;
    }
    let answer: { status: number; body: string };
    try {
      // Upload first, mark after: the marks are small and skipped when they do not fit.
      await mark(db, row.id, { state: 'uploading', progress: 0 });
      answer = await upload({ ...row, data }, (progress) => void mark(db, row.id, { progress }).catch(() => undefined));
    } catch {
      await mark(db, row.id, { state: 'queued', progress: 0 });
      throw new TransientError('photo upload interrupted');
    }
    if (answer.status === 401) {
      await mark(db, row.id, { state: 'queued', progress: 0 });
      throw new SignInNeeded('Your session ended. Sign in again to keep syncing.');
    }
    const confirmed =
      (answer.status === 200 || answer.status === 201) && JobPhotoSchema.safeParse(safeJson(answer.body)).success;
    if (confirmed) {
      await settleUploaded(db, row.id);
      continue;
    }
    if (answer.status === 413) {
      // Too large for something between the phone and the server (a proxy's 1 MB limit) or for
      // the server itself: the bytes stay, the person sees it, and it is tried again later (on
      // another network it may go). Its record waits at the end of the outbox.
      // What the office is told (held-notices.ts): first held when, and how large.
      await mark(db, row.id, {
        state: 'held',
        progress: 0,
        heldAt: now.toISOString(),
        held: row.held ?? { since: now.toISOString(), bytes: byteSize(data), status: answer.status },
        refusal: heldMessage(answer),
      });
      continue;
    }
    if (!retryable(answer.status) && answer.status >= 400 && answer.status < 500) {
      // Refused for good (not an image, not yours): say why, drop the bytes, and move on so one
      // bad photo never blocks the ones behind it. Its record comes back rejected.
      await db.transaction('rw', db.photoBytes, db.photoQueue, async () => {
        await db.photoBytes.delete(row.id);
        await db.photoQueue.update(row.id, { state: 'refused', progress: 0, refusal: refusalMessage(answer) });
      });
      continue;
    }
    await mark(db, row.id, { state: 'queued', progress: 0 });
    throw new TransientError(`photo upload answered ${answer.status}`);
  }
}

const byteSize = (data: Blob | ArrayBuffer) => (data instanceof Blob ? data.size : data.byteLength);

function heldMessage(answer: { status: number; body: string }): string {
  const parsed = ApiErrorSchema.safeParse(safeJson(answer.body));
  const reason = parsed.success
    ? parsed.data.error.message
    : 'The network between this phone and the server refused its size.';
  return `${reason} It is kept on this phone and will be tried again in an hour, or on another network (Wi-Fi).`;
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
  await db.transaction('rw', db.photoQueue, db.photoPreviews, async () => {
    const row = await db.photoQueue.get(id);
    if (row?.state !== 'uploaded') return;
    await db.photoQueue.delete(id);
    await db.photoPreviews.delete(id);
  });
}

/** For the sync status: photos not yet on the server, and the progress of the one going up. */
export async function photoTotals(db: OfflineDb): Promise<{ waiting: number; uploading: boolean; percent: number }> {
  const rows = (await db.photoQueue.toArray()).filter(waiting);
  const current = rows.find((row) => row.state === 'uploading');
  // biome-ignore lint/plugin/no-float-money: upload progress in percent, not money
  return { waiting: rows.length, uploading: Boolean(current), percent: Math.round((current?.progress ?? 0) * 100) };
}

/** Where these photos stand after a sync: all on the server, any refused, or still waiting. */
export async function uploadOutcome(db: OfflineDb, ids: string[]): Promise<'uploaded' | 'refused' | 'waiting'> {
  const rows = (await db.photoQueue.bulkGet(ids)).filter((row) => row !== undefined);
  if (rows.some((row) => row.state === 'refused' || row.state === 'held')) return 'refused';
  return rows.some(waiting) ? 'waiting' : 'uploaded';
}

/**
 * Punches and small changes never wait for the bytes of an unrelated photo (decision
 * 0221): when changes stand behind a photo record still waiting for its bytes, the
 * waiting records (with any later delete of the same photo) move behind them, keeping their own
 * order, by trading mutation ids. Only ids from the first waiting record on are traded, and none
 * of those was ever sent: the push always stops before a waiting record. Returns whether anything
 * moved.
 */
export async function deferWaitingPhotoRecords(db: OfflineDb): Promise<boolean> {
  return db.transaction('rw', db.outbox, db.photoQueue, async () => {
    const waitingIds = new Set((await db.photoQueue.filter(waiting).toArray()).map((row) => row.id));
    if (waitingIds.size === 0) return false;
    const rows = await db.outbox.orderBy('id').toArray();
    const ofWaitingPhoto = (m: OutboxRow) =>
      (m.name === 'recordJobPhoto' || m.name === 'deleteJobPhoto') && waitingIds.has(photoIdOf(m.args));
    const first = rows.findIndex((m) => m.name === 'recordJobPhoto' && waitingIds.has(photoIdOf(m.args)));
    if (first === -1) return false;
    const tail = rows.slice(first);
    const photos = tail.filter(ofWaitingPhoto);
    const others = tail.filter((m) => !ofWaitingPhoto(m));
    if (others.length === 0) return false;
    const ids = tail.map((m) => m.id);
    const moved = [...others, ...photos].map((m, i) => ({ ...m, id: ids[i] as number }));
    await db.outbox.bulkDelete(ids);
    await db.outbox.bulkAdd(moved);
    for (const m of moved) {
      if (m.name === 'recordJobPhoto') await db.photoQueue.update(photoIdOf(m.args), { mutationId: m.id });
    }
    return true;
  });
}
