/**
 * The database half of a backup (decision 0161, api/src/backup/backup.ts): every row of every
 * table as PostgreSQL's own `to_jsonb`, and every sequence's position, dumped from one REPEATABLE
 * READ, READ ONLY snapshot and restored in one transaction with triggers and foreign-key checks
 * off (`session_replication_role = replica`). Tables and columns come from the catalogue, named
 * through postgres.js's identifier escaping, never spliced into SQL text.
 */
import type { Sql } from './client.ts';

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

/** `public."name"` as regclass text (a sequence or a table looked up by name). */
const qualified = (name: string) => `public."${name.replaceAll('"', '""')}"`;

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
      const rows = (await t<{ j: string }[]>`select to_jsonb(r)::text as j from ${t(table)} r`).map((r) => r.j);
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
    where a.attrelid = ${qualified(table)}::regclass and a.attnum > 0 and not a.attisdropped
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
    if (names.length) await t`truncate ${t(names)} restart identity`;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const line = JSON.parse(next.value) as Line;
      if (line.kind === 'table') {
        if (!names.includes(line.table)) throw new Error(`the backup has a table this database lacks: ${line.table}`);
        const { columns, identity } = await insertableColumns(t, line.table);
        const table = t(line.table);
        const list = t(columns);
        for (let i = 0; i < line.rows.length; i += ROWS_PER_INSERT) {
          const batch = `[${line.rows.slice(i, i + ROWS_PER_INSERT).join(',')}]`;
          await t`insert into ${table} (${list}) ${identity ? t`overriding system value` : t``}
            select ${list} from jsonb_populate_recordset(null::${table}, ${batch}::text::jsonb)`;
        }
        rows += line.rows.length;
        tables++;
      } else if (line.kind === 'sequence') {
        if (line.value === null) await t`select setval(${qualified(line.sequence)}::regclass, 1, false)`;
        else await t`select setval(${qualified(line.sequence)}::regclass, ${line.value}::bigint, true)`;
      }
    }
  });
  return { tables, rows };
}

/** Tables in the public schema of a server database: restore goes only into an empty one. */
export async function publicTableCount(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from pg_tables where schemaname = 'public'`;
  return row?.n ?? 0;
}
