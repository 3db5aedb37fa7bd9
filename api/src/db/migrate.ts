/**
 * Applies `migrations/NNN_name.sql` in order, each inside a transaction, recording it in
 * `schema_migrations`. A merged migration is never edited; add a new file instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql } from './client.ts';
import { seedPriceBook } from './seed/price-book.ts';
import { seedTrainingContent } from './seed/training.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant shared by every process of this app; serialises concurrent start-ups. */
const MIGRATION_LOCK_KEY = 4_242_001;

export async function migrate(sql: Sql): Promise<string[]> {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
    await tx`create table if not exists schema_migrations (
      name text primary key, applied_at timestamptz not null default now())`;
    const done = new Set((await tx<{ name: string }[]>`select name from schema_migrations`).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
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
