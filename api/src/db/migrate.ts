/**
 * Applies `migrations/NNNN_name.sql`, each once, in one order for every database: a new one and
 * one upgraded from any earlier release run the same steps and end with the same schema (decision
 * 0301, proved by api/test/migration-order.test.ts). All pending files and the seeds run in one
 * transaction under an advisory lock, each file recorded by name in `schema_migrations`.
 *
 * Naming scheme (migration-plan.ts refuses anything else at every start):
 * - Four digits, 0001 upward, each number once and no gap, then a lower-case name:
 *   `0034_time_entries_one_column_order.sql`. The number is the order, and the order is that of
 *   merging: a new migration takes the next number after every existing one, even when its branch
 *   was started before others landed. If two branches took the same number, the one merged second
 *   renumbers its file before merging.
 * - A merged migration is never edited, its SQL nor its name: change the schema with a new file.
 * - Migrations numbered 0001–0033 had names by area before decision 0301 (`060_office_bookings.sql`,
 *   in older databases' `schema_migrations`); legacy-migration-names.ts maps them, and the runner
 *   renames those rows once. A file named in the old scheme (three digits) is refused: give it the
 *   next four-digit number.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql } from './client.ts';
import { legacyRenames, orderMigrations, pendingMigrations } from './migration-plan.ts';
import { seedPriceBook } from './seed/price-book.ts';
import { seedTrainingContent } from './seed/training.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant shared by every process of this app; serialises concurrent start-ups. */
const MIGRATION_LOCK_KEY = 4_242_001;

/** The migrations of this version, in the order every database applies them. */
export function migrationFiles(): string[] {
  return orderMigrations(fs.readdirSync(MIGRATIONS_DIR));
}

export async function migrate(sql: Sql): Promise<string[]> {
  const files = migrationFiles();
  const applied: string[] = [];
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
    await tx`create table if not exists schema_migrations (
      name text primary key, applied_at timestamptz not null default now())`;
    const recorded = (await tx<{ name: string }[]>`select name from schema_migrations`).map((r) => r.name);
    // Once per database from before decision 0301; afterwards every database records the same names.
    const renames = new Map(legacyRenames(recorded));
    for (const [legacy, current] of renames) {
      await tx`update schema_migrations set name = ${current} where name = ${legacy}`;
    }
    const done = recorded.map((name) => renames.get(name) ?? name);
    for (const file of pendingMigrations(files, done)) {
      // Migration files are static SQL shipped with the code, never user input.
      await tx.unsafe(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await tx`insert into schema_migrations (name) values (${file})`;
      applied.push(file);
    }
    // Reference content every database needs, written once after the schema exists.
    if (await seedTrainingContent(tx)) applied.push('seed:training-content');
    if (await seedPriceBook(tx)) applied.push('seed:price-book');
  });
  return applied;
}
