/** What the job photos screens show, read live from the device's database (works offline). */
import { type Appointment, fullName, type JobPhoto, type User } from '@haul/shared';
import { useLiveQuery } from 'dexie-react-hooks';
import type { PhotoUploadRow } from '../../../offline/db.ts';
import { isVisible, serverCopy } from '../../../offline/db.ts';
import { useOffline } from '../../../offline/offline-context.tsx';
import { orderJobsFor } from '../lib/job-order.ts';

export function useJobList(user: User): Appointment[] | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const rows = (await db.synced('appointments').toArray()).filter(isVisible).map(serverCopy);
    return orderJobsFor(user, rows);
  }, [db, user]);
}

export function useJob(id: string): Appointment | null | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const row = await db.synced('appointments').get(id);
    return row && isVisible(row) ? serverCopy(row) : null;
  }, [db, id]);
}

export function useEmployeeNames(): Map<string, string> {
  const { db } = useOffline();
  return (
    useLiveQuery(async () => {
      const rows = await db.synced('employees').toArray();
      return new Map(rows.map((e) => [e.id, fullName(e)]));
    }, [db]) ?? new Map()
  );
}

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

export function useJobPhotos(appointmentId: string): PhotoView[] | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const [records, uploads] = await Promise.all([
      db.synced('jobPhotos').where('appointmentId').equals(appointmentId).toArray(),
      db.photoUploads.toArray(),
    ]);
    const byId = new Map(uploads.filter((u) => u.appointmentId === appointmentId).map((u) => [u.id, u]));
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
        preview: blobOf(upload?.thumbnail),
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
        preview: blobOf(u.thumbnail),
        upload: u,
      });
    }
    return views.sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
  }, [db, appointmentId]);
}

/** Photo counts per job (the grid's cards and the admin's appointment cards). */
export function usePhotoCounts(): Map<string, number> {
  const { db } = useOffline();
  return (
    useLiveQuery(async () => {
      const counts = new Map<string, number>();
      for (const p of await db.synced('jobPhotos').toArray()) {
        if (isVisible(p)) counts.set(p.appointmentId, (counts.get(p.appointmentId) ?? 0) + 1);
      }
      return counts;
    }, [db]) ?? new Map()
  );
}
