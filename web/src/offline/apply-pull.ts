/**
 * Applies pulled pages (docs/sync.md). Rows are parsed with the shared schemas on arrival; one
 * that fails is left out and counted, never written. An incremental page is applied in one Dexie
 * transaction: server rows in, and on the last page acknowledged outbox rows out (what the server
 * refused is reverted to the server's copy); then the still-pending mutations are re-applied on
 * top. A full reset is staged page by page and swapped in with one transaction after its last
 * page, so a reset cut off half way leaves the previous data whole.
 */
import {
  type PullEnvelope,
  SYNCED_TABLE_NAMES,
  SYNCED_TABLES,
  type SyncedTable,
  type SyncRejection,
} from '@haul/shared';
import { getMeta, type LocalRow, type OfflineDb, setMeta } from './db.ts';
import { rebasePending, revertTouched, rowKey } from './outbox.ts';

export const CURSOR = 'cursor';
export const LAST_SYNCED_AT = 'lastSyncedAt';
/** The highest refused mutation id the device holds; the next pull asks for later ones. */
export const REJECTIONS_THROUGH = 'rejectionsThrough';

type Row = Record<string, unknown> & { id: string };

export interface ParsedPage {
  changes: [SyncedTable, Row[]][];
  deletes: [SyncedTable, string[]][];
  skipped: number;
}

/** Parses every row with its table's shared schema: the device stores only what it understands. */
export function parsePage(page: PullEnvelope): ParsedPage {
  const parsed: ParsedPage = { changes: [], deletes: [], skipped: 0 };
  for (const table of SYNCED_TABLE_NAMES) {
    const rows = page.changes[table];
    if (rows?.length) {
      const schema = SYNCED_TABLES[table];
      const valid: Row[] = [];
      for (const row of rows) {
        const result = schema.safeParse(row);
        if (result.success) valid.push(result.data as Row);
        else parsed.skipped++;
      }
      if (valid.length) parsed.changes.push([table, valid]);
    }
    const gone = page.deletes[table];
    if (gone?.length) parsed.deletes.push([table, gone]);
  }
  return parsed;
}

async function revertAcknowledged(db: OfflineDb, lastMutationId: number, affected: Set<string>) {
  const acked = await db.outbox.where('id').belowOrEqual(lastMutationId).toArray();
  await revertTouched(db, acked, affected);
  await db.outbox.bulkDelete(acked.map((m) => m.id));
}

async function keepRejections(db: OfflineDb, rejections: SyncRejection[]) {
  if (rejections.length === 0) return;
  const known = new Set(
    await db.rejections
      .where('mutationId')
      .anyOf(rejections.map((r) => r.mutationId))
      .primaryKeys(),
  );
  await db.rejections.bulkPut(rejections.filter((r) => !known.has(r.mutationId)));
  const through = Math.max(...rejections.map((r) => r.mutationId));
  if (through > ((await getMeta<number>(db, REJECTIONS_THROUGH)) ?? 0)) await setMeta(db, REJECTIONS_THROUGH, through);
}

/** One page of an incremental pull. Returns how many rows failed their schema. */
export async function applyPullPage(db: OfflineDb, page: PullEnvelope, now: Date): Promise<number> {
  const parsed = parsePage(page);
  await db.transaction('rw', db.allTables, async () => {
    // Rows this page overwrote or reverted: only pending mutations touching them need re-applying.
    const affected = new Set<string>();
    if (!page.more) await revertAcknowledged(db, page.lastMutationId, affected);
    for (const [table, rows] of parsed.changes) {
      await db.synced(table).bulkPut(rows as LocalRow[]);
      for (const r of rows) affected.add(rowKey(table, r.id));
    }
    for (const [table, ids] of parsed.deletes) {
      await db.synced(table).bulkDelete(ids);
      for (const id of ids) affected.add(rowKey(table, id));
    }
    await keepRejections(db, page.rejections);
    await rebasePending(db, affected);
    await setMeta(db, CURSOR, page.cursor);
    if (!page.more) await setMeta(db, LAST_SYNCED_AT, now.toISOString());
  });
  return parsed.skipped;
}

/**
 * An incremental page whose cursor ends inside one change version (`<version>:<table>:<id>`):
 * part of one server transaction is still to come, so the page is held and applied together with
 * the rest of that transaction (decision 0223). A reset's cursors (`r…`) are staged anyway.
 */
export const endsInsideTransaction = (page: PullEnvelope) => page.more && /^\d+:/.test(page.cursor);

/**
 * Pages held by `endsInsideTransaction` and the page that completes them, as one page in their
 * order: a later page's row or delete wins over an earlier one's.
 */
export function mergePages(pages: PullEnvelope[]): PullEnvelope {
  const last = pages.at(-1);
  if (!last) throw new Error('no pages to merge');
  if (pages.length === 1) return last;
  const changes = new Map<string, Map<string, unknown>>();
  const deletes = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const [table, rows] of Object.entries(page.changes)) {
      const byId = changes.get(table) ?? new Map<string, unknown>();
      changes.set(table, byId);
      for (const row of rows ?? []) {
        const id = String((row as { id?: unknown }).id);
        byId.set(id, row);
        deletes.get(table)?.delete(id);
      }
    }
    for (const [table, ids] of Object.entries(page.deletes)) {
      const gone = deletes.get(table) ?? new Set<string>();
      deletes.set(table, gone);
      for (const id of ids ?? []) {
        gone.add(id);
        changes.get(table)?.delete(id);
      }
    }
  }
  return {
    ...last,
    changes: Object.fromEntries([...changes].map(([t, byId]) => [t, [...byId.values()]])),
    deletes: Object.fromEntries([...deletes].map(([t, ids]) => [t, [...ids]])),
    rejections: pages.flatMap((p) => p.rejections),
  } as PullEnvelope;
}

/** A full reset's pages, held until the last one arrives (memory, not IndexedDB: one write at the end). */
export class StagedReset {
  private readonly rows = new Map<SyncedTable, Map<string, Row>>();
  private readonly rejections: SyncRejection[] = [];
  skipped = 0;

  add(page: PullEnvelope) {
    const parsed = parsePage(page);
    this.skipped += parsed.skipped;
    for (const [table, list] of parsed.changes) {
      const byId = this.rows.get(table) ?? new Map<string, Row>();
      this.rows.set(table, byId);
      for (const r of list) byId.set(r.id, r);
    }
    // A later page may delete a row an earlier page sent (deleted while the reset ran).
    for (const [table, ids] of parsed.deletes) for (const id of ids) this.rows.get(table)?.delete(id);
    this.rejections.push(...page.rejections);
  }

  /**
   * Swaps the staged data in, in one transaction: the synced tables replaced, acknowledged
   * outbox rows dropped (their effects are in the server rows; they are never re-applied, so a
   * refused one leaves no ghost), then the still-pending ones re-applied on top.
   */
  async swapIn(db: OfflineDb, last: PullEnvelope, now: Date): Promise<void> {
    await db.transaction('rw', db.allTables, async () => {
      await db.clearSynced();
      for (const [table, byId] of this.rows) await db.synced(table).bulkPut([...byId.values()] as LocalRow[]);
      await db.outbox.where('id').belowOrEqual(last.lastMutationId).delete();
      await keepRejections(db, this.rejections);
      await rebasePending(db);
      await setMeta(db, CURSOR, last.cursor);
      await setMeta(db, LAST_SYNCED_AT, now.toISOString());
    });
  }
}
