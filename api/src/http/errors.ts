/**
 * One error envelope for every API error: `{ error: { code, message, fields? } }`. Services throw
 * `ApiFailure`; anything else becomes a 500 with no details (the cause is logged, never sent).
 */
import type { ApiError } from '@haul/shared';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiFailure(400, 'validation_failed', message, fields);
export const notFound = (message = 'Not found') => new ApiFailure(404, 'not_found', message);
export const conflict = (code: string, message: string) => new ApiFailure(409, code, message);

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function handleError(err: Error, c: Context, log: (message: string, detail: unknown) => void) {
  if (err instanceof ApiFailure) return c.json(errorBody(err.code, err.message, err.fields), err.status);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code =
      status === 413
        ? 'payload_too_large'
        : status === 401
          ? 'unauthorized'
          : status === 403
            ? 'forbidden'
            : 'bad_request';
    return c.json(errorBody(code, err.message || 'Bad request'), status);
  }
  log('unhandled error', { method: c.req.method, path: c.req.path, error: err.stack ?? String(err) });
  return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
}
