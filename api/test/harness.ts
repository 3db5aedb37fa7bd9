/** Builds an app on a throwaway database for one test file, with helpers to call it. */
import { ApiErrorSchema, type UserRole } from '@haul/shared';
import { afterAll, beforeAll } from 'vitest';
import { type AppDeps, createApp } from '../src/app.ts';
import { fixedClock } from '../src/clock.ts';
import type { Database } from '../src/db/client.ts';
import { sessionsRepository } from '../src/db/repositories/sessions.ts';
import { usersRepository } from '../src/db/repositories/users.ts';
import { authService } from '../src/services/auth.ts';
import { createTestDatabase } from './database.ts';

export const TEST_ORIGIN = 'http://localhost';
export const TEST_PASSWORDS = { admin: 'test-admin-password', crew: 'test-crew-password' } as const;

export interface Harness {
  db: Database;
  app: ReturnType<typeof createApp>;
  clock: ReturnType<typeof fixedClock>;
  /** JSON request with the same-origin header a browser would send; `cookie` signs it in. */
  json(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Signs in as the `admin` or `crew` account and returns the Cookie header to send. */
  signIn(role: UserRole): Promise<string>;
}

export function useHarness(options: { now?: string; deps?: Partial<AppDeps> } = {}): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.db = await createTestDatabase();
    harness.clock = fixedClock(options.now ?? '2025-01-06T15:00:00Z');
    const auth = authService(usersRepository(harness.db.sql), sessionsRepository(harness.db.sql), harness.clock);
    await auth.ensureStaffAccounts(TEST_PASSWORDS, true);
    harness.app = createApp({ sql: harness.db.sql, clock: harness.clock, ...options.deps });
    harness.json = (method, path, body, headers = {}) =>
      Promise.resolve(
        harness.app.request(path, {
          method,
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    harness.signIn = async (role) => {
      const res = await harness.json('POST', '/api/auth/login', { username: role, password: TEST_PASSWORDS[role] });
      if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.status} ${await res.text()}`);
      const cookie = res.headers.get('set-cookie')?.split(';')[0];
      if (!cookie) throw new Error('sign-in set no cookie');
      return cookie;
    };
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
