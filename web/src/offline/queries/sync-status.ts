/**
 * What the sync strip and the sign-out dialog read from the device's database: changes waiting
 * in the outbox, changes the server refused that the person has not dismissed, when the device
 * last synced, and photos still to upload.
 */
import { LAST_SYNCED_AT } from '../apply-pull.ts';
import { getMeta, type OfflineDb, type RejectionRow } from '../db.ts';
import { useDeviceDb } from '../offline-context.tsx';
import { pendingCount } from '../outbox.ts';
import { photoTotals } from '../photo-queue.ts';
import { useLiveFor } from './use-live-for.ts';

/** Refused changes still waiting for the person to read and dismiss them. */
export async function openRejections(db: OfflineDb): Promise<RejectionRow[]> {
  return db.rejections.filter((r) => !r.dismissed).toArray();
}

/** When this device last finished a sync (kept across restarts), if ever. */
export async function lastSyncedAt(db: OfflineDb): Promise<string | undefined> {
  return getMeta<string>(db, LAST_SYNCED_AT);
}

/**
 * Changes on this device not yet acknowledged by the server; undefined until read, so no screen
 * says "all saved" before it has looked (a screen opened with a change waiting once did).
 */
export function usePendingCount(): number | undefined {
  const db = useDeviceDb();
  return useLiveFor(() => pendingCount(db), [db]);
}

/** Empty until read. */
export function useOpenRejections(): RejectionRow[] {
  const db = useDeviceDb();
  return useLiveFor(() => openRejections(db), [db]) ?? [];
}

/**
 * Whether this device has finished a sync since its user signed in on it: false on a new phone
 * (and after a sign-in on a shared one) until the first pull is in, so an empty list there means
 * "not here yet", not "none". Undefined until read.
 */
export function useSyncedOnce(): boolean | undefined {
  const db = useDeviceDb();
  return useLiveFor(async () => (await lastSyncedAt(db)) !== undefined, [db]);
}

export function useLastSyncedAt() {
  const db = useDeviceDb();
  return useLiveFor(() => lastSyncedAt(db), [db]);
}

export function usePhotoTotals() {
  const db = useDeviceDb();
  return useLiveFor(() => photoTotals(db), [db]);
}
