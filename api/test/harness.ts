/** Builds an app on a throwaway database for one test file, with helpers to call it. */
import { ApiErrorSchema } from '@haul/shared';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../src/app.ts';
import { type Clock, fixedClock } from '../src/clock.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './database.ts';

export interface Harness {
  db: Database;
  app: ReturnType<typeof createApp>;
  clock: ReturnType<typeof fixedClock>;
  /** JSON request with the same-origin header a browser would send. */
  json(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

export const TEST_ORIGIN = 'http://localhost';

export function useHarness(
  options: { now?: string; appOptions?: (clock: Clock) => Record<string, unknown> } = {},
): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.db = await createTestDatabase();
    harness.clock = fixedClock(options.now ?? '2025-01-06T15:00:00Z');
    harness.app = createApp({
      sql: harness.db.sql,
      clock: harness.clock,
      ...(options.appOptions?.(harness.clock) ?? {}),
    });
    harness.json = (method, path, body, headers = {}) =>
      Promise.resolve(
        harness.app.request(path, {
          method,
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
  });
  afterAll(async () => {
    await harness.db?.close();
  });
  return harness;
}

/** The error envelope of a response, parsed with the shared schema. */
export async function readError(res: Response) {
  return ApiErrorSchema.parse(await res.json()).error;
}
