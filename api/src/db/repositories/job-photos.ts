/** Job photo metadata; the bytes live in the photo storage under `file_path` and `thumbnail_path`. */
import type { JobPhoto } from '@haul/shared';
import type { Sql, Tx } from '../client.ts';
import { toJobPhoto } from './synced-rows.ts';

export interface NewJobPhoto {
  id: string;
  appointmentId: string;
  employeeId: string;
  photoType: string;
  description: string | null;
  fileName: string;
  filePath: string;
  thumbnailPath: string;
  contentType: string;
  byteSize: number;
  uploadedAt: Date;
  /** The signed-in user who uploaded it (the employee is whose photo it is). */
  recordedBy: string;
}

export type StoredJobPhoto = JobPhoto & { filePath: string; thumbnailPath: string | null };

export function jobPhotosRepository(sql: Sql) {
  return {
    async find(id: string, tx: Tx | Sql = sql): Promise<StoredJobPhoto | null> {
      const [row] = await tx`select * from job_photos where id = ${id} and deleted_at is null`;
      return row
        ? { ...toJobPhoto(row), filePath: String(row.file_path), thumbnailPath: (row.thumbnail_path as string) ?? null }
        : null;
    },
    async listForAppointment(appointmentId: string): Promise<JobPhoto[]> {
      const rows = await sql`
        select * from job_photos where appointment_id = ${appointmentId} and deleted_at is null
        order by uploaded_at desc, id`;
      return rows.map(toJobPhoto);
    },
    /** Whether this id belongs to a deleted photo (a deleted photo's id is never reused). */
    async isDeleted(id: string): Promise<boolean> {
      return (await sql`select 1 from job_photos where id = ${id} and deleted_at is not null`).length > 0;
    },
    async employeeExists(id: string): Promise<boolean> {
      const [row] = await sql`select 1 from employees where id = ${id}`;
      return Boolean(row);
    },

    /** Bytes of the photos an account uploaded since `since` (deleted ones too: they were sent). */
    async bytesUploadedBy(userId: string, since: Date): Promise<number> {
      const [row] = await sql<{ bytes: number }[]>`
        select coalesce(sum(byte_size), 0)::float8 as bytes from job_photos
        where recorded_by = ${userId} and uploaded_at > ${since}`;
      return row?.bytes ?? 0;
    },

    /** The job's crew, or null when there is no such job. */
    async crewOf(appointmentId: string): Promise<string[] | null> {
      const [row] = await sql<{ crew: string[] }[]>`
        select assigned_employee_ids as crew from appointments where id = ${appointmentId} and deleted_at is null`;
      return row ? row.crew : null;
    },
    async appointmentExists(id: string): Promise<boolean> {
      return (await sql`select 1 from appointments where id = ${id} and deleted_at is null`).length > 0;
    },
    /** Inserts once; a second upload of the same id keeps the first row and returns null. */
    async insert(tx: Tx, p: NewJobPhoto, version: number): Promise<JobPhoto | null> {
      const [row] = await tx`
        insert into job_photos (id, appointment_id, employee_id, photo_type, file_name, file_path, thumbnail_path,
          content_type, byte_size, description, uploaded_at, recorded_by, version)
        values (${p.id}, ${p.appointmentId}, ${p.employeeId}, ${p.photoType}, ${p.fileName}, ${p.filePath},
          ${p.thumbnailPath}, ${p.contentType}, ${p.byteSize}, ${p.description}, ${p.uploadedAt}, ${p.recordedBy},
          ${version})
        on conflict (id) do nothing returning *`;
      return row ? toJobPhoto(row) : null;
    },
    async updateDescription(
      tx: Tx,
      id: string,
      description: string | null,
      version: number,
      recordedBy: string,
    ): Promise<JobPhoto | null> {
      const [row] = await tx`
        update job_photos set description = coalesce(${description}, description), version = ${version},
          recorded_by = ${recordedBy}
        where id = ${id} and deleted_at is null returning *`;
      return row ? toJobPhoto(row) : null;
    },
    /** Tombstones the photo (pulled as a delete); its files are removed after the commit. */
    async markDeleted(tx: Tx, id: string, version: number, at: Date): Promise<boolean> {
      const rows = await tx`
        update job_photos set deleted_at = ${at}, version = ${version}
        where id = ${id} and deleted_at is null returning id`;
      return rows.length > 0;
    },
    /** Deleted photos whose files are still in storage. */
    async filesToRemove(limit = 100): Promise<{ id: string; filePath: string; thumbnailPath: string | null }[]> {
      const rows = await sql`
        select id, file_path, thumbnail_path from job_photos
        where deleted_at is not null and file_path <> '' limit ${limit}`;
      return rows.map((r) => ({
        id: String(r.id),
        filePath: String(r.file_path),
        thumbnailPath: (r.thumbnail_path as string) ?? null,
      }));
    },
    async filesRemoved(id: string): Promise<void> {
      await sql`update job_photos set file_path = '', thumbnail_path = null where id = ${id}`;
    },
    /** Photo counts per job, for the admin's appointment cards. */
    async countsByAppointment(): Promise<{ appointmentId: string; photoType: string; count: number }[]> {
      const rows = await sql`
        select appointment_id, photo_type, count(*)::int as count from job_photos
        where deleted_at is null group by appointment_id, photo_type`;
      return rows.map((r) => ({
        appointmentId: String(r.appointment_id),
        photoType: String(r.photo_type),
        count: Number(r.count),
      }));
    },
  };
}
export type JobPhotosRepository = ReturnType<typeof jobPhotosRepository>;
