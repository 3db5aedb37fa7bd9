/**
 * Demo money (decision 0195): on a fresh demo database every completed job has a signed estimate,
 * a gapless invoice and, for most, a card payment on its day, so /admin/money shows figures; the
 * same seed gives the same figures every time, and a second run adds nothing.
 */
import { estimateLinesHash, PriceBookSchema, priceEstimate } from '@haul/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import type { Database } from '../src/db/client.ts';
import { moneyRepository } from '../src/db/repositories/money.ts';
import { seedDemoData } from '../src/db/seed/demo.ts';
import { seedDemoMoney } from '../src/db/seed/demo-money.ts';
import { moneyService } from '../src/services/money.ts';
import { createTestDatabase } from './database.ts';

const NOW = new Date('2026-11-25T20:00:00Z');
const open: Database[] = [];
afterAll(async () => {
  for (const db of open) await db.close();
});

async function demoWithMoney() {
  const db = await createTestDatabase();
  open.push(db);
  expect(await seedDemoData(db.sql, NOW)).toBeTruthy();
  const [office] = await db.sql<{ id: string }[]>`
    insert into users (username, password_hash, role) values ('demo-office', 'x', 'admin') returning id`;
  const summary = await seedDemoMoney(db.sql, office?.id ?? '');
  return { db, summary, officeId: office?.id ?? '' };
}

describe('demo money', () => {
  it('invoices every completed demo job, pays most on the reader, and the money screen has figures', {
    timeout: 120_000,
  }, async () => {
    const { db, summary, officeId } = await demoWithMoney();
    expect(summary).toMatch(/^\d+ invoices, \d+ paid \(\$[\d,]+\.\d\d\)$/);
    const jobs = await db.sql<{ id: string }[]>`select id from appointments where status = 'completed'`;
    const invoices = await db.sql<{ number: number; status: string; total_cents: number; paid_cents: number }[]>`
      select number, status, total_cents, paid_cents from invoices order by number`;
    expect(invoices).toHaveLength(jobs.length);
    expect(invoices.map((i) => i.number)).toEqual(invoices.map((_, k) => k + 1));
    const paid = invoices.filter((i) => i.status === 'paid');
    expect(paid.length).toBeGreaterThan(invoices.length / 2);
    expect(invoices.some((i) => i.status === 'open' && i.paid_cents === 0)).toBe(true);
    for (const i of paid) expect(i.paid_cents).toBe(i.total_cents);

    // Each invoice is what the one pricing function says its signed estimate costs.
    const [bookRow] = await db.sql`select * from price_books where number = 1`;
    const book = PriceBookSchema.parse({
      id: bookRow?.id,
      number: 1,
      tiers: bookRow?.tiers,
      items: bookRow?.items,
      surcharges: bookRow?.surcharges,
      note: bookRow?.note,
      createdBy: null,
      createdAt: new Date(bookRow?.created_at).toISOString(),
    });
    const estimates = await db.sql<
      { selection: never; total_cents: number; lines_hash: string; signed_hash: string }[]
    >`
      select selection, total_cents, lines_hash, signed_hash from estimates`;
    expect(estimates).toHaveLength(jobs.length);
    for (const e of estimates) {
      const priced = priceEstimate(book, 1, e.selection);
      if (!priced.ok) throw new Error(priced.message);
      expect(priced.totalCents).toBe(e.total_cents);
      expect(await estimateLinesHash(priced)).toBe(e.lines_hash);
      expect(e.signed_hash).toBe(e.lines_hash);
    }

    const report = await moneyService(moneyRepository(db.sql), fixedClock(NOW)).report({});
    expect(report.revenue.weekCents + report.revenue.monthCents).toBeGreaterThan(0);
    expect(report.outstanding.invoices.length).toBeGreaterThan(0);
    expect(report.byLeadSource.length).toBeGreaterThan(1);
    expect(report.byCrew.length).toBeGreaterThan(1);

    expect(await seedDemoMoney(db.sql, officeId)).toBeNull();
    const [count] = await db.sql<{ n: number }[]>`select count(*)::int as n from invoices`;
    expect(count?.n).toBe(jobs.length);
  });

  it('is deterministic: a second fresh demo database has the same money', { timeout: 120_000 }, async () => {
    const figures = async (db: Database) =>
      db.sql<{ n: number; total: number; paid: number }[]>`
        select count(*)::int as n, sum(total_cents)::int as total, sum(paid_cents)::int as paid from invoices`;
    const first = open[0];
    if (!first) throw new Error('first database missing');
    const { db } = await demoWithMoney();
    expect(await figures(db)).toEqual(await figures(first));
  });
});
