/**
 * Every write to a synced table runs inside `writeVersioned`: it locks the single
 * `sync_version` row, increments it and hands the new version to the writer, who stamps it on
 * the rows it writes. Writers are therefore serialised and versions commit in order, so a pull
 * by `version > cursor` can never skip a row (docs/sync.md).
 */
import type { Sql, Tx } from './client.ts';

export async function nextVersion(tx: Tx): Promise<number> {
  const [row] = await tx<{ version: number }[]>`
    update sync_version set version = version + 1 where id = 1 returning version`;
  if (!row) throw new Error('sync_version row is missing; migrations did not run');
  return row.version;
}

export function writeVersioned<T>(sql: Sql, write: (tx: Tx, version: number) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => write(tx, await nextVersion(tx))) as Promise<T>;
}

/** The last committed change version: one primary-key read, the availability cache's freshness key. */
export async function currentVersion(sql: Sql): Promise<number> {
  const [row] = await sql<{ version: number }[]>`select version from sync_version where id = 1`;
  if (!row) throw new Error('sync_version row is missing; migrations did not run');
  return Number(row.version);
}
