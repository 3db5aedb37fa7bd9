import type { Page } from '@playwright/test';

/** Row counts per object store of every staff database on this device (`haul-offline-<userId>`), read in the page. */
export function localRowCounts(page: Page): Promise<Record<string, Record<string, number>>> {
  return page.evaluate(async () => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const found: Record<string, Record<string, number>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('haul-offline-')) continue;
      const db = await request(indexedDB.open(name));
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

/** The rows of one store in one user's staff database. */
export function localRows(page: Page, userId: string, store: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    async ({ name, store }) => {
      const request = <T>(r: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
      if (!(await indexedDB.databases()).some((d) => d.name === name)) return [];
      const db = await request(indexedDB.open(name));
      const rows = db.objectStoreNames.contains(store)
        ? await request(db.transaction(store).objectStore(store).getAll())
        : [];
      db.close();
      return rows as Record<string, unknown>[];
    },
    { name: `haul-offline-${userId}`, store },
  );
}
