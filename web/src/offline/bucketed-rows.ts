/**
 * Synced rows kept in buckets, one IndexedDB record per key the screens read by (decision 0286):
 * jobs by day, time entries by employee, photo records by job. Writing 5,000 records costs a new
 * device most of a second; the same rows as a few hundred bucket records cost a tenth of that, and
 * a screen reads one bucket where it read one index range. A bucket carries its rows' ids under a
 * multi-entry index, so one row is still found by its id in one read, and Dexie's live queries see
 * a write to any row of a bucket they read.
 */
import type { Dexie, Table } from 'dexie';

export interface Bucket<R> {
  /** What its rows share: a job's day, a time entry's employee, a photo's job. */
  key: string;
  /** Its rows' ids, sorted (the multi-entry index). */
  ids: string[];
  rows: Record<string, R>;
}

/**
 * What the sync code uses of a synced table, however the device keeps its rows: a Dexie table (one
 * record per row) and `BucketedRows` both answer it.
 */
export interface SyncedRows<R extends { id: string }> {
  get(id: string): Promise<R | undefined>;
  bulkGet(ids: string[]): Promise<(R | undefined)[]>;
  put(row: R): Promise<unknown>;
  bulkPut(rows: readonly R[]): Promise<unknown>;
  bulkDelete(ids: string[]): Promise<void>;
  clear(): Promise<void>;
  count(): Promise<number>;
  /** Every row: a Dexie table's by id, a bucketed table's by bucket key, then id. */
  toArray(): Promise<R[]>;
}

/** The store's definition for `Dexie.version().stores()`. */
export const BUCKET_STORE = 'key, *ids';

const rowsOf = <R>(b: Bucket<R>): R[] => b.ids.map((id) => b.rows[id] as R);

export class BucketedRows<R extends { id: string }> implements SyncedRows<R> {
  constructor(
    private readonly db: Dexie,
    readonly store: Table<Bucket<R>, string>,
    private readonly keyOf: (row: R) => string,
  ) {}

  /** The rows in these buckets (days, employees, jobs), by key, then id. */
  async rowsIn(keys: readonly string[]): Promise<R[]> {
    const buckets = await this.store.bulkGet([...new Set(keys)].sort());
    return buckets.flatMap((b) => (b ? rowsOf(b) : []));
  }

  async toArray(): Promise<R[]> {
    return (await this.store.toArray()).flatMap(rowsOf);
  }

  async get(id: string): Promise<R | undefined> {
    return (await this.store.where('ids').equals(id).first())?.rows[id];
  }

  async bulkGet(ids: string[]): Promise<(R | undefined)[]> {
    if (ids.length === 0) return [];
    const found = new Map<string, R>();
    for (const b of await this.store.where('ids').anyOf(ids).toArray())
      for (const id of b.ids) found.set(id, b.rows[id] as R);
    return ids.map((id) => found.get(id));
  }

  put(row: R): Promise<void> {
    return this.write([row.id], [row]);
  }

  bulkPut(rows: readonly R[]): Promise<void> {
    return this.write(
      rows.map((r) => r.id),
      rows,
    );
  }

  bulkDelete(ids: string[]): Promise<void> {
    return this.write(ids, []);
  }

  clear(): Promise<void> {
    return this.store.clear();
  }

  /** Rows, not buckets: the multi-entry index holds one entry per row. */
  count(): Promise<number> {
    return this.store.orderBy('ids').count();
  }

  /**
   * Takes `ids` out of the buckets that hold them and puts `rows` into their keys' buckets (a row
   * whose key changed, a rescheduled job, moves), reading and writing every bucket it touches in one transaction.
   * Each write is its own (sub-)transaction: Dexie runs a transaction's read-write
   * sub-transactions one after another, so two writes at once never rewrite a bucket from the
   * same read.
   */
  private write(ids: readonly string[], rows: readonly R[]): Promise<void> {
    if (ids.length === 0) return Promise.resolve();
    return this.db.transaction('rw', this.store, async () => {
      const gone = new Set(ids);
      const touched = new Map<string, Bucket<R>>();
      for (const b of await this.store
        .where('ids')
        .anyOf([...gone])
        .toArray()) {
        for (const id of b.ids) if (gone.has(id)) delete b.rows[id];
        touched.set(b.key, b);
      }
      const keys = [...new Set(rows.map(this.keyOf))].filter((k) => !touched.has(k));
      (await this.store.bulkGet(keys)).forEach((b, i) => {
        const key = keys[i] as string;
        touched.set(key, b ?? { key, ids: [], rows: {} });
      });
      for (const row of rows) (touched.get(this.keyOf(row)) as Bucket<R>).rows[row.id] = row;
      const kept: Bucket<R>[] = [];
      const emptied: string[] = [];
      for (const b of touched.values()) {
        b.ids = Object.keys(b.rows).sort();
        if (b.ids.length) kept.push(b);
        else emptied.push(b.key);
      }
      await this.store.bulkPut(kept);
      await this.store.bulkDelete(emptied);
    });
  }
}

/** Groups rows into buckets (the upgrades' copy of a table kept one record per row). */
export function bucketsOf<R extends { id: string }>(rows: readonly R[], keyOf: (row: R) => string): Bucket<R>[] {
  const byKey = new Map<string, Bucket<R>>();
  for (const row of rows) {
    const key = keyOf(row);
    const b = byKey.get(key) ?? { key, ids: [], rows: {} };
    byKey.set(key, b);
    b.rows[row.id] = row;
  }
  for (const b of byKey.values()) b.ids = Object.keys(b.rows).sort();
  return [...byKey.values()];
}
