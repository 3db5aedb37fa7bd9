/**
 * Job photos as the photo screens read them from the device's database: the synced records
 * joined with what is still queued on this phone (preview, upload state, refusal), so a photo
 * shows in the grid the moment it is taken and a refused one stays until it is dismissed.
 */
import type { JobPhoto } from '@haul/shared';
import { isVisible, type OfflineDb, type PhotoUploadRow } from '../db.ts';
import { useDeviceDb } from '../offline-context.tsx';
import { useLiveFor } from './use-live-for.ts';

/** A photo as the grid shows it: the synced record, plus its upload state when it is still on this phone. */
export interface PhotoView {
  id: string;
  photoType: JobPhoto['photoType'];
  employeeId: string | null;
  description: string | null;
  uploadedAt: string;
  /** Server thumbnail and full image (empty until the server holds them). */
  thumbnailUrl: string;
  url: string;
  /** The small preview kept on the phone. */
  preview: Blob | null;
  upload: Pick<PhotoUploadRow, 'state' | 'progress' | 'refusal'> | null;
}

function blobOf(data: Blob | ArrayBuffer | undefined): Blob | null {
  if (!data) return null;
  return data instanceof Blob ? data : new Blob([data], { type: 'image/jpeg' });
}

/** The small previews kept on the phone (photos queued before Dexie version 6 keep theirs beside the bytes). */
async function previewsOf(db: OfflineDb, ids: string[]): Promise<Map<string, Blob | ArrayBuffer>> {
  const found = new Map<string, Blob | ArrayBuffer>();
  for (const row of await db.photoPreviews.bulkGet(ids)) if (row) found.set(row.id, row.data);
  const older = ids.filter((id) => !found.has(id));
  if (older.length === 0) return found;
  for (const row of await db.photoBytes.bulkGet(older)) if (row?.thumbnail) found.set(row.id, row.thumbnail);
  return found;
}

/** One job's photos, newest first: records not deleted, and uploads the server refused. */
export async function jobPhotos(db: OfflineDb, appointmentId: string): Promise<PhotoView[]> {
  const [records, uploads] = await Promise.all([
    db.synced('jobPhotos').rowsIn([appointmentId]),
    db.photoQueue.toArray(),
  ]);
  const mine = uploads.filter((u) => u.appointmentId === appointmentId);
  const byId = new Map(mine.map((u) => [u.id, u]));
  const previews = await previewsOf(
    db,
    mine.map((u) => u.id),
  );
  const views: PhotoView[] = records.filter(isVisible).map((r) => {
    const upload = byId.get(r.id);
    byId.delete(r.id);
    const uploaded = !r._pending || upload?.state === 'uploaded' || !upload;
    return {
      id: r.id,
      photoType: r.photoType,
      employeeId: r.employeeId,
      description: r.description,
      uploadedAt: r.uploadedAt,
      thumbnailUrl: uploaded && r.thumbnailUrl ? r.thumbnailUrl : '',
      url: uploaded && r.url ? r.url : '',
      preview: blobOf(previews.get(r.id)),
      upload: upload && upload.state !== 'uploaded' ? upload : null,
    };
  });
  // Refused photos: their record was taken back, but the person must still see why.
  for (const u of byId.values()) {
    if (u.state !== 'refused') continue;
    views.push({
      id: u.id,
      photoType: u.photoType as JobPhoto['photoType'],
      employeeId: u.employeeId,
      description: u.description ?? null,
      uploadedAt: u.queuedAt ?? '',
      thumbnailUrl: '',
      url: '',
      preview: blobOf(previews.get(u.id)),
      upload: u,
    });
  }
  return views.sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
}

/** Photo counts per job (the grid's cards and the admin's appointment cards); deleted photos not counted. */
export async function photoCounts(db: OfflineDb): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const p of await db.synced('jobPhotos').toArray()) {
    if (isVisible(p)) counts.set(p.appointmentId, (counts.get(p.appointmentId) ?? 0) + 1);
  }
  return counts;
}

export function useJobPhotos(appointmentId: string) {
  const db = useDeviceDb();
  return useLiveFor(() => jobPhotos(db, appointmentId), [db, appointmentId]);
}

/** Empty until read. */
export function usePhotoCounts(): Map<string, number> {
  const db = useDeviceDb();
  return useLiveFor(() => photoCounts(db), [db]) ?? new Map();
}
