/**
 * HTTP for the sync engine, sorting every answer into ok / paused (401) / transient. A network
 * error, a 5xx, or an answer that is not the API's JSON (a captive portal's 200 page) is
 * transient: the outbox stays and the engine retries with back-off. A 426 asks for an app update.
 * A 413 is returned as it is, with any body, for the engine to split the batch.
 */
import { observeAnswer } from './device-clock.ts';

export class TransientError extends Error {}
export class SignInNeeded extends Error {}
/** 426: the server no longer speaks this app's sync protocol; the outbox waits for the update. */
export class UpdateRequired extends Error {}

export interface Transport {
  fetch: typeof fetch;
  baseUrl: string;
}

export const browserTransport = (): Transport => ({ fetch: (input, init) => fetch(input, init), baseUrl: '' });

export async function requestJson(
  t: Transport,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  let res: Response;
  const sentAt = Date.now();
  try {
    res = await t.fetch(`${t.baseUrl}${path}`, {
      method,
      credentials: 'include',
      cache: 'no-store',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new TransientError(`network: ${(error as Error).message}`);
  }
  observeAnswer(res, sentAt, Date.now());
  if (res.status === 401) throw new SignInNeeded('Your session ended. Sign in again to keep syncing.');
  if (res.status === 426)
    throw new UpdateRequired('Update the app to keep syncing. Your changes are kept on this device.');
  if (res.status >= 500 || res.status === 429 || res.status === 408)
    throw new TransientError(`server answered ${res.status}`);
  // Too large, whoever says so and in whatever words (nginx answers with an HTML page): the
  // engine splits the batch (decision 0222).
  if (res.status === 413) return { status: 413, json: null };
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('application/json'))
    throw new TransientError(`unexpected ${res.status} answer (${type || 'no type'})`);
  try {
    return { status: res.status, json: await res.json() };
  } catch {
    throw new TransientError('unreadable answer');
  }
}
