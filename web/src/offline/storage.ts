/**
 * When the phone's storage is full (decision 0221). Photos are the only large
 * writes, so they are the ones refused: a photo that does not fit is never saved half-way, and the
 * person is told in plain words. Punches and other small changes must still save, so the device
 * keeps a **reserve**: a 2 MB row written while there is room. When a small change meets a full
 * quota, the reserve is released and the change written in its place; photos never use it.
 * `storageState` says "full" from the first refusal until the space comes back (a sync uploads
 * photos and frees their bytes), checked by actually writing: browsers' estimates can be wrong
 * (Chromium's quota override, Safari's eviction) while a refused write never is.
 */
import { useSyncExternalStore } from 'react';
import type { OfflineDb } from './db.ts';

/**
 * Big enough to cover what the browser let photos write past the quota: Chromium checks a write
 * against a usage figure that lags, so the last photo in can overshoot by about its own size.
 */
export const RESERVE_BYTES = 2 * 1024 * 1024;
/** Room a photo needs beyond its own bytes before the phone counts as having space again. */
const PHOTO_ROOM_BYTES = 1024 * 1024;
const RESERVE_ID = 'punches';

/** The phone has no room for this write; the message says what to do. */
export class StorageFull extends Error {
  constructor(what: 'photo' | 'change') {
    super(
      what === 'photo'
        ? 'Phone storage is full: this photo was not saved. Photos already taken are kept and upload when you have signal; then there is room again.'
        : 'Phone storage is full: this change was not saved. Connect to a network so waiting photos upload and free space, or free space on the phone.',
    );
    this.name = 'StorageFull';
  }
}

/** A write refused for lack of space (IndexedDB names it QuotaExceededError; Dexie wraps it). */
export function isQuotaError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const name = (e as { name?: string }).name ?? '';
    if (name === 'QuotaExceededError' || name === 'StorageFull') return true;
    e = (e as { inner?: unknown }).inner;
  }
  return false;
}

export interface StorageState {
  /** A write was refused for lack of space and the room has not come back yet. */
  full: boolean;
}

/** Remembered outside IndexedDB (which is what is full), so a reload still says so. */
const FULL_KEY = 'haul-storage-full';
const remembered = () => (typeof localStorage === 'undefined' ? null : localStorage);

class StorageStateStore {
  private state: StorageState = { full: remembered()?.getItem(FULL_KEY) === '1' };
  private readonly listeners = new Set<() => void>();
  get = (): StorageState => this.state;
  set(patch: Partial<StorageState>) {
    if (Object.entries(patch).every(([k, v]) => this.state[k as keyof StorageState] === v)) return;
    this.state = { ...this.state, ...patch };
    try {
      if (this.state.full) remembered()?.setItem(FULL_KEY, '1');
      else remembered()?.removeItem(FULL_KEY);
    } catch {
      // localStorage full or blocked: the notice lasts until the reload.
    }
    for (const listener of this.listeners) listener();
  }
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** One per page: the page has one signed-in user and one device database. */
export const storageState = new StorageStateStore();

/** Bytes that take their real size on disk (zeros may be compressed away). */
function filler(bytes: number): Blob | ArrayBuffer {
  const data = new Uint8Array(bytes);
  let x = 0x9e3779b9;
  for (let i = 0; i < bytes; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    data[i] = x & 0xff;
  }
  return typeof Blob !== 'undefined' &&
    typeof indexedDB !== 'undefined' &&
    !/iP(hone|ad)/.test(globalThis.navigator?.userAgent ?? '')
    ? new Blob([data])
    : data.buffer;
}

/** Writes the reserve if it is missing; false when there is no room for it. */
export async function keepReserve(db: OfflineDb): Promise<boolean> {
  try {
    if (await db.reserve.get(RESERVE_ID)) return true;
    await db.reserve.put({ id: RESERVE_ID, data: filler(RESERVE_BYTES) });
    return true;
  } catch (error) {
    if (isQuotaError(error)) return false;
    throw error;
  }
}

/**
 * Runs a small write (a punch, any change but a photo); when the phone is full, releases the
 * reserve and tries once more. Throws `StorageFull` only when even that does not fit.
 */
export async function withReserve<T>(db: OfflineDb, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    storageState.set({ full: true });
    await db.reserve.clear();
    try {
      return await write();
    } catch (again) {
      if (isQuotaError(again)) throw new StorageFull('change');
      throw again;
    }
  }
}

/**
 * After a sync run: while the phone counts as full, is there room again for the reserve and a
 * photo? Checked by writing (and removing) a photo-sized probe.
 */
export async function recheckStorage(db: OfflineDb): Promise<void> {
  if (!storageState.get().full) {
    await keepReserve(db);
    return;
  }
  if (!(await keepReserve(db))) return;
  const probe = `probe-${Math.random()}`;
  try {
    await db.reserve.put({ id: probe, data: filler(PHOTO_ROOM_BYTES) });
    storageState.set({ full: false });
  } catch (error) {
    if (!isQuotaError(error)) throw error;
  } finally {
    await db.reserve.delete(probe);
  }
}

export function useStorageState(): StorageState {
  return useSyncExternalStore(storageState.subscribe, storageState.get, storageState.get);
}
