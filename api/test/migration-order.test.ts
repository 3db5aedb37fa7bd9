/**
 * One order of migrations (decision 0301). A database created at any past release, as that release
 * built it (its files, its order, its names in `schema_migrations`), then started on this version,
 * ends with the schema of a new database, compared as `pg_dump --schema-only` prints it, and with
 * the same migration names; the folder's numbering refuses a migration added out of order.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/client.ts';
import { LEGACY_NAMES } from '../src/db/legacy-migration-names.ts';
import { MIGRATIONS_DIR, migrate, migrationFiles } from '../src/db/migrate.ts';
import { LEGACY_FILE_SHA256, PAST_RELEASES, type PastRelease } from './migration-releases.ts';
import { type ScratchServer, scratchServer } from './schema-dump.ts';

const ORDER = migrationFiles();
const SEEDS = ['seed:training-content', 'seed:price-book'];
const current = (legacy: string) => LEGACY_NAMES[legacy] ?? `unknown legacy name ${legacy}`;
const read = (file: string) => fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');

/** What a database of `release` lacks, in the order this version applies it. */
function missingAt(release: PastRelease): string[] {
  const had = new Set(release.applied.map(current));
  return ORDER.filter((file) => !had.has(file));
}

/** The runner of the time, as it built a new database at `release` (its seeds wrote rows only). */
async function buildAsReleased(sql: Sql, release: PastRelease): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`create table schema_migrations (name text primary key, applied_at timestamptz not null default now())`;
    for (const name of release.applied) {
      await tx.unsafe(read(current(name)));
      await tx`insert into schema_migrations (name) values (${name})`;
    }
  });
}

/**
 * Releases whose databases take the same steps in all, what they applied and then what they lack,
 * end the same way (28 releases, 11 sequences of steps): each sequence is built once.
 */
const groups = new Map<string, PastRelease[]>();
for (const release of PAST_RELEASES) {
  const key = [...release.applied.map(current), ...missingAt(release)].join(' ');
  groups.set(key, [...(groups.get(key) ?? []), release]);
}

describe('the migrations past releases applied', () => {
  it('are this folder’s files under their old names, with the SQL those releases ran', () => {
    const applied = new Set(PAST_RELEASES.flatMap((release) => release.applied));
    expect(Object.keys(LEGACY_NAMES).sort()).toEqual([...applied].sort());
    expect(Object.keys(LEGACY_FILE_SHA256).sort()).toEqual([...applied].sort());
    for (const [legacy, file] of Object.entries(LEGACY_NAMES)) {
      expect(ORDER, legacy).toContain(file);
      expect(createHash('sha256').update(read(file)).digest('hex'), `${file} was edited`).toBe(
        LEGACY_FILE_SHA256[legacy],
      );
    }
  });
});

describe('a database from each past release, upgraded', () => {
  let server: ScratchServer;
  let fresh: { schema: string; names: string[] };

  // initdb, and on the first run after a schema change the template too: a minute on a busy machine.
  beforeAll(async () => {
    server = await scratchServer();
    const db = await server.migrated();
    try {
      const names = await db.sql<{ name: string }[]>`select name from schema_migrations order by name`;
      fresh = { schema: await db.schema(), names: names.map((r) => r.name) };
    } finally {
      await db.close();
    }
  }, 120_000);
  afterAll(() => server?.close());

  for (const releases of groups.values()) {
    const [release] = releases as [PastRelease, ...PastRelease[]];
    const name = (r: PastRelease) => `${r.commit.slice(0, 7)} (${r.landed})`;
    const last = releases.at(-1) as PastRelease;
    const span = releases.length > 1 ? `${releases.length} releases ${name(release)} to ${name(last)}` : name(release);
    it(`from ${span}, equals a new one`, async () => {
      const db = await server.empty();
      try {
        await buildAsReleased(db.sql, release);
        expect(await migrate(db.sql)).toEqual([...missingAt(release), ...SEEDS]);
        expect(await migrate(db.sql)).toEqual([]);
        const names = await db.sql<{ name: string }[]>`select name from schema_migrations order by name`;
        expect(names.map((r) => r.name)).toEqual(fresh.names);
        expect(await db.schema()).toBe(fresh.schema);
      } finally {
        await db.close();
      }
    });
  }
});
