/**
 * Several API instances started at the same moment on one new database (an orchestrator starting
 * replicas): each makes the deployment accounts and seeds demo data only if nobody has, so they
 * all start, and the database holds one of each. Each "instance" here is its own connection pool
 * (PostgreSQL) doing what server.ts does at start; two-instances.test.ts starts real processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock.ts';
import type { Database } from '../src/db/client.ts';
import { sessionsRepository } from '../src/db/repositories/sessions.ts';
import { usersRepository } from '../src/db/repositories/users.ts';
import { seedDemoData } from '../src/db/seed/demo.ts';
import { authService } from '../src/services/auth.ts';
import { connectAgain, createTestDatabase } from './database.ts';
import { TEST_PASSWORDS } from './harness.ts';

const INSTANCES = 4;
let db: Database;
let pools: Database[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
  pools = [db, ...Array.from({ length: INSTANCES - 1 }, () => connectAgain(db))];
});
afterAll(async () => {
  for (const pool of pools.slice(1)) await pool.close();
  await db?.close();
});

describe('instances starting together on a new database', () => {
  it(`${INSTANCES} at once: every start succeeds; one admin account, demo data seeded once`, async () => {
    const now = new Date('2025-01-06T15:00:00Z');
    const starts = await Promise.allSettled(
      pools.map(async (pool) => {
        const seeded = await seedDemoData(pool.sql, now);
        await authService(usersRepository(pool.sql), sessionsRepository(pool.sql), systemClock).ensureStaffAccounts(
          TEST_PASSWORDS,
          true,
        );
        return seeded;
      }),
    );
    const failed = starts.filter((s) => s.status === 'rejected');
    const seededBy = starts.filter((s) => s.status === 'fulfilled' && s.value !== null).length;
    const [employees] = await db.sql<{ n: number }[]>`select count(*)::int as n from employees`;
    const admins = await db.sql`select 1 from users where username = 'admin'`;
    console.log(
      `${INSTANCES} instances started at once: ${failed.length} failed, ${seededBy} seeded the demo data, ${employees?.n} employees, ${admins.length} admin account`,
    );
    expect(failed.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([]);
    expect(seededBy).toBe(1);
    expect(admins).toHaveLength(1);
    // Seeding alone again adds nothing.
    expect(await seedDemoData(db.sql, now)).toBeNull();
  });
});
