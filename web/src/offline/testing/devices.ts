/** Test devices: a Dexie database (fake-indexeddb) and a sync engine signed in to the test API. */
import { randomUUID } from 'node:crypto';
import { UserSchema } from '@haul/shared';
import { buildJob, TEST_JOB_SITE } from '@haul/shared/factories';
import { z } from 'zod';
import { OfflineDb } from '../db.ts';
import { SyncEngine } from '../engine.ts';
import { mutate } from '../outbox.ts';
import { type PASSWORDS, signIn, type TestApi, type TestTransport, testTransport } from './api-server.ts';

export const SITE = TEST_JOB_SITE;

export interface Device {
  db: OfflineDb;
  engine: SyncEngine;
  transport: TestTransport;
  userId: string;
  /** Simulates closing the app and opening it again on the same database. */
  restart(): Promise<void>;
}

const SessionResponse = z.object({ user: UserSchema });

async function sessionUser(api: TestApi, cookie: string) {
  const res = await fetch(`${api.url}/api/auth/session`, { headers: { cookie } });
  return SessionResponse.parse(await res.json()).user;
}

export const userIdOf = async (api: TestApi, cookie: string): Promise<string> => (await sessionUser(api, cookie)).id;

async function employeeIdOf(api: TestApi, cookie: string): Promise<string> {
  const { employeeId } = await sessionUser(api, cookie);
  if (!employeeId) throw new Error('the crew account has no employee');
  return employeeId;
}

export async function makeDevice(
  api: TestApi,
  role: keyof typeof PASSWORDS,
  dbName = `device-${randomUUID()}`,
  now?: () => Date,
): Promise<Device> {
  const cookie = await signIn(api, role);
  const transport = testTransport(api, cookie);
  const userId = await userIdOf(api, cookie);
  const device = {
    db: new OfflineDb(dbName),
    transport,
    userId,
  } as Device;
  device.engine = new SyncEngine({ db: device.db, userId, transport, ...(now ? { now } : {}) });
  device.restart = async () => {
    device.db.close();
    device.db = new OfflineDb(dbName);
    device.engine = new SyncEngine({ db: device.db, userId, transport, ...(now ? { now } : {}) });
  };
  return device;
}

/**
 * The sync tests' job: the shared `buildJob` at SITE, entered on an admin device and synced (so it
 * is on the server and in that device's database), for the `crew` account's own employee (a crew
 * account punches only for itself). A device-only row for query tests is `jobRow` (rows.ts).
 */
export async function seedJob(api: TestApi, date = new Date().toISOString().slice(0, 10)) {
  const admin = await makeDevice(api, 'admin');
  const employeeId = await employeeIdOf(api, await signIn(api, 'crew'));
  const job = buildJob(date);
  await mutate(admin.db, 'createAppointment', job);
  if ((await admin.engine.syncNow()) !== 'ok') throw new Error('seeding failed');
  return { employeeId, appointmentId: job.id, admin };
}

export const punchAt = (employeeId: string, appointmentId: string, at: Date) => ({
  id: randomUUID(),
  employeeId,
  appointmentId,
  clockInTime: at.toISOString(),
  latitude: SITE.latitude,
  longitude: SITE.longitude,
  accuracy: 10,
});
