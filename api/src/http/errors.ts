/**
 * One error envelope for every API error: `{ error: { code, message, fields? } }`. Services throw
 * `ApiFailure`; anything else becomes a 500 with no details (the cause is logged, never sent).
 */
import type { ApiError } from '@haul/shared';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import postgres from 'postgres';

export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
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

/**
 * PostgreSQL's data exceptions (class 22: out of range, bad encoding, invalid text) and integrity
 * violations (class 23) are caused by the values sent, so they are 400 and 409, never 500.
 */
function databaseRefusal(err: Error): ApiFailure | null {
  if (!(err instanceof postgres.PostgresError)) return null;
  if (err.code.startsWith('22')) return badRequest('A value in the request cannot be stored.');
  if (err.code.startsWith('23')) return conflict('conflict', 'The request conflicts with data on the server.');
  return null;
}

export function handleError(err: Error, c: Context, log: (message: string, detail: unknown) => void) {
  if (err instanceof ApiFailure) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
    return c.json(errorBody(err.code, err.message, err.fields), err.status);
  }
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
  const refused = databaseRefusal(err);
  if (refused) {
    // The request passed validation yet the database refused a value: answer as the sender's
    // fault, and log it so the missing schema rule gets written.
    log('input refused by the database', { method: c.req.method, path: c.req.path, error: err.message });
    return c.json(errorBody(refused.code, refused.message), refused.status);
  }
  log('unhandled error', { method: c.req.method, path: c.req.path, error: err.stack ?? String(err) });
  return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
}
