/**
 * Photo uploads, idempotent by the photo id the device chose: a retry after a lost response, or
 * a second upload of the same id, returns the first result. The type comes from the bytes.
 */
import { type JobPhoto, type JobPhotoMetadata, LIMITS, type User } from '@haul/shared';
import { assertActsFor } from '../auth/acting-as.ts';
import type { Clock } from '../clock.ts';
import { writeVersioned } from '../db/change-version.ts';
import type { Sql } from '../db/client.ts';
import type { JobPhotosRepository } from '../db/repositories/job-photos.ts';
import { ApiFailure, notFound } from '../http/errors.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';

const startsWith = (bytes: Uint8Array, at: number, signature: number[]) =>
  signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** JPEG, PNG, WebP or HEIC by magic bytes, or null. */
export function sniffImage(bytes: Uint8Array): { contentType: string; ext: string } | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', ext: 'png' };
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP')))
    return { contentType: 'image/webp', ext: 'webp' };
  const brand = String.fromCharCode(...bytes.slice(8, 12));
  if (startsWith(bytes, 4, ascii('ftyp')) && ['heic', 'heix', 'mif1', 'msf1', 'heim', 'heis'].includes(brand)) {
    return { contentType: 'image/heic', ext: 'heic' };
  }
  return null;
}

export function jobPhotosService(sql: Sql, photos: JobPhotosRepository, storage: PhotoStorage, clock: Clock) {
  return {
    async upload(
      meta: JobPhotoMetadata & { id: string },
      bytes: Uint8Array,
      user: User,
    ): Promise<{ photo: JobPhoto; created: boolean }> {
      // A crew account uploads only as its own employee; an admin for anyone.
      assertActsFor(user, meta.employeeId);
      const first = await photos.find(meta.id);
      if (first) return { photo: first, created: false };
      if (bytes.byteLength > LIMITS.photoMaxBytes) {
        throw new ApiFailure(
          413,
          'payload_too_large',
          `Photos are limited to ${LIMITS.photoMaxBytes / 1024 / 1024} MB.`,
        );
      }
      const kind = sniffImage(bytes);
      if (!kind) throw new ApiFailure(415, 'unsupported_media_type', 'Upload a JPEG, PNG, WebP or HEIC photo.');
      if (!(await photos.appointmentExists(meta.appointmentId))) throw notFound('That job does not exist.');
      const key = `${meta.id}.${kind.ext}`;
      await storage.put(key, bytes);
      const inserted = await writeVersioned(sql, (tx, version) =>
        photos.insert(
          tx,
          {
            id: meta.id,
            appointmentId: meta.appointmentId,
            employeeId: meta.employeeId,
            photoType: meta.photoType,
            description: meta.description ?? null,
            fileName: `${meta.photoType}-photo.${kind.ext}`,
            filePath: key,
            contentType: kind.contentType,
            byteSize: bytes.byteLength,
            uploadedAt: clock.now(),
            recordedBy: user.id,
          },
          version,
        ),
      );
      // Two uploads of one id raced: the other one's row stands, and so does its (identical-key) file.
      if (!inserted) return { photo: (await photos.find(meta.id)) as JobPhoto, created: false };
      return { photo: inserted, created: true };
    },

    async file(id: string): Promise<{ bytes: Uint8Array; contentType: string }> {
      const photo = await photos.find(id);
      const bytes = photo ? await storage.get(photo.filePath) : null;
      if (!photo || !bytes) throw notFound('No such photo.');
      return { bytes, contentType: photo.contentType };
    },
  };
}
export type JobPhotosService = ReturnType<typeof jobPhotosService>;
