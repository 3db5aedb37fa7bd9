/**
 * Scheduled housekeeping takes turns (decision 0240): two "instances" (each its own connection
 * pool on PostgreSQL; the one connection on PGlite) ticking at the same interval run the job once
 * per interval between them, and the other takes over when one stops. The two-process version is
 * in two-instances.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { scheduledRunsRepository } from '../src/db/repositories/scheduled-runs.ts';
import { scheduleOnce } from '../src/services/scheduled-work.ts';
import { connectAgain, createTestDatabase } from './database.ts';

const EVERY_MS = 150;
let db: Database;
let second: Database;
beforeAll(async () => {
  db = await createTestDatabase();
  second = connectAgain(db);
});
afterAll(async () => {
  await second?.close();
  await db?.close();
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('scheduled work over several instances', () => {
  it('runs once per interval between two instances, and on when one of them stops', async () => {
    const ran: string[] = [];
    const failures: unknown[] = [];
    const instance = (name: string, sql: Database['sql']) =>
      scheduleOnce(
        scheduledRunsRepository(sql),
        { name: 'test-job', everyMs: EVERY_MS, run: async () => ran.push(name) },
        { ran: () => {}, failed: (_job, error) => failures.push(error) },
      );
    const stopA = instance('A', db.sql);
    const stopB = instance('B', second.sql);
    await wait(EVERY_MS * 8);
    const together = ran.length;
    stopA();
    await wait(30); // a run of A's already under way ends
    ran.length = 0;
    await wait(EVERY_MS * 6);
    stopB();
    console.log(
      `two instances at one run per ${EVERY_MS} ms: ${together} runs in 8 intervals; B alone after A stopped: ${ran.length} runs in 6`,
    );
    expect(failures).toEqual([]);
    expect(together).toBeGreaterThanOrEqual(5);
    expect(together).toBeLessThanOrEqual(10);
    expect(ran.length).toBeGreaterThanOrEqual(4);
    expect(ran.every((name) => name === 'B')).toBe(true);
    expect(await scheduledRunsRepository(db.sql).runs('test-job')).toBeGreaterThanOrEqual(together + ran.length);
  });
});
