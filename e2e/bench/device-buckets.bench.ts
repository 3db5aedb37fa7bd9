/**
 * A design probe for decision 0286 (proposed, not built): how the device's storage would write and
 * read 5,000 jobs spread over 150 days, one IndexedDB record per row (today) against rows kept in
 * buckets. Nothing of the app runs; the page only lends the probe an origin.
 * Run: pnpm bench:device-buckets
 *
 * The layouts:
 * - per row: one record per job, an index on `preferredDate` (the device's `appointments` today);
 * - by id: 256 buckets by the id's first two hex digits;
 * - by day: one bucket per `preferredDate`, each with the ids it holds under a multi-entry index,
 *   so one job is still found by its id in one read.
 */
import { expect, test } from '@playwright/test';

test('device storage: one record per row against rows in buckets', async ({ page }) => {
  await page.goto('/');
  const figures = await page.evaluate(probe);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const line = (what: string, f: Record<string, number>) =>
    `  ${what.padEnd(34)}${Object.entries(f)
      .map(([k, v]) => `${k} ${ms(v)}`)
      .join(' · ')}`;
  console.log(
    [
      '\ndevice storage, 5,000 jobs over 150 days (Chromium, Pixel 7 emulation; medians of 7 reads):',
      line('write all, one transaction:', figures.write),
      line("two days' jobs (Today):", figures.twoDays),
      line('every job (the clock, Photos):', figures.all),
      line('one job by id:', figures.oneById),
      '',
    ].join('\n'),
  );
  // Every layout read the same jobs: the figures compare like with like.
  expect(figures.counts.twoDays).toEqual([
    figures.expected.twoDays,
    figures.expected.twoDays,
    figures.expected.twoDays,
  ]);
  expect(figures.counts.all).toEqual([5000, 5000, 5000]);
});

async function probe() {
  const request = <T>(r: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  type Job = { id: string; preferredDate: string } & Record<string, unknown>;
  type Bucket = { bucket: string; ids?: string[]; rows: Record<string, Job> };
  const day = (i: number) => new Date(Date.UTC(2026, 8, 1) + (i % 150) * 86_400_000).toISOString().slice(0, 10);
  const jobs: Job[] = Array.from({ length: 5000 }, (_, i) => ({
    id: crypto.randomUUID(),
    firstName: 'Maria',
    lastName: `Lopez ${i}`,
    phone: '404-555-0101',
    email: 'maria@example.com',
    address: '123 Peachtree St NE, Atlanta, GA 30303',
    serviceType: 'junk-removal',
    description: 'Old couch and a fridge from the garage',
    preferredDate: day(i),
    preferredTimeSlot: '8:00 AM - 10:00 AM',
    status: 'scheduled',
    specialInstructions: null,
    assignedEmployeeIds: [],
    leadSource: 'google',
    siteLatitude: 33.7,
    siteLongitude: -84.3,
    siteSource: 'geocoder',
    siteFlag: null,
    createdAt: '2026-08-01T12:00:00.000Z',
  }));
  const name = 'probe-device-buckets';
  await request(indexedDB.deleteDatabase(name));
  const open = indexedDB.open(name, 1);
  open.onupgradeneeded = () => {
    open.result.createObjectStore('perRow', { keyPath: 'id' }).createIndex('preferredDate', 'preferredDate');
    open.result.createObjectStore('byId', { keyPath: 'bucket' });
    open.result.createObjectStore('byDay', { keyPath: 'bucket' }).createIndex('ids', 'ids', { multiEntry: true });
  };
  const db = await request(open);
  const group = (key: (j: Job) => string, withIds: boolean): Bucket[] => {
    const buckets = new Map<string, Record<string, Job>>();
    for (const j of jobs) {
      const rows = buckets.get(key(j)) ?? {};
      rows[j.id] = j;
      buckets.set(key(j), rows);
    }
    return [...buckets].map(([bucket, rows]) => ({ bucket, rows, ...(withIds ? { ids: Object.keys(rows) } : {}) }));
  };
  const write = async (store: string, records: unknown[]) => {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(store, 'readwrite');
      for (const r of records) tx.objectStore(store).add(r);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    return performance.now() - started;
  };
  const writes = {
    perRow: await write('perRow', jobs),
    byId: await write(
      'byId',
      group((j) => j.id.slice(0, 2), false),
    ),
    byDay: await write(
      'byDay',
      group((j) => j.preferredDate, true),
    ),
  };
  const store = (s: string) => db.transaction(s).objectStore(s);
  const rowsOf = (buckets: Bucket[]) => buckets.flatMap((b) => Object.values(b.rows));
  const counts = { twoDays: [] as number[], all: [] as number[] };
  const median = async (read: () => Promise<number>, count?: number[]) => {
    const times: number[] = [];
    let n = 0;
    for (let i = 0; i < 7; i++) {
      const started = performance.now();
      n = await read();
      times.push(performance.now() - started);
    }
    count?.push(n);
    return times.sort((a, b) => a - b)[3] ?? Number.NaN;
  };
  const [d1, d2] = [day(40), day(41)];
  const twoDays = {
    perRow: await median(
      async () => (await request(store('perRow').index('preferredDate').getAll(IDBKeyRange.bound(d1, d2)))).length,
      counts.twoDays,
    ),
    byId: await median(
      async () =>
        rowsOf(await request(store('byId').getAll())).filter((j) => j.preferredDate === d1 || j.preferredDate === d2)
          .length,
      counts.twoDays,
    ),
    byDay: await median(async () => {
      const s = store('byDay');
      const buckets = await Promise.all([request(s.get(d1)), request(s.get(d2))]);
      return rowsOf(buckets.filter((b): b is Bucket => b !== undefined)).length;
    }, counts.twoDays),
  };
  const all = {
    perRow: await median(async () => (await request(store('perRow').getAll())).length, counts.all),
    byId: await median(async () => rowsOf(await request(store('byId').getAll())).length, counts.all),
    byDay: await median(async () => rowsOf(await request(store('byDay').getAll())).length, counts.all),
  };
  const id = jobs[1234]?.id ?? '';
  const oneById = {
    perRow: await median(async () => ((await request(store('perRow').get(id))) ? 1 : 0)),
    byId: await median(async () => ((await request<Bucket>(store('byId').get(id.slice(0, 2)))).rows[id] ? 1 : 0)),
    byDay: await median(async () => ((await request<Bucket>(store('byDay').index('ids').get(id))).rows[id] ? 1 : 0)),
  };
  db.close();
  await request(indexedDB.deleteDatabase(name));
  const expected = { twoDays: jobs.filter((j) => j.preferredDate === d1 || j.preferredDate === d2).length };
  return { write: writes, twoDays, all, oneById, counts, expected };
}
