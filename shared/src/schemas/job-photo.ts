import { z } from 'zod';
import { photoType } from '../enums.ts';
import { idField, optionalText } from './fields.ts';

/** The non-file fields of a photo upload (multipart form fields, or a recordJobPhoto mutation). */
export const JobPhotoMetadataSchema = z.object({
  id: idField().optional(),
  appointmentId: idField(),
  employeeId: idField(),
  photoType: photoType.schema,
  description: optionalText(500),
});
export type JobPhotoMetadata = z.infer<typeof JobPhotoMetadataSchema>;

export const JobPhotoSchema = z.object({
  id: idField(),
  appointmentId: idField(),
  employeeId: idField().nullable(),
  photoType: photoType.schema,
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  description: z.string().nullable(),
  /** The full image (staff only). */
  url: z.string(),
  /** A ~400 px JPEG for grids. */
  thumbnailUrl: z.string(),
  uploadedAt: z.string(),
});
export type JobPhoto = z.infer<typeof JobPhotoSchema>;
