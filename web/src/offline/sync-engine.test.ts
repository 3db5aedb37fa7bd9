/**
 * Client side of docs/sync.md's fault tests: a real API (child process, PGlite or PostgreSQL)
 * and Dexie on fake-indexeddb, with faults injected in the device's network.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { tinyJpeg } from '@haul/shared/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isVisible, OfflineDb } from './db.ts';
import { SyncEngine } from './engine.ts';
import { mutate, NEXT_MUTATION_ID } from './outbox.ts';
import { photoForm, queuePhoto } from './photo-queue.ts';
import { serverCount, serverMutations, signIn, startApi, type TestApi } from './testing/api-server.ts';
import { makeDevice, punchAt, seedJob } from './testing/devices.ts';

let api: TestApi;
let job: Awaited<ReturnType<typeof seedJob>>;
beforeAll(async () => {
  api = await startApi();
  job = await seedJob(api);
});
afterAll(async () => {
  await api?.stop();
});

const clientIdOf = async (db: OfflineDb) => (await db.meta.get('clientId'))?.value as string;
const schedule = (employeeId: string, notes: string, id: string = randomUUID()) => ({
  id,
  employeeId,
  date: '2025-01-07',
  startTime: '08:00',
  endTime: '16:00',
  notes,
});
const JPEG = new Blob([tinyJpeg()], { type: 'image/jpeg' });

describe('sync engine against the real API', () => {
  it('sync.md #1 (device): the push response is lost; the retry creates nothing new', async () => {
    const d = await makeDevice(api, 'crew');
    await mutate(d.db, 'upsertSchedule', schedule(job.employeeId, 'one'));
    await mutate(d.db, 'upsertSchedule', schedule(job.employeeId, 'two'));
    const before = await serverCount(api, 'schedules');
    d.transport.faults = ['drop-response'];
    expect(await d.engine.syncNow()).toBe('failed');
    expect(await d.db.outbox.count()).toBe(2);
    expect(await d.engine.syncNow()).toBe('ok');
    expect(await d.db.outbox.count()).toBe(0);
    expect(await serverCount(api, 'schedules')).toBe(before + 2);
    expect((await serverMutations(api, await clientIdOf(d.db))).map((m) => m.id)).toEqual([1, 2]);
  });

  it('sync.md #2 (device): two tabs on one database sync at once: one runner, applied once', async () => {
    const name = `tabs-${randomUUID()}`;
    const tab1 = await makeDevice(api, 'crew', name);
    await mutate(tab1.db, 'upsertSchedule', schedule(job.employeeId, 'tab'));
    const tab2 = new SyncEngine({ db: new OfflineDb(name), userId: tab1.userId, transport: tab1.transport });
    const results = await Promise.all([tab1.engine.syncNow(), tab2.syncNow()]);
    expect(results.sort()).toEqual(['busy', 'ok']);
    expect(await tab2.syncNow()).toBe('ok');
    expect(await serverMutations(api, await clientIdOf(tab1.db))).toHaveLength(1);
  });

  it("sync.md #3 (device): after a 409 gap the device resends from the server's next id", async () => {
    const d = await makeDevice(api, 'crew');
    await mutate(d.db, 'upsertSchedule', schedule(job.employeeId, 'a'));
    expect(await d.engine.syncNow()).toBe('ok');
    await mutate(d.db, 'upsertSchedule', schedule(job.employeeId, 'lost'));
    await mutate(d.db, 'upsertSchedule', schedule(job.employeeId, 'b'));
    await mutate(d.db, 'upsertSchedule', schedule(job.employeeId, 'c'));
    await d.db.outbox.delete(2); // the device lost mutation 2 (say, a storage fault)
    expect(await d.engine.syncNow()).toBe('ok');
    expect(d.transport.calls.filter((c) => c.startsWith('POST')).length).toBe(3);
    const server = await serverMutations(api, await clientIdOf(d.db));
    expect(server.map((m) => [m.id, m.status])).toEqual([
      [1, 'applied'],
      [2, 'applied'],
      [3, 'applied'],
    ]);
    expect(await d.db.outbox.count()).toBe(0);
  });

  it('sync.md #4 (device): a second clock-in is rejected, kept and shown, its local entry reverted, and the queue moves on', async () => {
    const d = await makeDevice(api, 'crew');
    const first = punchAt(job.employeeId, job.appointmentId, new Date(Date.now() - 3_600_000));
    const second = punchAt(job.employeeId, job.appointmentId, new Date(Date.now() - 1_800_000));
    await mutate(d.db, 'clockIn', first);
    await mutate(d.db, 'clockIn', second);
    await mutate(d.db, 'upsertSchedule', schedule(job.employeeId, 'after'));
    expect(await d.engine.syncNow()).toBe('ok');
    expect(await d.db.outbox.count()).toBe(0);
    const [rejection] = await d.db.rejections.toArray();
    expect(rejection).toMatchObject({ mutationId: 2, name: 'clockIn', code: 'already_clocked_in' });
    expect(await d.db.synced('timeEntries').get(second.id)).toBeUndefined();
    expect((await d.db.synced('timeEntries').get(first.id))?._pending).toBeUndefined();
    const pushesBefore = d.transport.calls.filter((c) => c.startsWith('POST')).length;
    expect(await d.engine.syncNow()).toBe('ok');
    expect(d.transport.calls.filter((c) => c.startsWith('POST')).length).toBe(pushesBefore);
    await mutate(d.db, 'clockOut', {
      employeeId: job.employeeId,
      timeEntryId: first.id,
      clockOutTime: new Date().toISOString(),
      latitude: first.latitude,
      longitude: first.longitude,
    });
    expect(await d.engine.syncNow()).toBe('ok');
  });

  it('an incremental pull drops the changes the server acknowledged and takes a refused new row off the screen', async () => {
    const d = await makeDevice(api, 'crew');
    // Today's first sync is a full reset, which replaces everything; the ones after it are incremental.
    expect(await d.engine.syncNow()).toBe('ok');
    const kept = schedule(job.employeeId, 'applied');
    const refused = schedule(randomUUID(), 'for someone who is not this crew member: refused');
    await mutate(d.db, 'upsertSchedule', kept);
    await mutate(d.db, 'upsertSchedule', refused);
    expect(await d.db.synced('schedules').get(refused.id)).toMatchObject({ _pending: 1 });
    expect(await d.engine.syncNow()).toBe('ok');
    expect(await d.db.outbox.count()).toBe(0);
    expect(await d.db.rejections.toArray()).toEqual([expect.objectContaining({ mutationId: 2 })]);
    expect(await d.db.synced('schedules').get(refused.id)).toBeUndefined();
    expect(await d.db.synced('schedules').get(kept.id)).toMatchObject({ notes: 'applied' });
    expect((await d.db.synced('schedules').get(kept.id))?._pending).toBeUndefined();
  });

  it('sync.md #6: days offline, hundreds of mutations and several photos, and an expired session: pause, sign in, everything applies in order', async () => {
    let now = new Date();
    const d = await makeDevice(api, 'crew', undefined, () => now);
    expect(await d.engine.syncNow()).toBe('ok');
    d.transport.offline = true;
    const names: string[] = [];
    for (let day = 0; day < 3; day++) {
      now = new Date(now.getTime() + 24 * 3_600_000);
      for (let i = 0; i < 100; i++) {
        await mutate(d.db, 'upsertSchedule', schedule(job.employeeId, `day ${day} #${i}`), now);
        names.push('upsertSchedule');
      }
      await queuePhoto(
        d.db,
        { id: randomUUID(), appointmentId: job.appointmentId, employeeId: job.employeeId, photoType: 'during' },
        JPEG,
        now,
      );
      names.push('recordJobPhoto');
    }
    expect(await d.engine.syncNow()).toBe('failed');
    // Back online days later, but the session has expired meanwhile.
    d.transport.offline = false;
    await fetch(`${api.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: d.transport.cookie, origin: api.url },
    });
    const photosBefore = await serverCount(api, 'job_photos');
    expect(await d.engine.syncNow()).toBe('paused');
    expect(d.engine.status.get().phase).toBe('needs-sign-in');
    expect(await d.db.outbox.count()).toBe(names.length);
    expect(await d.engine.syncNow()).toBe('paused');
    d.transport.cookie = await signIn(api, 'crew');
    expect(await d.engine.resume()).toBe('ok');
    expect(await d.db.outbox.count()).toBe(0);
    expect(await d.db.photoQueue.count()).toBe(0);
    expect(await d.db.photoBytes.count()).toBe(0);
    const server = await serverMutations(api, await clientIdOf(d.db));
    expect(server.map((m) => m.id)).toEqual(names.map((_, i) => i + 1));
    expect(server.map((m) => m.name)).toEqual(names);
    expect(server.every((m) => m.status === 'applied')).toBe(true);
    expect(await serverCount(api, 'job_photos')).toBe(photosBefore + 3);
  });

  it('sync.md #7: another user signs in with a pending outbox: nothing is pushed as the new user', async () => {
    const crew = await makeDevice(api, 'crew');
    expect(await crew.engine.syncNow()).toBe('ok');
    crew.transport.offline = true;
    await mutate(crew.db, 'upsertSchedule', schedule(job.employeeId, 'crew pending'));
    expect(await crew.engine.syncNow()).toBe('failed');
    // The admin signs in on the same phone: the app opens the admin's own database.
    const admin = await makeDevice(api, 'admin');
    expect(admin.db.name).not.toBe(crew.db.name);
    expect(await admin.engine.syncNow()).toBe('ok');
    const crewClient = await clientIdOf(crew.db);
    expect(await serverMutations(api, crewClient)).toEqual([]);
    expect(await crew.db.outbox.count()).toBe(1);
    // A hand-made engine pushing the crew's outbox with the admin's session is refused by the server too.
    const misuse = new SyncEngine({
      db: crew.db,
      userId: admin.userId,
      transport: { ...admin.transport, fetch: admin.transport.fetch },
    });
    expect(await misuse.syncNow()).toBe('failed');
    expect(await serverMutations(api, crewClient)).toEqual([]);
    crew.transport.offline = false;
    expect(await crew.engine.syncNow()).toBe('ok');
    expect(await serverMutations(api, crewClient)).toHaveLength(1);
  });

  it('sync.md #8: the app is killed between the local write and the send: sent on next start', async () => {
    const d = await makeDevice(api, 'crew');
    const s = schedule(job.employeeId, 'before the crash');
    await mutate(d.db, 'upsertSchedule', s);
    await d.restart();
    expect(await d.db.synced('schedules').get(s.id)).toMatchObject({ notes: 'before the crash', _pending: 1 });
    expect(await d.engine.syncNow()).toBe('ok');
    expect(await serverMutations(api, await clientIdOf(d.db))).toHaveLength(1);
    expect((await d.db.synced('schedules').get(s.id))?._pending).toBeUndefined();
  });

  it('sync.md #11: a pending local edit and a newer server change to the same row: server + pending, then server', async () => {
    const office = await makeDevice(api, 'admin');
    const field = await makeDevice(api, 'admin');
    expect(await field.engine.syncNow()).toBe('ok');
    field.transport.faults = ['drop-request'];
    await mutate(field.db, 'setAppointmentStatus', { appointmentId: job.appointmentId, status: 'completed' });
    expect(await field.engine.syncNow()).toBe('failed');
    await mutate(office.db, 'setAppointmentSite', {
      appointmentId: job.appointmentId,
      latitude: 33.8,
      longitude: -84.3,
    });
    expect(await office.engine.syncNow()).toBe('ok');
    await field.engine.pullNow();
    const merged = await field.db.synced('appointments').get(job.appointmentId);
    expect(merged).toMatchObject({ status: 'completed', siteLatitude: 33.8, _pending: 1 });
    expect(await field.engine.syncNow()).toBe('ok');
    const settled = await field.db.synced('appointments').get(job.appointmentId);
    expect(settled).toMatchObject({ status: 'completed', siteLatitude: 33.8 });
    expect(settled?._pending).toBeUndefined();
    await mutate(office.db, 'setAppointmentSite', {
      appointmentId: job.appointmentId,
      latitude: 33.774828,
      longitude: -84.296312,
    });
    await mutate(office.db, 'setAppointmentStatus', { appointmentId: job.appointmentId, status: 'confirmed' });
    expect(await office.engine.syncNow()).toBe('ok');
  });

  it('sync.md #12 (device): a photo upload cut at 60 % is retried with no duplicate; the local copy is kept until confirmed', async () => {
    const d = await makeDevice(api, 'crew');
    const photoId = randomUUID();
    let calls = 0;
    const engine = new SyncEngine({
      db: d.db,
      userId: d.userId,
      transport: d.transport,
      uploadPhoto: async (row, onProgress) => {
        calls++;
        if (calls === 1) {
          onProgress(0.6);
          throw new TypeError('connection reset at 60 %');
        }
        const res = await d.transport.fetch(`${api.url}/api/job-photos`, { method: 'POST', body: photoForm(row) });
        return { status: res.status, body: await res.text() };
      },
    });
    const before = await serverCount(api, 'job_photos');
    await queuePhoto(
      d.db,
      { id: photoId, appointmentId: job.appointmentId, employeeId: job.employeeId, photoType: 'before' },
      JPEG,
    );
    const first = await engine.syncNow();
    expect(calls).toBe(1); // not tried again in the same sync
    expect(first).toBe('failed');
    expect(await d.db.photoQueue.get(photoId)).toMatchObject({ state: 'queued' });
    expect((await d.db.photoBytes.get(photoId))?.data).toBeDefined();
    expect(await d.db.outbox.count()).toBe(1);
    // Second try: the server stores it but the answer is lost; third try gets the first result back.
    d.transport.faults = ['drop-response'];
    expect(await engine.syncNow()).toBe('failed');
    expect(calls).toBe(2);
    expect((await d.db.photoBytes.get(photoId))?.data).toBeDefined();
    expect(await engine.syncNow()).toBe('ok');
    expect(calls).toBe(3);
    expect(await d.db.photoQueue.get(photoId)).toBeUndefined();
    expect(await d.db.photoBytes.get(photoId)).toBeUndefined();
    expect(await serverCount(api, 'job_photos')).toBe(before + 1);
    expect(await d.db.synced('jobPhotos').get(photoId)).toMatchObject({
      contentType: 'image/jpeg',
      url: `/api/job-photos/${photoId}/file`,
    });
  });

  it('sync.md #13: a 500, a 401 and a captive-portal 200 during replay: the mutation stays queued', async () => {
    const d = await makeDevice(api, 'crew');
    await mutate(d.db, 'upsertSchedule', schedule(job.employeeId, 'stubborn'));
    for (const fault of ['500', 'portal'] as const) {
      d.transport.faults = [fault];
      expect(await d.engine.syncNow()).toBe('failed');
      expect(await d.db.outbox.count()).toBe(1);
    }
    const clientId = await clientIdOf(d.db);
    d.transport.faults = ['401'];
    expect(await d.engine.syncNow()).toBe('paused');
    expect(await d.db.outbox.count()).toBe(1);
    expect(await serverMutations(api, clientId)).toEqual([]);
    expect(d.engine.status.get().failures).toBe(2);
    expect(await d.engine.resume()).toBe('ok');
    expect(await d.db.outbox.count()).toBe(0);
    expect(await serverMutations(api, clientId)).toHaveLength(1);
  });

  it('after sign-out (dispose) the sync in flight is awaited, and no sync runs again', async () => {
    const d = await makeDevice(api, 'crew');
    await mutate(d.db, 'upsertSchedule', schedule(job.employeeId, 'made before sign-out'));
    // A slow network: the run is inside its first request when the person signs out.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = () => {};
    const inFlight = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const real = d.transport.fetch;
    d.transport.fetch = async (input, init) => {
      entered();
      await gate;
      return real(input, init);
    };
    let settled = false;
    const sync = d.engine.syncNow().then((result) => {
      settled = true;
      return result;
    });
    await inFlight;
    const disposed = d.engine.dispose();
    release();
    await disposed;
    // Sign-out deletes the database next: the run must be over by then.
    expect(settled).toBe(true);
    expect(await sync).toBe('ok');
    const calls = d.transport.calls.length;
    await mutate(d.db, 'upsertSchedule', schedule(job.employeeId, 'made after sign-out'));
    expect(await d.engine.syncNow()).toBe('paused');
    expect(d.transport.calls.length).toBe(calls);
    expect(await serverMutations(api, await clientIdOf(d.db))).toHaveLength(1);
  });

  it('a push the following pull does not acknowledge (a stale answer) is not reported as synced', async () => {
    const d = await makeDevice(api, 'crew');
    await mutate(d.db, 'upsertSchedule', schedule(job.employeeId, 'pushed, not acknowledged'));
    const real = d.transport.fetch;
    d.transport.fetch = async (input, init) => {
      const res = await real(input, init);
      if (!String(input).includes('/api/sync/pull')) return res;
      // A cache or a lagging server answers the pull as it was before the push.
      const body = (await res.json()) as { lastMutationId: number };
      body.lastMutationId = 0;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    expect(await d.engine.syncNow()).toBe('failed');
    expect(await d.db.outbox.count()).toBe(1);
    d.transport.fetch = real;
    expect(await d.engine.syncNow()).toBe('ok');
    expect(await d.db.outbox.count()).toBe(0);
  });

  it("after the device lost its count of mutation ids, a new change still gets an id past the server's and is applied", async () => {
    const d = await makeDevice(api, 'crew');
    await mutate(d.db, 'upsertSchedule', schedule(job.employeeId, 'first'));
    expect(await d.engine.syncNow()).toBe('ok');
    await d.db.meta.delete(NEXT_MUTATION_ID); // lost (a storage fault): the device would start again at 1
    expect(await d.engine.syncNow()).toBe('ok');
    const later = schedule(job.employeeId, 'made after the count was lost');
    await mutate(d.db, 'upsertSchedule', later);
    expect(await d.engine.syncNow()).toBe('ok');
    const server = await serverMutations(api, await clientIdOf(d.db));
    expect(server.map((m) => [m.id, m.status])).toEqual([
      [1, 'applied'],
      [2, 'applied'],
    ]);
  });

  it('notices a wiped database and starts over with a fresh client id and a full pull', async () => {
    const memory = new Map<string, string>();
    const storage = {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
    };
    const d = await makeDevice(api, 'crew');
    const first = new SyncEngine({ db: d.db, userId: d.userId, transport: d.transport, storage });
    expect(await first.syncNow()).toBe('ok');
    const oldClient = await clientIdOf(d.db);
    await d.db.delete();
    const fresh = new OfflineDb(`wiped-${randomUUID()}`);
    const after = new SyncEngine({ db: fresh, userId: d.userId, transport: d.transport, storage });
    expect(await after.syncNow()).toBe('ok');
    expect(after.status.get().wiped).toBe(true);
    expect(await clientIdOf(fresh)).not.toBe(oldClient);
    expect((await fresh.synced('employees').filter(isVisible).count()) > 0).toBe(true);
  });
});
