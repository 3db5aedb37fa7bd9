/**
 * Applies one pull page in one Dexie transaction (design/sync.md): server rows in, and on the
 * last page, acknowledged outbox rows out (what the server refused is reverted to the server's
 * copy); then the still-pending mutations are re-applied on top, so a pending local change is
 * never hidden by older server data.
 */
import { type PullResponse, SYNCED_TABLE_NAMES, type SyncedTable } from '@haul/shared';
import { type LocalRow, type OfflineDb, setMeta } from './db.ts';
import { rebasePending, rowKey } from './outbox.ts';

export const CURSOR = 'cursor';
export const LAST_SYNCED_AT = 'lastSyncedAt';

async function revertAcknowledged(db: OfflineDb, lastMutationId: number, affected: Set<string>) {
  const acked = await db.outbox.where('id').belowOrEqual(lastMutationId).toArray();
  for (const m of acked) {
    for (const [table, id] of m.touched) {
      affected.add(rowKey(table, id));
      const store = db.synced(table);
      const row = await store.get(id);
      if (!row?._pending) continue;
      if (row._base) await store.put(row._base as LocalRow);
      else await store.delete(id);
    }
  }
  await db.outbox.bulkDelete(acked.map((m) => m.id));
}

async function keepRejections(db: OfflineDb, page: PullResponse) {
  for (const r of page.rejections) {
    if (!(await db.rejections.get(r.mutationId))) await db.rejections.put(r);
  }
}

/** `resetRun`: this page belongs to a pull that began with a full reset (tables already cleared). */
export async function applyPullPage(db: OfflineDb, page: PullResponse, resetRun: boolean, now: Date): Promise<void> {
  await db.transaction('rw', db.allTables, async () => {
    if (page.reset) await Promise.all(db.syncedTables.map((t) => t.clear()));
    // Rows this page overwrote or reverted: only pending mutations touching them need re-applying.
    const affected = new Set<string>();
    if (!page.more && !resetRun) await revertAcknowledged(db, page.lastMutationId, affected);
    for (const table of SYNCED_TABLE_NAMES) {
      const rows = page.changes[table as SyncedTable];
      if (rows?.length) await db.table(table).bulkPut(rows);
      const gone = page.deletes[table as SyncedTable];
      if (gone?.length) await db.table(table).bulkDelete(gone);
      for (const r of rows ?? []) affected.add(rowKey(table, String(r.id)));
      for (const id of gone ?? []) affected.add(rowKey(table, id));
    }
    if (!page.more && resetRun) await db.outbox.where('id').belowOrEqual(page.lastMutationId).delete();
    await keepRejections(db, page);
    await rebasePending(db, resetRun ? undefined : affected);
    await setMeta(db, CURSOR, page.cursor);
    if (!page.more) await setMeta(db, LAST_SYNCED_AT, now.toISOString());
  });
}
