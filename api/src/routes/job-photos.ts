/**
 * `POST /api/job-photos` (multipart: photo, id, appointmentId, employeeId, photoType,
 * description) and `GET /api/job-photos/:id/file`; signed-in staff only.
 */
import { idField, JobPhotoMetadataSchema } from '@haul/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, currentUser, requireUser } from '../auth/middleware.ts';
import { badRequest } from '../http/errors.ts';
import { validateInput } from '../http/validate.ts';
import type { JobPhotosService } from '../services/job-photos.ts';

const UploadFieldsSchema = JobPhotoMetadataSchema.extend({ id: idField() });

export function jobPhotoRoutes(photos: JobPhotosService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .post('/', async (c) => {
      const type = c.req.header('content-type') ?? '';
      if (!type.startsWith('multipart/form-data')) throw badRequest('Send the photo as multipart/form-data.');
      const form = await c.req.parseBody();
      const file = form.photo;
      if (!(file instanceof File)) throw badRequest('Attach the photo in the "photo" field.', { photo: 'Required' });
      const fields = UploadFieldsSchema.safeParse(form);
      if (!fields.success) {
        const first = fields.error.issues[0];
        throw badRequest(`Invalid photo details: ${first?.path.join('.')} ${first?.message}`);
      }
      const { photo, created } = await photos.upload(
        fields.data,
        new Uint8Array(await file.arrayBuffer()),
        currentUser(c),
      );
      return c.json(photo, created ? 201 : 200);
    })
    .get('/:id/file', validateInput('param', z.object({ id: idField() })), async (c) => {
      const { bytes, contentType } = await photos.file(c.req.valid('param').id);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': contentType,
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
        'cache-control': 'private, max-age=31536000, immutable',
      });
    });
}
