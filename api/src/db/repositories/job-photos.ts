/** Job photo metadata; the bytes live in the photo storage under `file_path`. */
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
  contentType: string;
  byteSize: number;
  uploadedAt: Date;
  /** The signed-in user who uploaded it (the employee is whose photo it is). */
  recordedBy: string;
}

export function jobPhotosRepository(sql: Sql) {
  return {
    async find(id: string, tx: Tx | Sql = sql): Promise<(JobPhoto & { filePath: string }) | null> {
      const [row] = await tx`select * from job_photos where id = ${id} and deleted_at is null`;
      return row ? { ...toJobPhoto(row), filePath: String(row.file_path) } : null;
    },
    async appointmentExists(id: string): Promise<boolean> {
      return (await sql`select 1 from appointments where id = ${id} and deleted_at is null`).length > 0;
    },
    /** Inserts once; a second upload of the same id keeps the first row. */
    async insert(tx: Tx, p: NewJobPhoto, version: number): Promise<JobPhoto | null> {
      const [row] = await tx`
        insert into job_photos (id, appointment_id, employee_id, photo_type, file_name, file_path, content_type,
          byte_size, description, uploaded_at, version, recorded_by)
        values (${p.id}, ${p.appointmentId}, ${p.employeeId}, ${p.photoType}, ${p.fileName}, ${p.filePath},
          ${p.contentType}, ${p.byteSize}, ${p.description}, ${p.uploadedAt}, ${version}, ${p.recordedBy})
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
  };
}
export type JobPhotosRepository = ReturnType<typeof jobPhotosRepository>;
