/**
 * Backups (docs/operations.md#backups, decision 0161): one `.tar.gz` holding
 *   - `database.ndjson`: a header line (format, creation time, applied migrations), then one line per
 *     table with its rows as PostgreSQL's own `to_jsonb`, then the sequences' positions — read in one
 *     REPEATABLE READ, READ ONLY transaction, so the whole dump is one consistent snapshot;
 *   - `photos/<key>`: every photo and thumbnail, read through the configured PhotoStorage (the
 *     data folder or S3).
 * The same SQL runs on embedded PGlite and on a PostgreSQL server (everything goes through
 * postgres.js), so a dump of one restores into the other. Restore loads into a database migrated to
 * the same migrations, with triggers and foreign-key checks off for the load
 * (`session_replication_role = replica`: PGlite always allows it; a server needs a superuser).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Sql } from '../db/client.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';

export const BACKUP_FORMAT = 'haul-backup/1';
const ROWS_PER_INSERT = 500;

interface Header {
  format: string;
  createdAt: string;
  migrations: string[];
}
type Line =
  | ({ kind: 'header' } & Header)
  | { kind: 'table'; table: string; rows: string[] }
  | { kind: 'sequence'; sequence: string; value: string | null };

/** Tables of the public schema (partitions are reached through their parent). */
async function tableNames(sql: Sql): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`;
  return rows.map((r) => r.name);
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every row of every table and every sequence's position, from one snapshot. */
export async function dumpDatabase(sql: Sql, write: (line: string) => void): Promise<{ tables: number; rows: number }> {
  let total = 0;
  let tables = 0;
  await sql.begin('isolation level repeatable read read only', async (tx) => {
    const t = tx as unknown as Sql;
    const migrations = (await t<{ name: string }[]>`select name from schema_migrations order by name`).map(
      (r) => r.name,
    );
    write(JSON.stringify({ kind: 'header', format: BACKUP_FORMAT, createdAt: new Date().toISOString(), migrations }));
    for (const table of await tableNames(t)) {
      const rows = (await t.unsafe<{ j: string }[]>(`select to_jsonb(t)::text as j from ${ident(table)} t`)).map(
        (r) => r.j,
      );
      write(JSON.stringify({ kind: 'table', table, rows } satisfies Line));
      total += rows.length;
      tables++;
    }
    const sequences = await t<{ name: string; value: string | null }[]>`
      select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`;
    for (const s of sequences)
      write(JSON.stringify({ kind: 'sequence', sequence: s.name, value: s.value } satisfies Line));
  });
  return { tables, rows: total };
}

/** Columns a row can be inserted with (not generated ones), and whether the table has an identity. */
async function insertableColumns(sql: Sql, table: string) {
  const cols = await sql<{ name: string; identity: string }[]>`
    select a.attname as name, a.attidentity as identity from pg_attribute a
    where a.attrelid = ${`public.${ident(table)}`}::regclass and a.attnum > 0 and not a.attisdropped
      and a.attgenerated = '' order by a.attnum`;
  return { columns: cols.map((c) => c.name), identity: cols.some((c) => c.identity === 'a') };
}

/**
 * Replaces every row of a database migrated to the backup's migrations with the backup's rows, in
 * one transaction: it either all lands or nothing changes.
 */
export async function restoreDatabase(
  sql: Sql,
  lines: AsyncIterable<string>,
): Promise<{ tables: number; rows: number }> {
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.done ? null : (JSON.parse(first.value) as Line);
  if (header?.kind !== 'header' || header.format !== BACKUP_FORMAT) throw new Error('not a Haul It All backup');
  const applied = (await sql<{ name: string }[]>`select name from schema_migrations order by name`).map((r) => r.name);
  if (applied.join('\n') !== header.migrations.join('\n')) {
    throw new Error(
      `the backup was made at migration ${header.migrations.at(-1)}, this version is at ${applied.at(-1)}: ` +
        'restore with the version that made it, then start this one to migrate',
    );
  }
  let rows = 0;
  let tables = 0;
  await sql.begin(async (tx) => {
    const t = tx as unknown as Sql;
    await t`set local session_replication_role = replica`;
    const names = await tableNames(t);
    if (names.length) await t.unsafe(`truncate ${names.map(ident).join(', ')} restart identity`);
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const line = JSON.parse(next.value) as Line;
      if (line.kind === 'table') {
        if (!names.includes(line.table)) throw new Error(`the backup has a table this database lacks: ${line.table}`);
        const { columns, identity } = await insertableColumns(t, line.table);
        const list = columns.map(ident).join(', ');
        for (let i = 0; i < line.rows.length; i += ROWS_PER_INSERT) {
          const batch = `[${line.rows.slice(i, i + ROWS_PER_INSERT).join(',')}]`;
          await t.unsafe(
            `insert into ${ident(line.table)} (${list}) ${identity ? 'overriding system value ' : ''}` +
              `select ${list} from jsonb_populate_recordset(null::${ident(line.table)}, $1::text::jsonb)`,
            [batch],
          );
        }
        rows += line.rows.length;
        tables++;
      } else if (line.kind === 'sequence') {
        if (line.value === null) await t`select setval(${`public.${ident(line.sequence)}`}::regclass, 1, false)`;
        else await t`select setval(${`public.${ident(line.sequence)}`}::regclass, ${line.value}::bigint, true)`;
      }
    }
  });
  return { tables, rows };
}

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** `haul-backup-2026-11-25T021500Z.tar.gz`: sorts by date, no characters a shell or Windows minds. */
export function backupFileName(now: Date): string {
  return `haul-backup-${now.toISOString().slice(0, 19).replaceAll(':', '')}Z.tar.gz`;
}

function tar(args: string[]) {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tar ${args[0]} failed: ${result.stderr || result.error?.message}`);
}

/** Writes database and photos to `file` (written beside it, then renamed: never a half backup). */
export async function writeBackup(sql: Sql, photos: PhotoStorage, file: string) {
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'haul-backup-'));
  try {
    const out = fs.openSync(path.join(stage, 'database.ndjson'), 'w');
    let database: { tables: number; rows: number };
    try {
      database = await dumpDatabase(sql, (line) => fs.writeSync(out, `${line}\n`));
    } finally {
      fs.closeSync(out);
    }
    // Photos after the snapshot: a photo added meanwhile is an extra file, never a missing one
    // (photo rows are written after their bytes).
    fs.mkdirSync(path.join(stage, 'photos'));
    const keys = await photos.list();
    for (const key of keys) {
      const bytes = await photos.get(key);
      if (bytes) fs.writeFileSync(path.join(stage, 'photos', path.basename(key)), bytes);
    }
    const partial = `${file}.partial`;
    tar(['-czf', partial, '-C', stage, 'database.ndjson', 'photos']);
    fs.renameSync(partial, file);
    return { ...database, photos: keys.length, bytes: fs.statSync(file).size };
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

/** Restores `file` into a database migrated to the backup's migrations and into `photos`. */
export async function restoreBackup(sql: Sql, photos: PhotoStorage, file: string) {
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'haul-restore-'));
  try {
    tar(['-xzf', file, '-C', stage]);
    const lines = readline.createInterface({ input: fs.createReadStream(path.join(stage, 'database.ndjson')) });
    const database = await restoreDatabase(sql, lines);
    const dir = path.join(stage, 'photos');
    const keys = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    for (const key of keys) {
      const ext = key.split('.').pop() ?? '';
      await photos.put(key, fs.readFileSync(path.join(dir, key)), CONTENT_TYPES[ext] ?? 'application/octet-stream');
    }
    return { ...database, photos: keys.length };
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}
