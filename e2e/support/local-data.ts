import type { Page } from '@playwright/test';

type Found = Record<string, { counts: Record<string, number>; rows: Record<string, unknown>[] }>;

/**
 * Reads the staff databases on this device (`haul-offline-<userId>`, or only `name`) in the page:
 * each one's row count per store, and the rows of `store`. A database deleted while this runs (a
 * sign-out's clean-up) counts as gone: the open that would create it again, empty, is aborted, so
 * reading never leaves a database behind.
 */
function readDevice(page: Page, only: { name?: string; store?: string }): Promise<Found> {
  return page.evaluate(async ({ name, store }) => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const openIfThere = (db: string) =>
      new Promise<IDBDatabase | null>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve(null) : reject(open.error));
      });
    const names = name ? [name] : (await indexedDB.databases()).map((d) => d.name ?? '');
    const found: Found = {};
    for (const each of names.filter((n) => n.startsWith('haul-offline-'))) {
      const db = await openIfThere(each);
      if (!db) continue;
      const counts: Record<string, number> = {};
      for (const s of Array.from(db.objectStoreNames))
        counts[s] = await request(db.transaction(s).objectStore(s).count());
      if (store && !db.objectStoreNames.contains(store)) {
        db.close();
        // A renamed store would otherwise read as "no rows" and a check of what is absent would pass.
        throw new Error(`${each} has no store ${store}`);
      }
      const records = store
        ? ((await request(db.transaction(store).objectStore(store).getAll())) as Record<string, unknown>[])
        : [];
      // A bucket (decision 0286) holds many rows: its rows are what the device keeps.
      const rows = records.flatMap((r) =>
        Array.isArray(r.ids) && r.rows && typeof r.rows === 'object'
          ? (Object.values(r.rows) as Record<string, unknown>[])
          : [r],
      );
      db.close();
      found[each] = { counts, rows };
    }
    return found;
  }, only);
}

/** Row counts per object store of every staff database on this device. */
export async function localRowCounts(page: Page): Promise<Record<string, Record<string, number>>> {
  return Object.fromEntries(Object.entries(await readDevice(page, {})).map(([name, db]) => [name, db.counts]));
}

/**
 * The rows of one store in one user's staff database (none when it is gone; never creates it); a
 * bucketed store's (`appointmentsByDay`, `timeEntriesByEmployee`, `jobPhotosByJob`) rows, not its buckets.
 */
export async function localRows(page: Page, userId: string, store: string): Promise<Record<string, unknown>[]> {
  const name = `haul-offline-${userId}`;
  return (await readDevice(page, { name, store }))[name]?.rows ?? [];
}
