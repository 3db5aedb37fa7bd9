/**
 * Photo uploads, idempotent by the photo id the device chose: a retry after a lost response, or
 * a second upload of the same id (even at the same moment), returns the first result and leaves
 * one pair of files. The type comes from the bytes; a refused or failed upload leaves no file.
 */
import { randomBytes } from 'node:crypto';
import { HEIC_REFUSAL, type JobPhoto, type JobPhotoMetadata, LIMITS, sniffImage, type User } from '@haul/shared';
import { assertActsFor } from '../auth/acting-as.ts';
import type { Clock } from '../clock.ts';
import { writeVersioned } from '../db/change-version.ts';
import type { Sql } from '../db/client.ts';
import type { JobPhotosRepository } from '../db/repositories/job-photos.ts';
import { ApiFailure, conflict, notFound } from '../http/errors.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';
import { makeThumbnail, pixelCount, strippedOriginal } from './photo-thumbnail.ts';
import type { Deleted, MutationWrite } from './versioned-write.ts';

const MB = 1024 * 1024;
const DAY_MS = 24 * 3_600_000;

/** Crews delete only their own photos; admins any (the same rule for REST and sync). */
function assertMayDelete(user: User, photo: { employeeId: string | null }): void {
  assertActsFor(user, photo.employeeId ?? '');
}

export function jobPhotosService(
  sql: Sql,
  photos: JobPhotosRepository,
  storage: PhotoStorage,
  clock: Clock,
  dailyBytesPerAccount: number = LIMITS.photoDailyBytesPerAccount,
) {
  async function removeFiles(...keys: (string | null)[]) {
    for (const key of keys) if (key) await storage.delete(key);
  }

  /** Crews see a job's photos only on jobs they are on; admins all. */
  async function mayView(user: User, appointmentId: string | null): Promise<boolean> {
    if (user.role === 'admin') return true;
    const crew = appointmentId ? await photos.crewOf(appointmentId) : null;
    return !!user.employeeId && !!crew?.includes(user.employeeId);
  }

  return {
    async upload(
      user: User,
      meta: JobPhotoMetadata & { id: string },
      bytes: Uint8Array,
    ): Promise<{ photo: JobPhoto; created: boolean }> {
      // A crew account uploads only as its own employee; an admin for anyone.
      assertActsFor(user, meta.employeeId);
      const first = await photos.find(meta.id);
      if (first) return { photo: first, created: false };
      if (await photos.isDeleted(meta.id)) throw conflict('photo_deleted', 'That photo was deleted.');
      if (bytes.byteLength > LIMITS.photoMaxBytes) {
        throw new ApiFailure(413, 'payload_too_large', `Photos are limited to ${LIMITS.photoMaxBytes / MB} MB.`);
      }
      const kind = sniffImage(bytes);
      if (kind.kind === 'heic') throw new ApiFailure(415, 'unsupported_media_type', HEIC_REFUSAL);
      if (kind.kind !== 'image') throw new ApiFailure(415, 'unsupported_media_type', 'Please select an image file.');
      const pixels = await pixelCount(bytes);
      if (pixels !== null && pixels > LIMITS.photoMaxPixels) {
        throw new ApiFailure(
          413,
          'too_many_pixels',
          `Photos are limited to ${LIMITS.photoMaxPixels / 1_000_000} megapixels. Take it at a lower resolution.`,
        );
      }
      if (!(await photos.appointmentExists(meta.appointmentId))) throw notFound('That job does not exist.');
      if (!(await photos.employeeExists(meta.employeeId))) throw notFound('That employee does not exist.');
      const since = new Date(clock.now().getTime() - DAY_MS);
      // Per account, not per address: a phone moves between networks. The phone's
      // queue keeps the photo and tries again later (429 is retried with back-off).
      if ((await photos.bytesUploadedBy(user.id, since)) + bytes.byteLength > dailyBytesPerAccount) {
        throw new ApiFailure(
          429,
          'photo_quota',
          `This account has sent ${Math.round(dailyBytesPerAccount / MB)} MB of photos in the last 24 hours, the most it may. The photo stays on the phone and goes up later; ask the office if it is urgent.`,
        );
      }
      const thumbnail = await makeThumbnail(bytes);
      const original = thumbnail && (await strippedOriginal(bytes));
      if (!thumbnail || !original) throw new ApiFailure(415, 'unsupported_media_type', 'That image could not be read.');

      // Keys unique to this attempt: two uploads of one id never write the same file, and the
      // loser removes exactly its own pair.
      const nonce = randomBytes(8).toString('hex');
      const filePath = `${meta.id}-${nonce}.${kind.ext}`;
      const thumbnailPath = `${meta.id}-${nonce}.thumb.jpg`;
      let inserted: JobPhoto | null = null;
      try {
        await storage.put(filePath, original, kind.contentType);
        await storage.put(thumbnailPath, thumbnail, 'image/jpeg');
        inserted = await writeVersioned(sql, (tx, version) =>
          photos.insert(
            tx,
            {
              id: meta.id,
              appointmentId: meta.appointmentId,
              employeeId: meta.employeeId,
              photoType: meta.photoType,
              description: meta.description ?? null,
              fileName: `${meta.photoType}-photo.${kind.ext}`,
              filePath,
              thumbnailPath,
              contentType: kind.contentType,
              byteSize: original.byteLength,
              uploadedAt: clock.now(),
              recordedBy: user.id,
            },
            version,
          ),
        );
      } finally {
        if (!inserted) await removeFiles(filePath, thumbnailPath);
      }
      if (inserted) return { photo: inserted, created: true };
      // Two uploads of one id raced and the other one's row stands.
      const winner = await photos.find(meta.id);
      if (!winner) throw conflict('photo_deleted', 'That photo was deleted.');
      return { photo: winner, created: false };
    },

    async file(
      user: User,
      id: string,
      size: 'full' | 'thumbnail',
    ): Promise<{ bytes: Uint8Array; contentType: string }> {
      const photo = await photos.find(id);
      // Another job's photo is answered as missing: a crew account learns nothing of it.
      if (photo && !(await mayView(user, photo.appointmentId))) throw notFound('No such photo.');
      const key = size === 'full' ? photo?.filePath : photo?.thumbnailPath;
      const bytes = key ? await storage.get(key) : null;
      if (!photo || !bytes) throw notFound('No such photo.');
      return { bytes, contentType: size === 'full' ? photo.contentType : 'image/jpeg' };
    },

    async delete(user: User, id: string): Promise<void> {
      const photo = await photos.find(id);
      if (!photo) throw notFound('No such photo.');
      assertMayDelete(user, photo);
      await writeVersioned(sql, (tx, version) => photos.markDeleted(tx, id, version, clock.now()));
      await this.removeDeletedFiles();
    },

    /** `recordJobPhoto`: confirms an uploaded photo (POST /api/job-photos made its row) in the device's order. */
    async record({ tx, version, user, args }: MutationWrite<'recordJobPhoto'>): Promise<JobPhoto | null> {
      assertActsFor(user, args.employeeId);
      const photo = await photos.find(args.id, tx);
      if (!photo) throw new ApiFailure(409, 'photo_not_uploaded', 'The photo file never reached the server.');
      if (photo.employeeId) assertActsFor(user, photo.employeeId);
      return photos.updateDescription(tx, args.id, args.description ?? null, version, user.id);
    },

    /** `deleteJobPhoto`: a tombstone; its files go after the push (`removeDeletedFiles`). */
    async markDeleted({ tx, version, user, now, args }: MutationWrite<'deleteJobPhoto'>): Promise<Deleted> {
      const photo = await photos.find(args.id, tx);
      // Already deleted (by the office, or this mutation's first delivery): nothing left to do.
      if (!photo) return { deleted: false };
      assertMayDelete(user, photo);
      return { deleted: await photos.markDeleted(tx, args.id, version, now) };
    },

    /** Removes the files of tombstoned photos (after a REST delete, and after each sync push). */
    async removeDeletedFiles(): Promise<void> {
      for (const gone of await photos.filesToRemove()) {
        await removeFiles(gone.filePath, gone.thumbnailPath);
        await photos.filesRemoved(gone.id);
      }
    },

    async listForAppointment(user: User, appointmentId: string): Promise<JobPhoto[]> {
      if (user.role !== 'admin' && !(await photos.crewOf(appointmentId))) throw notFound('That job does not exist.');
      if (!(await mayView(user, appointmentId)))
        throw new ApiFailure(403, 'not_on_job', 'Only the crew on this job can see its photos.');
      return photos.listForAppointment(appointmentId);
    },
    countsByAppointment: () => photos.countsByAppointment(),
  };
}
export type JobPhotosService = ReturnType<typeof jobPhotosService>;
