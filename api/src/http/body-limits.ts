/**
 * Request body limits by route: 64 KB for ordinary JSON, 1 MB for a sync push (up to 100
 * mutations), and a photo plus its form fields for uploads. Checked on the declared length and
 * while streaming (hono's bodyLimit), so an oversized body is refused before it is buffered.
 * GET, HEAD and OPTIONS are never read for a body, so they skip the check: looking at the body
 * makes @hono/node-server build a full fetch Request, which cost the availability endpoint a
 * tenth of its time under load (decision 0025).
 */
import { LIMITS, SYNC_LIMITS } from '@haul/shared';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { ApiFailure } from './errors.ts';

const limiter = (maxSize: number, what: string) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiFailure(413, 'payload_too_large', `${what} are limited to ${Math.round(maxSize / 1024)} KB.`);
    },
  });

const ordinary = limiter(LIMITS.requestBodyMaxBytes, 'Request bodies');
const syncPush = limiter(SYNC_LIMITS.maxPushBytes, 'Sync pushes');
/** The photo itself is checked exactly by the service; this bounds the whole multipart body. */
const photoUpload = limiter(LIMITS.photoMaxBytes + 64 * 1024, 'Photo uploads');

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const bodyLimits = createMiddleware((c, next) => {
  if (BODYLESS_METHODS.has(c.req.method)) return next();
  const path = c.req.path;
  if (path === '/api/sync/push') return syncPush(c, next);
  if (path === '/api/job-photos' || path === '/api/job-photos/') return photoUpload(c, next);
  return ordinary(c, next);
});
