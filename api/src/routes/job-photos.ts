/**
 * `POST /api/job-photos` (multipart: photo, id, appointmentId, employeeId, photoType,
 * description), `GET /api/job-photos/appointment/:appointmentId` (the spec's call), `GET
 * /api/job-photos/:id/file` and `/thumbnail`, `DELETE /api/job-photos/:id`: signed-in staff;
 * `GET /api/job-photos/counts` (per job and type, for the admin's appointment cards): admins.
 */
import { fieldErrors, idField, JobPhotoMetadataSchema, type User } from '@haul/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, currentUser, requireAdmin, requireUser } from '../auth/middleware.ts';
import { ApiFailure, badRequest } from '../http/errors.ts';
import { validateInput } from '../http/validate.ts';
import type { JobPhotosService } from '../services/job-photos.ts';

const UploadFieldsSchema = JobPhotoMetadataSchema.extend({ id: idField() });
const PhotoParamSchema = z.object({ id: idField() });
const AppointmentParamSchema = z.object({ appointmentId: idField() });

export function jobPhotoRoutes(photos: JobPhotosService) {
  const serve = async (user: User, id: string, size: 'full' | 'thumbnail') => {
    const { bytes, contentType } = await photos.file(user, id, size);
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        'content-type': contentType,
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
        // Staff only: never kept in the browser's HTTP cache; the phone keeps its
        // own photos in IndexedDB.
        'cache-control': 'no-store',
      },
    });
  };
  return new Hono<AppEnv>()
    .use(requireUser)
    .post('/', async (c) => {
      const type = c.req.header('content-type') ?? '';
      if (!/^multipart\/form-data\s*;/i.test(type)) {
        throw new ApiFailure(415, 'unsupported_media_type', 'Send the photo as multipart/form-data.');
      }
      // A body that does not match its boundary makes the parser throw: that is the sender's fault.
      const form = await c.req.parseBody().catch(() => {
        throw badRequest('The upload is not valid multipart/form-data.');
      });
      const file = form.photo;
      if (!(file instanceof File)) throw badRequest('Please select a photo to upload.', { photo: 'Required' });
      const fields = UploadFieldsSchema.safeParse(form);
      if (!fields.success) {
        const errors = fieldErrors(fields.error);
        const [field, message] = Object.entries(errors)[0] ?? ['_', 'is invalid'];
        throw badRequest(`Invalid photo details: ${field} ${message}`, errors);
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const { photo, created } = await photos.upload(currentUser(c), fields.data, bytes);
      return c.json(photo, created ? 201 : 200);
    })
    .get('/appointment/:appointmentId', validateInput('param', AppointmentParamSchema), async (c) =>
      c.json(await photos.listForAppointment(currentUser(c), c.req.valid('param').appointmentId)),
    )
    .get('/counts', requireAdmin, async (c) => c.json(await photos.countsByAppointment()))
    .get('/:id/file', validateInput('param', PhotoParamSchema), (c) =>
      serve(currentUser(c), c.req.valid('param').id, 'full'),
    )
    .get('/:id/thumbnail', validateInput('param', PhotoParamSchema), (c) =>
      serve(currentUser(c), c.req.valid('param').id, 'thumbnail'),
    )
    .delete('/:id', validateInput('param', PhotoParamSchema), async (c) => {
      await photos.delete(currentUser(c), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
