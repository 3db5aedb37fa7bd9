/**
 * Draining 1,000 queued mutations: a device (Dexie on fake-indexeddb) with 1,000 mutations in its
 * outbox syncs against the real API on PostgreSQL (DATABASE_URL, else embedded PGlite), after one
 * small push of the same mix (a running server's connections have their statements prepared; a
 * fresh one spends ~40 ms on the first push). Prints total time and mutations per second.
 * Run: pnpm bench:sync
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mutate } from '../src/offline/outbox.ts';
import { serverMutations, startApi, type TestApi } from '../src/offline/testing/api-server.ts';
import { type Device, makeDevice, punchAt, seedJob } from '../src/offline/testing/devices.ts';

const MUTATIONS = 1000;
/** One push before the measured drain, of the same mix. */
const WARM_UP = 4;
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.stop();
});

/** A realistic mix queued on the device: punches in pairs, and schedule edits. */
async function queueMix(db: Device['db'], employeeId: string, appointmentId: string, count: number, from: number) {
  let at = from;
  for (let i = 0; i < count; i++) {
    if (i % 4 === 0) {
      const punch = punchAt(employeeId, appointmentId, new Date(at));
      await mutate(db, 'clockIn', punch);
      at += 30_000;
      await mutate(db, 'clockOut', {
        employeeId,
        timeEntryId: punch.id,
        clockOutTime: new Date(at).toISOString(),
        latitude: punch.latitude,
        longitude: punch.longitude,
      });
      i++;
    } else {
      await mutate(db, 'upsertSchedule', {
        id: randomUUID(),
        employeeId,
        date: '2025-01-07',
        startTime: '08:00',
        endTime: '16:00',
        notes: `#${i}`,
      });
    }
    at += 30_000;
  }
}

it(`drains ${MUTATIONS} queued mutations`, async () => {
  const { employeeId, appointmentId } = await seedJob(api);
  const device = await makeDevice(api, 'crew');
  expect(await device.engine.syncNow()).toBe('ok');
  const start = Date.now() - (MUTATIONS + WARM_UP) * 60_000;
  // A running server has answered pushes before: its connections have prepared the statements.
  await queueMix(device.db, employeeId, appointmentId, WARM_UP, start);
  expect(await device.engine.syncNow()).toBe('ok');
  await queueMix(device.db, employeeId, appointmentId, MUTATIONS, start + WARM_UP * 60_000);
  const queued = await device.db.outbox.count();
  // Where the time goes: the server answering pushes, the pulls, and the device's own work.
  const spent = { push: 0, pull: 0 };
  const send = device.transport.fetch;
  device.transport.fetch = async (input, init) => {
    const t0 = performance.now();
    const res = await send(input, init);
    await res.clone().arrayBuffer();
    spent[String(input).includes('/push') ? 'push' : 'pull'] += performance.now() - t0;
    return res;
  };
  const started = performance.now();
  expect(await device.engine.syncNow()).toBe('ok');
  const ms = performance.now() - started;
  expect(await device.db.outbox.count()).toBe(0);
  const recorded = await serverMutations(api, (await device.db.meta.get('clientId'))?.value as string);
  expect(recorded.filter((m) => m.status === 'applied')).toHaveLength(WARM_UP + queued);
  const where = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  // The anchor, in the same run on the same database: 1,000 plain inserts in one transaction.
  const anchor = (await (await fetch(`${api.url}/__test/baseline-insert`, { method: 'POST' })).json()) as {
    perRowMs: number;
    oneStatementMs: number;
  };
  console.log(
    `\nsync drain (${where}): ${queued} mutations in ${(ms / 1000).toFixed(2)} s = ${(queued / (ms / 1000)).toFixed(0)} mutations/s` +
      `\n  anchor: ${where} inserts 1,000 rows in one transaction in ${(anchor.perRowMs / 1000).toFixed(2)} s` +
      ` (one statement per row), ${(anchor.oneStatementMs / 1000).toFixed(3)} s (one set-based statement)` +
      `\n  of the drain: pushes answered in ${(spent.push / 1000).toFixed(2)} s, pulls ${(spent.pull / 1000).toFixed(2)} s, the device's own work ${((ms - spent.push - spent.pull) / 1000).toFixed(2)} s` +
      `\n  drain / anchor: ${(ms / anchor.perRowMs).toFixed(1)}×\n`,
  );
}, 600_000);
