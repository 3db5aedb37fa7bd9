import type { Page } from '@playwright/test';

/**
 * Row counts per object store of every staff database on this device (`haul-offline-<userId>`), read in the page.
 * A database deleted while this runs (a sign-out's clean-up) counts as gone: the open that would
 * create it again, empty, is aborted, so reading never leaves a database behind.
 */
export function localRowCounts(page: Page): Promise<Record<string, Record<string, number>>> {
  return page.evaluate(async () => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const openIfThere = (name: string) =>
      new Promise<IDBDatabase | null>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve(null) : reject(open.error));
      });
    const found: Record<string, Record<string, number>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('haul-offline-')) continue;
      const db = await openIfThere(name);
      if (!db) continue;
      const counts: Record<string, number> = {};
      for (const store of Array.from(db.objectStoreNames)) {
        counts[store] = await request(db.transaction(store).objectStore(store).count());
      }
      db.close();
      found[name] = counts;
    }
    return found;
  });
}

/** The rows of one store in one user's staff database (none when it is gone; never creates it). */
export function localRows(page: Page, userId: string, store: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    async ({ name, store }) => {
      const request = <T>(r: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
      const db = await new Promise<IDBDatabase | null>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve(null) : reject(open.error));
      });
      if (!db) return [];
      const rows = db.objectStoreNames.contains(store)
        ? await request(db.transaction(store).objectStore(store).getAll())
        : [];
      db.close();
      return rows as Record<string, unknown>[];
    },
    { name: `haul-offline-${userId}`, store },
  );
}
