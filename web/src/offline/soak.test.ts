/**
 * sync.md #14: a randomised soak (seeded, so a failure replays). Devices make random changes,
 * the network drops requests and responses at random, apps restart at random; afterwards the
 * server holds every mutation exactly once and every device shows the server's data.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isVisible, serverCopy } from './db.ts';
import { mutate } from './outbox.ts';
import { type Fault, serverMutations, startApi, type TestApi } from './testing/api-server.ts';
import { type Device, makeDevice, punchAt, seedJob } from './testing/devices.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
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

const ROUNDS = 60;
const FAULTS: Fault[] = ['drop-request', 'drop-response', '500', 'portal'];

it('sync.md #14: a randomised soak: every mutation exactly once on the server, every device converged', async () => {
  const random = seeded(Number(process.env.SOAK_SEED ?? 20250106));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const { employeeId, appointmentId } = await seedJob(api);
  let clock = Date.now() - ROUNDS * 60_000;
  const devices: Device[] = [
    await makeDevice(api, 'crew'),
    await makeDevice(api, 'crew'),
    await makeDevice(api, 'admin'),
  ];
  const made = new Map<Device, number>(devices.map((d) => [d, 0]));
  const scheduleIds: string[] = Array.from({ length: 6 }, () => randomUUID());

  for (let round = 0; round < ROUNDS; round++) {
    const d = pick(devices);
    const action = random();
    if (action < 0.55) {
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
          notes: `round ${round}`,
        });
      }
      made.set(d, (made.get(d) ?? 0) + 1);
    } else if (action < 0.7) {
      // Punches for one employee from every device: conflicting ones come back refused, never twice.
      clock += 60_000;
      const open = (await d.db.synced('timeEntries').where('employeeId').equals(employeeId).toArray()).find(
        (e) => e.clockOutTime === null && isVisible(e),
      );
      if (open) {
        await mutate(d.db, 'clockOut', {
          employeeId,
          timeEntryId: open.id,
          clockOutTime: new Date(clock).toISOString(),
          latitude: 33.77,
          longitude: -84.29,
        });
      } else {
        await mutate(d.db, 'clockIn', { ...punchAt(employeeId, appointmentId, new Date(clock)) });
      }
      made.set(d, (made.get(d) ?? 0) + 1);
    } else if (action < 0.85) {
      d.transport.faults = random() < 0.5 ? [pick(FAULTS)] : [];
      await d.engine.syncNow();
    } else {
      await d.restart();
    }
  }

  for (const d of devices) d.transport.faults = [];
  for (let pass = 0; pass < 2; pass++) {
    for (const d of devices) expect(await d.engine.syncNow()).toBe('ok');
  }

  const server = await makeDevice(api, 'admin');
  expect(await server.engine.syncNow()).toBe('ok');
  const truth = (await server.db.synced('schedules').toArray()).filter((s) => scheduleIds.includes(s.id));
  truth.sort((a, b) => a.id.localeCompare(b.id));
  const entries = async (db: Device['db']) =>
    (await db.synced('timeEntries').where('employeeId').equals(employeeId).toArray())
      .filter(isVisible)
      .map(serverCopy)
      .sort((a, b) => a.id.localeCompare(b.id));
  const truthEntries = await entries(server.db);
  expect(truthEntries.length).toBeGreaterThan(0);
  for (const d of devices) {
    expect(await d.db.outbox.count()).toBe(0);
    const clientId = (await d.db.meta.get('clientId'))?.value as string | undefined;
    const count = made.get(d) ?? 0;
    const recorded = clientId ? await serverMutations(api, clientId) : [];
    expect(recorded.map((m) => m.id)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    const local = (await d.db.synced('schedules').toArray()).filter((s) => scheduleIds.includes(s.id) && isVisible(s));
    local.sort((a, b) => a.id.localeCompare(b.id));
    expect(local.map(serverCopy)).toEqual(truth.map(serverCopy));
    expect(await entries(d.db)).toEqual(truthEntries);
  }
}, 240_000);
