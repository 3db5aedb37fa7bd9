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

describe('scheduled work over several instances', () => {
  it('runs once per interval between two instances, and on when one of them stops', async () => {
    const ran: string[] = [];
    const failures: unknown[] = [];
    /** Claims asked for and refused while both run: each run should have a refused twin beside it. */
    const claims = { won: 0, refused: 0 };
    const counted = (sql: Database['sql']) => ({
      claim: async (job: string, minGapMs: number) => {
        const won = await scheduledRunsRepository(sql).claim(job, minGapMs);
        claims[won ? 'won' : 'refused']++;
        return won;
      },
    });
    const instance = (name: string, sql: Database['sql']) =>
      scheduleOnce(
        counted(sql),
        { name: 'test-job', everyMs: EVERY_MS, run: async () => ran.push(name) },
        { ran: () => {}, failed: (_job, error) => failures.push(error) },
      );
    const stopA = instance('A', db.sql);
    const stopB = instance('B', second.sql);
    // The two tick together (one process, one interval), so of each pair of claims one is refused,
    // however late a busy machine runs their timers.
    await expect.poll(() => ran.length, { timeout: 30_000, interval: 10 }).toBeGreaterThanOrEqual(8);
    const together = { ...claims };
    stopA();
    // B's next run comes after any claim of A's that was already on its way.
    const stoppedAt = ran.length;
    await expect.poll(() => ran.slice(stoppedAt).includes('B'), { timeout: 30_000, interval: 10 }).toBe(true);
    ran.length = 0;
    await expect.poll(() => ran.length, { timeout: 30_000, interval: 10 }).toBeGreaterThanOrEqual(4);
    stopB();
    console.log(
      `two instances at one run per ${EVERY_MS} ms: ${together.won} claims won, ${together.refused} refused; B alone after A stopped: ${ran.length} runs`,
    );
    expect(failures).toEqual([]);
    // One won claim may lack its twin at each end of the window.
    expect(together.refused).toBeGreaterThanOrEqual(together.won - 2);
    expect(ran.every((name) => name === 'B')).toBe(true);
    expect(await scheduledRunsRepository(db.sql).runs('test-job')).toBeGreaterThanOrEqual(together.won + ran.length);
  });
});
