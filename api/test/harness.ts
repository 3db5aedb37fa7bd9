/** Builds an app on a throwaway database for one test file, with helpers to call it. */
import { ApiErrorSchema, type UserRole } from '@haul/shared';
import { afterAll, beforeAll } from 'vitest';
import { type AppDeps, createApp } from '../src/app.ts';
import { fixedClock } from '../src/clock.ts';
import { writeVersioned } from '../src/db/change-version.ts';
import type { Database } from '../src/db/client.ts';
import { sessionsRepository } from '../src/db/repositories/sessions.ts';
import { staffAccountsRepository } from '../src/db/repositories/staff-accounts.ts';
import { usersRepository } from '../src/db/repositories/users.ts';
import { seedDemoData } from '../src/db/seed/demo.ts';
import { DEMO_CREW_ACCOUNT_OWNER } from '../src/db/seed/demo-content.ts';
import { authService } from '../src/services/auth.ts';
import { isPushAttempts, type PushAttempts } from '../src/sync/mutation-savepoints.ts';
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
  /** The employee whose personal account `crew` is (like the demo data's named crew member). */
  crewEmployeeId: string;
}

/** The employee who owns the `crew` account: the demo data's named crew member, or a test one. */
export async function crewAccountOwner(sql: Database['sql'], seedDemo: boolean, now: Date): Promise<string> {
  if (seedDemo) {
    await seedDemoData(sql, now);
    const id = await staffAccountsRepository(sql).findEmployeeByName(
      DEMO_CREW_ACCOUNT_OWNER.firstName,
      DEMO_CREW_ACCOUNT_OWNER.lastName,
    );
    if (!id) throw new Error('the demo data has no crew account owner');
    return id;
  }
  // Stamped with a real change version, so pulls carry it like any other employee.
  const [owner] = await writeVersioned(
    sql,
    (tx, version) => tx<{ id: string }[]>`
      insert into employees (first_name, last_name, phone, email, role, version)
      values ('Casey', 'Crew', '4045550100', 'casey.crew@example.com', 'crew_member', ${version}) returning id`,
  );
  if (!owner) throw new Error('could not create the crew account owner');
  return owner.id;
}

/**
 * `PUSH_ATTEMPT=optimistic|savepoints|driverSavepoints` runs every push of the apps the harness
 * builds on that attempt alone (sync/push.ts `PushAttempts`); unset, pushes run as in production.
 */
export function pushAttemptsFromEnv(): PushAttempts | undefined {
  const value = process.env.PUSH_ATTEMPT;
  if (!value) return undefined;
  if (!isPushAttempts(value))
    throw new Error(`PUSH_ATTEMPT=${value}: not one of auto, optimistic, savepoints, driverSavepoints`);
  return value;
}

/** JSON requests to `app` with the same-origin header a browser would send; `cookie` signs them in. */
const jsonTo =
  (app: Harness['app']): Harness['json'] =>
  (method, path, body, headers = {}) =>
    Promise.resolve(
      app.request(path, {
        method,
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );

/** The same database and clock behind another app, built with other dependencies (call inside a test or hook). */
export function withApp(h: Harness, deps: Partial<AppDeps>): Harness {
  const app = createApp({ sql: h.db.sql, clock: h.clock, ...deps });
  return { ...h, app, json: jsonTo(app) };
}

/** `seedDemo`: seed the demo company first (as `pnpm start` does); `crew` is then its named crew member. */
export function useHarness(options: { now?: string; deps?: Partial<AppDeps>; seedDemo?: boolean } = {}): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.db = await createTestDatabase();
    harness.clock = fixedClock(options.now ?? '2025-01-06T15:00:00Z');
    const auth = authService(usersRepository(harness.db.sql), sessionsRepository(harness.db.sql), harness.clock);
    harness.crewEmployeeId = await crewAccountOwner(harness.db.sql, options.seedDemo ?? false, harness.clock.now());
    await auth.ensureStaffAccounts(TEST_PASSWORDS, true, harness.crewEmployeeId);
    harness.app = createApp({
      sql: harness.db.sql,
      clock: harness.clock,
      pushAttempts: pushAttemptsFromEnv(),
      ...options.deps,
    });
    harness.json = jsonTo(harness.app);
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
