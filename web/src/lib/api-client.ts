/**
 * The one HTTP client, with the semantics of the spec's calls: cookies always sent, JSON bodies with a
 * JSON content type, and a non-ok response throws an error whose message is
 * "<status>: <body text>" (or the status text when the body is empty). Responses are parsed
 * with the shared schema, never cast. It never shows notices or redirects; callers decide.
 */
import { ApiErrorSchema } from '@haul/shared';
import type { z } from 'zod';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    /** The API's `{ error: { code, message, fields } }`, when the body was one. */
    readonly envelope: z.infer<typeof ApiErrorSchema>['error'] | undefined,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }

  /** The server's own sentence when it sent one, else the fallback (for notices). */
  userMessage(fallback: string): string {
    return this.envelope?.message ?? fallback;
  }
}

/**
 * The request never reached the server: the device is offline (a write is refused at once, not
 * after a timeout) or the network failed. Forms show the offline notice and keep their input.
 */
export class OfflineError extends Error {
  constructor(cause?: unknown) {
    super('No connection', { cause });
    this.name = 'OfflineError';
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  // Reads may still be answered by the staff app's service worker; a write cannot be.
  if (method !== 'GET' && isOffline()) throw new OfflineError();
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'include',
      headers: data !== undefined && !isForm ? { 'content-type': 'application/json' } : {},
      body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
    });
  } catch (error) {
    // fetch rejects (TypeError) only when no response arrived at all.
    if (error instanceof TypeError) throw new OfflineError(error);
    throw error;
  }
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    let envelope: z.infer<typeof ApiErrorSchema>['error'] | undefined;
    try {
      envelope = ApiErrorSchema.parse(JSON.parse(text)).error;
    } catch {
      envelope = undefined;
    }
    throw new ApiError(res.status, text, envelope);
  }
  return res;
}

/** Sends a request and parses the JSON response with `schema`. */
export async function apiJson<S extends z.ZodType>(
  schema: S,
  method: string,
  url: string,
  data?: unknown,
): Promise<z.output<S>> {
  const res = await apiRequest(method, url, data);
  return schema.parse(await res.json());
}

/** GET that yields null on 401 instead of throwing (the spec: reads "can be set to yield null on 401"). */
export async function apiGetOrNullOn401<S extends z.ZodType>(schema: S, url: string): Promise<z.output<S> | null> {
  try {
    return await apiJson(schema, 'GET', url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
