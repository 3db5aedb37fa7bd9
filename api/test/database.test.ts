import { describe, expect, it, onTestFinished } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { seedDemoData } from '../src/db/seed/demo.ts';
import { createTestDatabase } from './database.ts';
import { useHarness } from './harness.ts';

describe('database', () => {
  const h = useHarness();

  it('applies migrations once and is a no-op the second time', async () => {
    expect(await migrate(h.db.sql)).toEqual([]);
    const rows = await h.db.sql<{ name: string }[]>`select name from schema_migrations order by name`;
    expect(rows.map((r) => r.name)[0]).toBe('0001_initial.sql');
  });

  it('keeps calendar dates as text and timestamps in UTC', async () => {
    const [row] = await h.db.sql<{ d: string; t: Date }[]>`select '2025-01-05'::date as d, now() as t`;
    expect(row?.d).toBe('2025-01-05');
    expect(row?.t).toBeInstanceOf(Date);
  });

  it('seeds a believable company into an empty database, once', async () => {
    // Its own empty database: the harness's database already holds the `crew` account's employee.
    const db = await createTestDatabase();
    onTestFinished(() => db.close());
    const now = new Date('2025-01-08T15:00:00Z');
    const summary = await seedDemoData(db.sql, now);
    expect(summary).toMatch(/12 employees/);
    expect(await seedDemoData(db.sql, now)).toBeNull();

    const roles = await db.sql<{ role: string }[]>`select distinct role from employees order by role`;
    expect(roles.map((r) => r.role)).toEqual(['crew_member', 'driver', 'supervisor']);
    const statuses = await db.sql<{ status: string }[]>`select distinct status from appointments order by status`;
    expect(statuses.map((r) => r.status)).toEqual(['cancelled', 'completed', 'confirmed', 'pending']);
    const [span] = await db.sql<{ first: string; last: string; missing: number }[]>`
      select min(preferred_date)::text as first, max(preferred_date)::text as last,
             count(*) filter (where site_latitude is null)::int as missing from appointments`;
    expect(span).toEqual({ first: '2025-01-01', last: '2025-01-15', missing: 0 });
    const [counts] = await db.sql<{ s: number; c: number }[]>`
      select (select count(*) from schedules)::int as s, (select count(*) from contact_requests)::int as c`;
    expect(counts?.s).toBeGreaterThan(50);
    expect(counts?.c).toBeGreaterThan(0);
  });
});
