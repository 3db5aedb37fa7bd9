/**
 * Initial pull of 5,000 appointments into Dexie in Chromium: a fresh device opens /time-tracking
 * and the timer stops when every job is in the job list (pulled, stored, read back live).
 * Run: pnpm bench:sync
 */
import { randomUUID } from 'node:crypto';
import { calendarDateOf, SYNC_PROTOCOL, startOfDayInZone } from '@haul/shared';
import { buildAppointmentInput } from '@haul/shared/factories';
import { expect, test } from '@playwright/test';
import { E2E_PASSWORDS } from '../support/global-setup.ts';
import { timePulls } from './pull-timing.ts';

const APPOINTMENTS = 5000;

test(`initial pull of ${APPOINTMENTS} appointments into Dexie`, async ({ page, request }) => {
  await request.post('/api/auth/login', { data: { username: 'admin', password: E2E_PASSWORDS.admin } });
  const clientId = randomUUID();
  const day = startOfDayInZone(calendarDateOf(new Date())).toISOString();
  for (let batch = 0; batch < APPOINTMENTS / 100; batch++) {
    const mutations = Array.from({ length: 100 }, (_, i) => ({
      id: batch * 100 + i + 1,
      name: 'createAppointment',
      clientTime: new Date().toISOString(),
      args: { ...buildAppointmentInput(day), id: randomUUID(), siteLatitude: 33.7, siteLongitude: -84.3 },
    }));
    const res = await request.post('/api/sync/push', { data: { protocol: SYNC_PROTOCOL, clientId, mutations } });
    expect(res.status()).toBe(200);
  }
  await page.request.post('/api/auth/login', { data: { username: 'admin', password: E2E_PASSWORDS.admin } });
  // Where the time goes: waiting for pull answers (server on embedded PGlite) vs the device's own work.
  const answers = timePulls(page);
  const started = performance.now();
  await page.goto('/time-tracking');
  // Checked on every animation frame: expect().toHaveCount() retries every 500 ms once its first
  // polls are spent, so the time it reported was the first poll after the list filled, not the fill.
  await page.waitForFunction(
    (count) => {
      // The label names its select (htmlFor); the select is beside it, not inside it.
      const job = [...document.querySelectorAll('label')].find((l) => l.firstChild?.textContent?.trim() === 'Job');
      return job?.control instanceof HTMLSelectElement && job.control.options.length === count;
    },
    APPOINTMENTS + 1,
    { polling: 'raf', timeout: 240_000 },
  );
  const ms = performance.now() - started;
  await expect(page.getByLabel('Job').locator('option')).toHaveCount(APPOINTMENTS + 1);
  const floor = await page.evaluate(indexedDbFloor);
  console.log(
    `\ninitial pull into Dexie (Chromium, Pixel 7 emulation): ${APPOINTMENTS} appointments converged and listed in ${(ms / 1000).toFixed(2)} s` +
      `\n  of which ${answers.pulls} pull requests answered in ${(answers.ms / 1000).toFixed(2)} s` +
      `\n  anchor: this browser stores the same ${APPOINTMENTS} rows, one record each, in ${(floor.perRow / 1000).toFixed(2)} s` +
      ` with plain IndexedDB and nothing else running (${(ms / floor.perRow).toFixed(1)} × that)` +
      `\n  the same rows as ${Math.ceil(APPOINTMENTS / 100)} records of 100 rows: ${(floor.inBuckets / 1000).toFixed(3)} s` +
      ` (${(floor.perRow / floor.inBuckets).toFixed(0)} × faster than one record each)\n`,
  );
});

/**
 * The floor under any first pull on this machine: the pulled appointments, read back from the
 * device database, written again into a scratch database with plain IndexedDB in one transaction
 * (one record per row, the same key and index), timed from the first add to the commit. Beside it,
 * the same rows as records of 100 rows each: about what the device pays now that it keeps jobs
 * one record per day (decision 0286), since most of the cost is per record, not per byte.
 */
async function indexedDbFloor(): Promise<{ perRow: number; inBuckets: number }> {
  const request = <T>(r: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  const name = (await indexedDB.databases()).find((d) => d.name?.startsWith('haul-offline-'))?.name;
  if (!name) throw new Error('no device database to read the pulled rows from');
  const device = await request(indexedDB.open(name));
  // The device keeps jobs one record per day (decision 0286): the anchor writes them one per row.
  const days = (await request(device.transaction('appointmentsByDay').objectStore('appointmentsByDay').getAll())) as {
    rows: Record<string, { preferredDate: string }>;
  }[];
  const rows = days.flatMap((d) => Object.values(d.rows));
  device.close();
  const timedWrite = async (records: unknown[]) => {
    const open = indexedDB.open('bench-floor', 1);
    open.onupgradeneeded = () =>
      open.result.createObjectStore('appointments', { keyPath: 'id' }).createIndex('preferredDate', 'preferredDate');
    const scratch = await request(open);
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const tx = scratch.transaction('appointments', 'readwrite');
      const store = tx.objectStore('appointments');
      for (const record of records) store.add(record);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    const ms = performance.now() - started;
    scratch.close();
    await request(indexedDB.deleteDatabase('bench-floor'));
    return ms;
  };
  const perRow = await timedWrite(rows);
  const buckets = [];
  for (let i = 0; i < rows.length; i += 100) {
    const bucket = rows.slice(i, i + 100);
    buckets.push({ id: `bucket-${i / 100}`, preferredDate: bucket[0]?.preferredDate, rows: bucket });
  }
  return { perRow, inBuckets: await timedWrite(buckets) };
}
