/**
 * Live sync on the device (docs/sync.md #21, decision 0250): the engine keeps the real API's event
 * stream open and a poke makes it pull, so the office's assignment is on the crew phone in about a
 * second with no 30-second poll; `dispose()` closes the stream; a stream cut by a server restart
 * comes back by itself.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SyncEngine } from './engine.ts';
import { mutate } from './outbox.ts';
import { restartServer, startApi, type TestApi } from './testing/api-server.ts';
import { type Device, makeDevice, seedJob } from './testing/devices.ts';
import { type TestEvents, testEvents } from './testing/event-source.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.stop();
});

/** Streams the test API holds open now. */
const openOnServer = async () => ((await (await fetch(`${api.url}/__test/live`)).json()) as { open: number }).open;
const pulls = (d: Device) => d.transport.calls.filter((c) => c.startsWith('GET /api/sync/pull')).length;

/** A crew phone whose engine streams through the test transport (its cookie, its faults). */
async function liveCrewDevice(): Promise<{ device: Device; events: TestEvents }> {
  const device = await makeDevice(api, 'crew');
  const events = testEvents(device.transport.fetch);
  device.engine = new SyncEngine({
    db: device.db,
    userId: device.userId,
    transport: device.transport,
    events: events.open,
  });
  return { device, events };
}

it('sync.md #21 device: a poke pulls the office’s assignment within 2 s, with no poll and no Sync now', async () => {
  const { appointmentId, employeeId, admin } = await seedJob(api);
  const { device: crew, events } = await liveCrewDevice();
  expect(await crew.engine.syncNow()).toBe('ok');
  expect((await crew.db.synced('appointments').get(appointmentId))?.assignedEmployeeIds ?? []).not.toContain(
    employeeId,
  );
  const stop = crew.engine.listen();
  await expect.poll(openOnServer, { timeout: 5_000 }).toBe(1);
  // `ready` asks for a sync of what changed while it was not connected: let it finish.
  await expect.poll(() => pulls(crew), { timeout: 5_000 }).toBeGreaterThan(1);
  await expect.poll(() => crew.engine.status.get().phase, { timeout: 5_000 }).toBe('idle');
  const pullsBefore = pulls(crew);

  await mutate(admin.db, 'assignEmployee', { appointmentId, employeeId });
  const started = performance.now();
  expect(await admin.engine.syncNow()).toBe('ok');
  await expect
    .poll(async () => (await crew.db.synced('appointments').get(appointmentId))?.assignedEmployeeIds, {
      timeout: 2_000,
      interval: 20,
    })
    .toContain(employeeId);
  console.info(
    `live sync (device): office's push to the crew's database in ${Math.round(performance.now() - started)} ms`,
  );
  expect(events.pokes).toBeGreaterThan(0);
  expect(pulls(crew)).toBeGreaterThan(pullsBefore);
  stop();
  await crew.engine.dispose();
  await admin.engine.dispose();
});

it('sync.md #21 device: dispose() closes the stream, and a change after it pulls nothing', async () => {
  const { appointmentId, employeeId, admin } = await seedJob(api);
  const { device: crew, events } = await liveCrewDevice();
  crew.engine.listen();
  await expect.poll(openOnServer, { timeout: 5_000 }).toBe(1);
  await expect.poll(() => crew.engine.status.get().phase, { timeout: 5_000 }).toBe('idle');

  await crew.engine.dispose();
  expect(events.closed).toBe(events.opened);
  await expect.poll(openOnServer, { timeout: 2_000 }).toBe(0);
  const callsBefore = crew.transport.calls.length;
  // A second phone of the same crew member stays live: once it has pulled the change, the poke
  // went out, and a stream the first one had left open would have pulled by then too.
  const { device: witness, events: witnessEvents } = await liveCrewDevice();
  witness.engine.listen();
  await expect.poll(openOnServer, { timeout: 5_000 }).toBe(1);
  // Its `ready` pull done first, so the change can only reach it by the poke.
  await expect.poll(() => pulls(witness), { timeout: 5_000 }).toBeGreaterThan(0);
  await expect.poll(() => witness.engine.status.get().phase, { timeout: 5_000 }).toBe('idle');
  await mutate(admin.db, 'assignEmployee', { appointmentId, employeeId });
  expect(await admin.engine.syncNow()).toBe('ok');
  await expect
    .poll(async () => (await witness.db.synced('appointments').get(appointmentId))?.assignedEmployeeIds, {
      timeout: 5_000,
    })
    .toContain(employeeId);
  expect(witnessEvents.pokes).toBeGreaterThan(0);
  expect(crew.transport.calls.length).toBe(callsBefore);
  expect(events.opened).toBe(1);
  await witness.engine.dispose();
  await admin.engine.dispose();
});

it('sync.md #21 device: a stream cut by a server restart reconnects by itself and pokes again', async () => {
  const { appointmentId, employeeId, admin } = await seedJob(api);
  const { device: crew, events } = await liveCrewDevice();
  crew.engine.listen();
  await expect.poll(openOnServer, { timeout: 5_000 }).toBe(1);

  await restartServer(api);
  await expect.poll(() => events.opened, { timeout: 10_000 }).toBeGreaterThan(1);
  await expect.poll(openOnServer, { timeout: 5_000 }).toBe(1);
  await expect.poll(() => crew.engine.status.get().phase, { timeout: 5_000 }).toBe('idle');

  await mutate(admin.db, 'assignEmployee', { appointmentId, employeeId });
  expect(await admin.engine.syncNow()).toBe('ok');
  await expect
    .poll(async () => (await crew.db.synced('appointments').get(appointmentId))?.assignedEmployeeIds, {
      timeout: 2_000,
      interval: 20,
    })
    .toContain(employeeId);
  await crew.engine.dispose();
  await admin.engine.dispose();
  await expect.poll(openOnServer, { timeout: 2_000 }).toBe(0);
});
