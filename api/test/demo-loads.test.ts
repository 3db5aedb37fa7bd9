/**
 * Demo loads (decision 0200): a fresh demo database gets trucks, facilities, today's trucks and a
 * believable year of loads — each split among its jobs to the exact pound — so the report and the
 * impact page have figures; a second run adds nothing.
 */
import { impactFigures, type LoadFact } from '@haul/shared';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { loadsRepository } from '../src/db/repositories/loads.ts';
import { seedDemoData } from '../src/db/seed/demo.ts';
import { seedDemoLoads } from '../src/db/seed/demo-loads.ts';
import { createTestDatabase } from './database.ts';

const NOW = new Date('2026-11-25T20:00:00Z');
let db: Database;
afterAll(async () => db?.close());

describe('demo loads', () => {
  it('a year of loads, split exactly, with a diversion rate an honest hauler could have', {
    timeout: 120_000,
  }, async () => {
    db = await createTestDatabase();
    expect(await seedDemoData(db.sql, NOW)).toBeTruthy();
    const [office] = await db.sql<{ id: string }[]>`
      insert into users (username, password_hash, role) values ('demo-office', 'x', 'admin') returning id`;
    const summary = await seedDemoLoads(db.sql, office?.id ?? '', NOW);
    expect(summary).toMatch(/^3 trucks, 8 facilities, \d+ loads over the last year$/);

    const facts: LoadFact[] = await loadsRepository(db.sql).facts(
      new Date('2025-11-01T00:00:00Z'),
      new Date('2026-12-01T00:00:00Z'),
    );
    expect(facts.length).toBeGreaterThan(250);
    const months = new Set(facts.map((f) => f.dumpedAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    const f = impactFigures(facts, '2025-11-25', '2026-11-24');
    expect(f.diversionPercent).toBeGreaterThan(15);
    expect(f.diversionPercent).toBeLessThan(60);
    expect(f.energyRecoveryPounds).toBeGreaterThan(0);
    expect(f.donatedPounds).toBeGreaterThan(0);

    // Every shared load's parts add up to the load, in pounds and in cents.
    const off = await db.sql`
      select l.id from loads l join load_shares s on s.load_id = l.id
      group by l.id, l.net_pounds, l.fee_cents
      having sum(s.fee_cents) <> l.fee_cents or (l.net_pounds is not null and sum(s.pounds) <> l.net_pounds)`;
    expect(off).toHaveLength(0);
    expect((await db.sql`select 1 from load_shares`).length).toBeGreaterThan(0);
    expect(await seedDemoLoads(db.sql, office?.id ?? '', NOW)).toBeNull();
  });
});
