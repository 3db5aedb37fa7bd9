/**
 * Reads one pull page in a REPEATABLE READ snapshot: every visible row of every synced table
 * with (version, table, id) after the cursor, in that order, so a page may end inside a version
 * (one transaction can write thousands of rows) and the next page continues exactly there.
 */
import { SYNC_LIMITS, SYNCED_TABLE_NAMES, type SyncedTable, type SyncRejection } from '@haul/shared';
import type { Sql, Tx } from '../client.ts';
import { iso } from '../rows.ts';
import { type PullScope, pullCondition } from './sync-scope.ts';
import { SYNCED_SOURCES } from './synced-rows.ts';

export interface PullPosition {
  version: number;
  /** Index in SYNCED_TABLE_NAMES of the last row sent at `version`; past the end = whole version sent. */
  table: number;
  id: string;
  /** Inside a full reset that began at this change version; null for an incremental pull. */
  resetFrom: number | null;
}
export interface PulledRow {
  table: SyncedTable;
  version: number;
  id: string;
  row: Record<string, unknown>;
  deleted: boolean;
}
export interface PullSnapshot {
  /** The change version this snapshot holds everything up to. */
  version: number;
  reset: boolean;
  /** The version a full reset began at (its later pages carry it in their cursor). */
  resetFrom: number | null;
  lastMutationId: number;
  rows: PulledRow[];
  rejections: SyncRejection[];
  moreRejections: boolean;
}

const WHOLE_VERSION = SYNCED_TABLE_NAMES.length;

function afterCursor(tx: Tx, tableIndex: number, at: PullPosition) {
  if (tableIndex < at.table || at.table >= WHOLE_VERSION) return tx`version > ${at.version}`;
  if (tableIndex === at.table) return tx`(version, id) > (${at.version}, ${at.id}::uuid)`;
  return tx`version >= ${at.version}`;
}

async function readTable(
  tx: Tx,
  tableIndex: number,
  at: PullPosition,
  scope: PullScope,
  resetFrom: number | null,
  limit: number,
) {
  const table = SYNCED_TABLE_NAMES[tableIndex] as SyncedTable;
  const source = SYNCED_SOURCES[table];
  // Which rows, and which go as deletes: the one scope rule (sync-scope.ts beside this file).
  const { where, keep } = pullCondition(tx, table, scope, resetFrom);
  const rows = await tx<Record<string, unknown>[]>`
    select *, ${keep} as pull_in_scope
    from ${tx(source.sqlTable)}
    where ${afterCursor(tx, tableIndex, at)} and ${where}
    order by version, id limit ${limit}`;
  return rows.map(
    (r): PulledRow => ({
      table,
      version: Number(r.version),
      id: String(r.id),
      row: source.map(r, scope) as Record<string, unknown>,
      deleted: r.deleted_at !== null || r.pull_in_scope === false,
    }),
  );
}

const byPosition = (a: PulledRow, b: PulledRow) =>
  a.version - b.version ||
  SYNCED_TABLE_NAMES.indexOf(a.table) - SYNCED_TABLE_NAMES.indexOf(b.table) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function syncPullRepository(sql: Sql, onSnapshot?: () => void | Promise<void>) {
  return {
    /** Reads up to `limit + 1` rows (the extra one tells the caller there is more). */
    read(cursor: PullPosition, scope: PullScope, limit: number, clientId: string | null, rejectionsAfter: number) {
      return sql.begin('isolation level repeatable read', async (tx) => {
        const [state] = await tx<{ version: number; horizon: number }[]>`
          select v.version, h.version as horizon from sync_version v, sync_horizon h`;
        const horizon = state?.horizon ?? 0;
        await onSnapshot?.();
        const version = state?.version ?? 0;
        const reset = cursor.resetFrom === null && (cursor.version === 0 || cursor.version < horizon);
        const at = reset ? { version: 0, table: WHOLE_VERSION, id: '', resetFrom: version } : cursor;
        const [client] = clientId
          ? await tx<{ last_mutation_id: number }[]>`
              select last_mutation_id from sync_clients where client_id = ${clientId}`
          : [];
        const rows: PulledRow[] = [];
        for (let i = 0; i < SYNCED_TABLE_NAMES.length; i++) {
          rows.push(...(await readTable(tx, i, at, scope, at.resetFrom, limit + 1)));
        }
        const rejected = clientId
          ? await tx<
              {
                mutation_id: number;
                name: string;
                args: unknown;
                result: { code: string; message: string };
                server_time: Date;
              }[]
            >`
              select mutation_id, name, args, result, server_time from sync_mutations
              where client_id = ${clientId} and status = 'rejected' and mutation_id > ${rejectionsAfter}
              order by mutation_id limit ${SYNC_LIMITS.rejectionsPerPull + 1}`
          : [];
        const moreRejections = rejected.length > SYNC_LIMITS.rejectionsPerPull;
        return {
          version,
          reset,
          resetFrom: at.resetFrom,
          moreRejections,
          lastMutationId: client?.last_mutation_id ?? 0,
          rows: rows.sort(byPosition).slice(0, limit + 1),
          rejections: rejected.slice(0, SYNC_LIMITS.rejectionsPerPull).map((r) => ({
            mutationId: r.mutation_id,
            name: r.name,
            code: r.result.code,
            message: r.result.message,
            args: r.args,
            at: iso(r.server_time),
          })),
        } satisfies PullSnapshot;
      }) as Promise<PullSnapshot>;
    },

    /** Drops tombstones older than `before` and moves the horizon past them (older cursors reset). */
    async purgeTombstones(before: Date): Promise<number> {
      return sql.begin(async (tx) => {
        let highest = 0;
        for (const table of SYNCED_TABLE_NAMES) {
          const [row] = await tx<{ version: number | null }[]>`
            with gone as (delete from ${tx(SYNCED_SOURCES[table].sqlTable)}
              where deleted_at is not null and deleted_at < ${before}
                ${table === 'timeEntries' ? tx`and voided_at is null` : tx``} returning version)
            select max(version) as version from gone`;
          highest = Math.max(highest, Number(row?.version ?? 0));
        }
        await tx`update sync_horizon set version = greatest(version, ${highest}) where id = 1`;
        return highest;
      }) as Promise<number>;
    },
  };
}
export type SyncPullRepository = ReturnType<typeof syncPullRepository>;
