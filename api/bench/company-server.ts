/**
 * Seeds a company with years of history (company.ts) up to today, in a new database on the
 * PostgreSQL server DATABASE_URL names, and keeps it until this process is stopped: the app runs
 * on it meanwhile (`pnpm bench:sync:admin:device`, e2e/bench/admin-device-pull.bench.ts).
 * Prints `database: <url>` once seeded; SIGTERM or SIGINT drops the database.
 * Run: DATABASE_URL=postgres://… tsx bench/company-server.ts [years]
 */
import { calendarDateOf } from '@haul/shared';
import { systemClock } from '../src/clock.ts';
import { databaseUrl } from '../test/database.ts';
import { seedCompany } from './company.ts';

if (!process.env.DATABASE_URL) {
  console.error('company-server.ts needs DATABASE_URL: the app must reach the seeded database from another process.');
  process.exit(2);
}
const years = Number(process.argv[2] ?? 3);
const c = await seedCompany(years, systemClock, calendarDateOf(systemClock.now()));
console.log(
  `seeded ${years} year(s): ${c.counts.a} jobs, ${c.counts.t} time entries, ${c.counts.p} photo records, ${c.counts.c} contact requests`,
);
console.log(`database: ${databaseUrl(c.db)}`);
const stop = async () => {
  await c.db.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => undefined, 60_000);
