/**
 * Crew assignment through the outbox (decision 0060): two office devices, both offline, each put
 * a different person on the same job; after both sync, the job's crew holds both, each once, on the
 * server and on both devices. The optimistic local view matches before the server has answered.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mutate } from './outbox.ts';
import { startApi, type TestApi } from './testing/api-server.ts';
import { makeDevice, seedJob } from './testing/devices.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.stop();
});

it('two offline offices assign different people to one job; both stay on the crew, once each', async () => {
  const { appointmentId, employeeId: ana, admin: office } = await seedJob(api);
  const ben = randomUUID();
  await mutate(office.db, 'createEmployee', {
    id: ben,
    firstName: 'Ben',
    lastName: 'Okafor',
    phone: '(404) 555-0199',
    email: `ben.${ben.slice(0, 8)}@example.com`,
  });
  expect(await office.engine.syncNow()).toBe('ok');
  const other = await makeDevice(api, 'admin');
  expect(await other.engine.syncNow()).toBe('ok');

  // Offline: nothing is sent yet; each device shows its own change at once.
  await mutate(office.db, 'assignEmployee', { appointmentId, employeeId: ana });
  await mutate(office.db, 'assignEmployee', { appointmentId, employeeId: ana });
  await mutate(other.db, 'assignEmployee', { appointmentId, employeeId: ben });
  expect((await office.db.synced('appointments').get(appointmentId))?.assignedEmployeeIds).toEqual([ana]);
  expect((await other.db.synced('appointments').get(appointmentId))?.assignedEmployeeIds).toEqual([ben]);

  expect(await office.engine.syncNow()).toBe('ok');
  expect(await other.engine.syncNow()).toBe('ok');
  expect(await office.engine.syncNow()).toBe('ok');
  for (const device of [office, other]) {
    const job = await device.db.synced('appointments').get(appointmentId);
    expect([...(job?.assignedEmployeeIds ?? [])].sort()).toEqual([ana, ben].sort());
    expect(job?._pending).toBeUndefined();
  }

  await mutate(other.db, 'unassignEmployee', { appointmentId, employeeId: ana });
  expect(await other.engine.syncNow()).toBe('ok');
  expect(await office.engine.syncNow()).toBe('ok');
  expect((await office.db.synced('appointments').get(appointmentId))?.assignedEmployeeIds).toEqual([ben]);
});
