/**
 * sync.md #14: a randomised soak (seeded, so a failure replays). Five devices of two users (three
 * crew phones, two admin laptops) make bursts of changes; the network drops requests, loses
 * responses, delivers pushes twice, answers 500, 401 and captive-portal pages; apps restart and
 * the API restarts in place with requests in flight. Afterwards the server holds every mutation
 * of every device exactly once and every device shows the server's data.
 *
 * On PostgreSQL (DATABASE_URL: the PostgreSQL suite, so CI) there are two API processes on one
 * database, each device request going to either, and a "server restart" is a SIGKILL of one of
 * them mid-sync, a new process taking its place. Both ways it also checks effects =
 * outcomes (one time entry per applied clock-in), no overlapping entries, and the versions (no row
 * above the last change version; every device's cursor at it).
 *
 * SOAK_MUTATIONS sets the size: 2,000 by default (CI), 10,000 with `pnpm soak`.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CURSOR } from './apply-pull.ts';
import { isVisible, serverCopy } from './db.ts';
import { mutate } from './outbox.ts';
import {
  type Fault,
  restartServer,
  serverMutations,
  startApi,
  startApiInstances,
  type TestApi,
} from './testing/api-server.ts';
import { type Device, makeDevice, punchAt, seedJob } from './testing/devices.ts';

let api: TestApi;
const instances = process.env.DATABASE_URL ? 2 : 1;
beforeAll(async () => {
  api = instances > 1 ? await startApiInstances(instances) : await startApi();
}, 120_000);
afterAll(async () => {
  await api?.stop();
});

function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MUTATIONS = Number(process.env.SOAK_MUTATIONS ?? 2000);
const FAULTS: Fault[] = ['drop-request', 'drop-response', '500', 'portal', '401', 'duplicate'];

it('sync.md #14: a randomised soak: every mutation exactly once on the server, every device converged', async () => {
  const random = seeded(Number(process.env.SOAK_SEED ?? 20250106));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const { employeeId, appointmentId } = await seedJob(api);
  let clock = Date.now() - MUTATIONS * 40_000;
  const devices: Device[] = [];
  for (const role of ['crew', 'crew', 'crew', 'admin', 'admin'] as const) devices.push(await makeDevice(api, role));
  const made = new Map<Device, number>(devices.map((d) => [d, 0]));
  const openPunch = new Map<Device, string>();
  const scheduleIds: string[] = Array.from({ length: 30 }, () => randomUUID());
  const stats = { syncs: 0, faults: 0, signIns: 0, deviceRestarts: 0, serverRestarts: 0 };
  let total = 0;

  async function change(d: Device, n: number) {
    if (random() < 0.7) {
      const id = pick(scheduleIds);
      const existing = await d.db.synced('schedules').get(id);
      if (existing && !existing._deleted && random() < 0.3) await mutate(d.db, 'deleteSchedule', { id });
      else {
        const hour = 6 + Math.floor(random() * 10);
        await mutate(d.db, 'upsertSchedule', {
          id,
          employeeId,
          date: '2025-01-07',
          startTime: `${String(hour).padStart(2, '0')}:00`,
          endTime: `${String(hour + 2).padStart(2, '0')}:00`,
          notes: `change ${n}`,
        });
      }
    } else {
      // Punches for one employee from every device: conflicting ones come back refused, never twice.
      clock += 60_000;
      const openId = openPunch.get(d);
      const open = openId ? await d.db.synced('timeEntries').get(openId) : undefined;
      if (open && open.clockOutTime === null && isVisible(open)) {
        await mutate(d.db, 'clockOut', {
          employeeId,
          timeEntryId: open.id,
          clockOutTime: new Date(clock).toISOString(),
          latitude: 33.77,
          longitude: -84.29,
        });
        openPunch.delete(d);
      } else {
        const punch = punchAt(employeeId, appointmentId, new Date(clock));
        await mutate(d.db, 'clockIn', punch);
        openPunch.set(d, punch.id);
      }
    }
    made.set(d, (made.get(d) ?? 0) + 1);
    total++;
  }

  async function sync(d: Device) {
    stats.syncs++;
    d.transport.faults = Array.from({ length: Math.floor(random() * 3) }, () => pick(FAULTS));
    stats.faults += d.transport.faults.length;
    if (random() < 0.03) {
      stats.serverRestarts++;
      await Promise.all([d.engine.syncNow(), restartServer(api)]);
    } else await d.engine.syncNow();
    if (d.engine.status.get().phase === 'needs-sign-in' && random() < 0.7) {
      stats.signIns++;
      await d.engine.resume();
    }
  }

  while (total < MUTATIONS) {
    const d = pick(devices);
    const burst = Math.min(MUTATIONS - total, 1 + Math.floor(random() * 30));
    for (let i = 0; i < burst; i++) await change(d, total);
    if (random() < 0.7) await sync(d);
    if (random() < 0.05) {
      stats.deviceRestarts++;
      await d.restart();
    }
  }

  for (const d of devices) d.transport.faults = [];
  for (let pass = 0; pass < 2; pass++) {
    for (const d of devices) {
      if (d.engine.status.get().phase === 'needs-sign-in') await d.engine.resume();
      expect(await d.engine.syncNow()).toBe('ok');
    }
  }

  const server = await makeDevice(api, 'admin');
  expect(await server.engine.syncNow()).toBe('ok');
  const truth = (await server.db.synced('schedules').toArray()).filter((s) => scheduleIds.includes(s.id));
  truth.sort((a, b) => a.id.localeCompare(b.id));
  const entries = async (db: Device['db']) =>
    (await db.synced('timeEntries').rowsIn([employeeId]))
      .filter(isVisible)
      .map(serverCopy)
      .sort((a, b) => a.id.localeCompare(b.id));
  const truthEntries = await entries(server.db);
  expect(truthEntries.length).toBeGreaterThan(0);
  let recordedTotal = 0;
  let crewPunchesApplied = 0;
  for (const [index, d] of devices.entries()) {
    expect(await d.db.outbox.count()).toBe(0);
    const clientId = (await d.db.meta.get('clientId'))?.value as string | undefined;
    const count = made.get(d) ?? 0;
    const recorded = clientId ? await serverMutations(api, clientId) : [];
    // Nothing lost, nothing twice: ids 1..n, each once.
    expect(recorded.map((m) => m.id)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    recordedTotal += recorded.length;
    // The crew phones punch for their own employee: the acting-as check must let those through.
    if (index < 3) crewPunchesApplied += recorded.filter((m) => m.name === 'clockIn' && m.status === 'applied').length;
    const local = (await d.db.synced('schedules').toArray()).filter((s) => scheduleIds.includes(s.id) && isVisible(s));
    local.sort((a, b) => a.id.localeCompare(b.id));
    expect(local.map(serverCopy)).toEqual(truth.map(serverCopy));
    expect(await entries(d.db)).toEqual(truthEntries);
  }
  expect(recordedTotal).toBe(MUTATIONS);
  expect(crewPunchesApplied).toBeGreaterThan(0);

  // Effects = outcomes: one stored entry per applied clock-in (from every device), none overlapping.
  let clockInsApplied = 0;
  for (const d of devices) {
    const clientId = (await d.db.meta.get('clientId'))?.value as string;
    clockInsApplied += (await serverMutations(api, clientId)).filter(
      (m) => m.name === 'clockIn' && m.status === 'applied',
    ).length;
  }
  const stored = truthEntries;
  expect(stored.length).toBe(clockInsApplied);
  const byTime = [...stored].sort((x, y) => x.clockInTime.localeCompare(y.clockInTime));
  const overlaps = byTime.filter((e, i) => {
    const previous = byTime[i - 1];
    return previous && (previous.clockOutTime === null || previous.clockOutTime > e.clockInTime);
  }).length;
  expect(overlaps).toBe(0);
  // Versions: no row above the last version taken; every device pulled up to it.
  const versions = (await (await fetch(`${api.url}/__test/versions`)).json()) as { current: number; maxRow: number };
  expect(versions.maxRow).toBeLessThanOrEqual(versions.current);
  // A cursor is `<version>@<day it was taken>` (decision 0215); the version is what must match.
  const versionOf = (cursor: unknown) => String(cursor).replace(/@\d{4}-\d{2}-\d{2}$/, '');
  for (const d of [...devices, server])
    expect(versionOf((await d.db.meta.get(CURSOR))?.value)).toBe(String(versions.current));
  console.log(
    `soak: ${MUTATIONS} mutations on ${devices.length} devices of 2 users, ${stats.syncs} syncs, ${stats.faults} injected faults, ` +
      `${stats.signIns} sign-ins after a 401, ${stats.deviceRestarts} app restarts, ` +
      (api.stats
        ? `${instances} API processes on PostgreSQL, ${api.stats.kills} killed with SIGKILL mid-sync (${api.stats.restarted} replaced); `
        : `${stats.serverRestarts} server restarts; `) +
      `0 lost, 0 duplicated, every device converged; ${clockInsApplied} clock-ins applied = ${stored.length} entries, ` +
      `${overlaps} overlapping; versions: last ${versions.current}, highest row ${versions.maxRow}, every cursor at it`,
  );
}, 1_800_000);
