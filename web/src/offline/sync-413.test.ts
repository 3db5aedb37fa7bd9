/**
 * Decision 0222 on the device: a 413 from anything between the phone and the server (here a real
 * local proxy answering nginx's HTML page, in front of the real API) splits the push down to one
 * mutation; one that still does not fit, and a photo over the proxy's 1 MB, are kept with all
 * their data, shown, and delivered once a network carries them. Nothing is lost or duplicated.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { type HeldItem, HeldListSchema, type MutatorName } from '@haul/shared';
import { tinyJpeg } from '@haul/shared/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMeta, type OfflineDb, setMeta } from './db.ts';
import { HELD_REPORTED, HELD_TELL_AGAIN_MS } from './held-notices.ts';
import { mutate, NEXT_MUTATION_ID } from './outbox.ts';
import { HELD_RETRY_MS, queuePhoto } from './photo-queue.ts';
import { serverCount, serverHeldRows, serverMutations, signIn, startApi, type TestApi } from './testing/api-server.ts';
import { type BodyLimitProxy, startBodyLimitProxy } from './testing/body-limit-proxy.ts';
import { type Device, makeDevice, punchAt, seedJob } from './testing/devices.ts';
import { requestJson } from './transport.ts';

let api: TestApi;
let job: Awaited<ReturnType<typeof seedJob>>;
let small: BodyLimitProxy;
let nginx: BodyLimitProxy;
beforeAll(async () => {
  api = await startApi();
  job = await seedJob(api);
  small = await startBodyLimitProxy(api.url, 64 * 1024);
  nginx = await startBodyLimitProxy(api.url, 1024 * 1024);
});
afterAll(async () => {
  await small?.close();
  await nginx?.close();
  await api?.stop();
});

const clientIdOf = async (db: OfflineDb) => (await db.meta.get('clientId'))?.value as string;
const schedule = (notes: string, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  employeeId: job.employeeId,
  date: '2025-01-08',
  startTime: '08:00',
  endTime: '16:00',
  notes,
  ...extra,
});
/** An outbox row queued unchecked (unknown keys like `pad` are dropped by the server's schema). */
async function queueRaw(db: OfflineDb, name: MutatorName, args: unknown) {
  await db.transaction('rw', db.outbox, db.meta, async () => {
    const id = (await getMeta<number>(db, NEXT_MUTATION_ID)) ?? 1;
    await db.outbox.add({ id, name, args, clientTime: new Date().toISOString(), touched: [] });
    await setMeta(db, NEXT_MUTATION_ID, id + 1);
  });
}

describe('413 from an intermediary', () => {
  it('the transport hands back a 413 with an HTML body instead of treating it as a network fault', async () => {
    const answer = await requestJson(
      { baseUrl: small.url, fetch: (input, init) => fetch(input, init) },
      'POST',
      '/api/sync/push',
      { pad: 'x'.repeat(70_000) },
    );
    expect(answer).toEqual({ status: 413, json: null });
  });

  it("a proxy's HTML 413 splits the push down to single mutations; every one arrives once, in order", async () => {
    const d = await makeDevice(api, 'crew');
    const before = await serverCount(api, 'schedules');
    // 24 changes of ~20 KB (480 KB): one push by our own limits, far over the proxy's 64 KB.
    for (let i = 0; i < 24; i++)
      await queueRaw(d.db, 'upsertSchedule', schedule(`wide ${i}`, { pad: 'x'.repeat(20_000) }));
    d.transport.baseUrl = small.url;
    const refusedBefore = small.refused.length;
    expect(await d.engine.syncNow()).toBe('ok');
    expect(small.refused.length).toBeGreaterThan(refusedBefore);
    expect(await d.db.outbox.count()).toBe(0);
    expect(await serverCount(api, 'schedules')).toBe(before + 24);
    const server = await serverMutations(api, await clientIdOf(d.db));
    expect(server.map((m) => [m.id, m.status])).toEqual(Array.from({ length: 24 }, (_, i) => [i + 1, 'applied']));
  });

  it('one change the proxy refuses even alone is kept whole and shown; the changes after it wait; another network delivers all once', async () => {
    const d = await makeDevice(api, 'crew');
    d.transport.baseUrl = small.url;
    const first = schedule('before the wide one');
    const wide = schedule('wide', { pad: 'w'.repeat(80_000) });
    const after = schedule('after the wide one');
    await mutate(d.db, 'upsertSchedule', first);
    await queueRaw(d.db, 'upsertSchedule', wide);
    await mutate(d.db, 'upsertSchedule', after);
    expect(await d.engine.syncNow()).toBe('failed');
    expect(d.engine.status.get().heldChange).toEqual({ name: 'upsertSchedule', mutationId: 2 });
    // Kept in its place with every byte, not turned into a refusal.
    const kept = await d.db.outbox.toArray();
    expect(kept.map((m) => m.id)).toEqual([2, 3]);
    expect(kept[0]?.args).toEqual(wide);
    expect(await d.db.rejections.count()).toBe(0);
    expect((await serverMutations(api, await clientIdOf(d.db))).map((m) => m.id)).toEqual([1]);
    // Retried: still too large on this network, still kept.
    expect(await d.engine.syncNow()).toBe('failed');
    expect(await d.db.outbox.count()).toBe(2);
    // On Wi-Fi (no proxy): both go, once, in order.
    d.transport.baseUrl = api.url;
    expect(await d.engine.syncNow()).toBe('ok');
    expect(d.engine.status.get().heldChange).toBeNull();
    expect(await d.db.outbox.count()).toBe(0);
    const server = await serverMutations(api, await clientIdOf(d.db));
    expect(server.map((m) => [m.id, m.status])).toEqual([
      [1, 'applied'],
      [2, 'applied'],
      [3, 'applied'],
    ]);
    expect(await d.db.synced('schedules').get(wide.id)).toMatchObject({ notes: 'wide' });
  });

  it("a photo over nginx's 1 MB keeps its bytes and is held; the punch behind it goes now; the photo goes later, once", async () => {
    let now = new Date();
    const d = await makeDevice(api, 'crew', undefined, () => now);
    d.transport.baseUrl = nginx.url;
    const { id: photoId, blob: big } = await queueOverLimitPhoto(d, now, 'before');
    const punch = punchAt(job.employeeId, job.appointmentId, now);
    await mutate(d.db, 'clockIn', punch);
    const photosBefore = await serverCount(api, 'job_photos');
    expect(await d.engine.syncNow()).toBe('ok');
    expect(nginx.refused).toContain('POST /api/job-photos');
    // The punch was not held behind the photo; the photo's record waits, and its bytes are all there.
    const server = await serverMutations(api, await clientIdOf(d.db));
    expect(server.map((m) => [m.name, m.status])).toEqual([['clockIn', 'applied']]);
    expect(await d.db.photoQueue.get(photoId)).toMatchObject({ state: 'held' });
    const kept = (await d.db.photoBytes.get(photoId))?.data;
    expect(kept instanceof Blob ? kept.size : kept?.byteLength).toBe(big.size);
    expect((await d.db.outbox.toArray()).map((m) => m.name)).toEqual(['recordJobPhoto']);
    expect(await serverCount(api, 'job_photos')).toBe(photosBefore);
    // An hour later, on a network without that limit: the photo and its record arrive, once.
    d.transport.baseUrl = api.url;
    now = new Date(now.getTime() + HELD_RETRY_MS + 1000);
    expect(await d.engine.syncNow()).toBe('ok');
    expect(await serverCount(api, 'job_photos')).toBe(photosBefore + 1);
    expect((await serverMutations(api, await clientIdOf(d.db))).map((m) => [m.name, m.status])).toEqual([
      ['clockIn', 'applied'],
      ['recordJobPhoto', 'applied'],
    ]);
    expect(await d.db.outbox.count()).toBe(0);
    expect(await d.db.photoBytes.get(photoId)).toBeUndefined();
  });
});

/** What the office's needs-attention page reads of this device's held items (GET /api/office/held). */
async function heldOnServer(db: OfflineDb): Promise<HeldItem[]> {
  const clientId = await clientIdOf(db);
  const res = await fetch(`${api.url}/api/office/held`, { headers: { cookie: await signIn(api, 'admin') } });
  expect(res.status).toBe(200);
  return HeldListSchema.parse(await res.json()).items.filter((item) => item.clientId === clientId);
}
const callsTo = (d: Device, call: string) => d.transport.calls.filter((c) => c.startsWith(call)).length;

/**
 * A photo of the seeded job over nginx's 1 MB, queued on the device: a real JPEG with `padding`
 * bytes after its end (decoders ignore them; the proxy counts them).
 */
async function queueOverLimitPhoto(d: Device, now: Date, photoType: 'before' | 'after', padding = 1_200_000) {
  const id = randomUUID();
  const blob = new Blob([tinyJpeg(), new Uint8Array(padding)], { type: 'image/jpeg' });
  await queuePhoto(d.db, { id, appointmentId: job.appointmentId, employeeId: job.employeeId, photoType }, blob, now);
  return { id, blob };
}

describe('the office learns what a 413 holds on the phone (decision 0265)', () => {
  it('a change the proxy refuses even alone is reported once, through the same proxy, and cleared once it goes', async () => {
    const d = await makeDevice(api, 'crew');
    d.transport.baseUrl = small.url;
    await mutate(d.db, 'upsertSchedule', schedule('before the wide one'));
    await queueRaw(d.db, 'upsertSchedule', schedule('wide', { pad: 'w'.repeat(80_000) }));
    const heldAt = new Date().toISOString();
    expect(await d.engine.syncNow()).toBe('failed');
    // The notice is a few hundred bytes: it passes the 64 KB proxy that holds the change.
    expect(callsTo(d, 'POST /api/sync/held')).toBe(1);
    expect(small.refused).not.toContain('POST /api/sync/held');
    const [held, ...more] = await heldOnServer(d.db);
    expect(more).toEqual([]);
    expect(held).toMatchObject({ kind: 'change', id: '2', name: 'upsertSchedule', status: 413, username: 'crew' });
    expect(held?.bytes).toBeGreaterThan(80_000);
    expect(held?.bytes).toBeLessThan(81_000);
    expect(Date.parse(held?.heldAt ?? '')).toBeGreaterThanOrEqual(Date.parse(heldAt));
    // Still held at the next sync: not reported again, still one notice.
    expect(await d.engine.syncNow()).toBe('failed');
    expect(callsTo(d, 'POST /api/sync/held')).toBe(1);
    expect(await heldOnServer(d.db)).toEqual([held]);
    // On Wi-Fi it goes, and the notice is cleared (not only hidden: the row is gone).
    d.transport.baseUrl = api.url;
    expect(await d.engine.syncNow()).toBe('ok');
    expect(callsTo(d, 'DELETE /api/sync/held/')).toBe(1);
    expect(await heldOnServer(d.db)).toEqual([]);
    expect(await serverHeldRows(api, await clientIdOf(d.db))).toBe(0);
    expect(await getMeta(d.db, HELD_REPORTED)).toEqual({});
    // Nothing held: a sync sends no notice at all.
    expect(await d.engine.syncNow()).toBe('ok');
    expect(callsTo(d, 'POST /api/sync/held') + callsTo(d, 'DELETE /api/sync/held/')).toBe(2);
  });

  it("a photo over nginx's 1 MB is reported once with its size; it is cleared when the photo arrives", async () => {
    let now = new Date();
    const d = await makeDevice(api, 'crew', undefined, () => now);
    d.transport.baseUrl = nginx.url;
    const { id: photoId, blob: big } = await queueOverLimitPhoto(d, now, 'before');
    const firstHeld = now.toISOString();
    expect(await d.engine.syncNow()).toBe('ok');
    expect(nginx.refused).toContain('POST /api/job-photos');
    expect(callsTo(d, 'POST /api/sync/held')).toBe(1);
    expect(await heldOnServer(d.db)).toEqual([
      expect.objectContaining({
        kind: 'photo',
        id: photoId,
        name: 'recordJobPhoto',
        bytes: big.size,
        status: 413,
        heldAt: firstHeld,
      }),
    ]);
    // An hour later, still behind the same proxy: held again, not reported again; first held time kept.
    now = new Date(now.getTime() + HELD_RETRY_MS + 1000);
    const refusedBefore = nginx.refused.length;
    expect(await d.engine.syncNow()).toBe('ok');
    expect(nginx.refused.slice(refusedBefore)).toEqual(['POST /api/job-photos']);
    expect(callsTo(d, 'POST /api/sync/held')).toBe(1);
    expect(await heldOnServer(d.db)).toEqual([expect.objectContaining({ id: photoId, heldAt: firstHeld })]);
    // Another hour, on a network without the limit: the photo arrives and the notice goes.
    d.transport.baseUrl = api.url;
    now = new Date(now.getTime() + HELD_RETRY_MS + 1000);
    expect(await d.engine.syncNow()).toBe('ok');
    expect(await d.db.photoBytes.get(photoId)).toBeUndefined();
    expect(callsTo(d, 'DELETE /api/sync/held/')).toBe(1);
    expect(await serverHeldRows(api, await clientIdOf(d.db))).toBe(0);
  });

  it('a notice the office dismissed comes back a day later from a phone that still holds it (decision 0270)', async () => {
    let now = new Date();
    const d = await makeDevice(api, 'crew', undefined, () => now);
    d.transport.baseUrl = nginx.url;
    const { id: photoId } = await queueOverLimitPhoto(d, now, 'before');
    expect(await d.engine.syncNow()).toBe('ok');
    expect(callsTo(d, 'POST /api/sync/held')).toBe(1);
    // The office takes the phone for lost; it is in fact still in the crew's pocket, behind the proxy.
    const clientId = await clientIdOf(d.db);
    const dismissed = await fetch(`${api.url}/api/office/held/${clientId}/photo/${photoId}/dismiss`, {
      method: 'POST',
      headers: { cookie: await signIn(api, 'admin') },
    });
    expect(dismissed.status).toBe(204);
    expect(await heldOnServer(d.db)).toEqual([]);
    // Within the day: not told again, still off the office's list.
    now = new Date(now.getTime() + HELD_TELL_AGAIN_MS - 60_000);
    expect(await d.engine.syncNow()).toBe('ok');
    expect(callsTo(d, 'POST /api/sync/held')).toBe(1);
    expect(await heldOnServer(d.db)).toEqual([]);
    // A day on, the phone still holds it: told again, back on the list, saying it was dismissed.
    now = new Date(now.getTime() + 2 * 60_000);
    expect(await d.engine.syncNow()).toBe('ok');
    expect(callsTo(d, 'POST /api/sync/held')).toBe(2);
    expect(await heldOnServer(d.db)).toEqual([
      expect.objectContaining({ id: photoId, dismissedBefore: expect.objectContaining({ by: 'admin' }) }),
    ]);
  });

  it('a phone that kept only the paths it told of (before decision 0270) tells them again, then keeps when', async () => {
    const now = new Date();
    const d = await makeDevice(api, 'crew', undefined, () => now);
    d.transport.baseUrl = nginx.url;
    const { id: photoId } = await queueOverLimitPhoto(d, now, 'after');
    expect(await d.engine.syncNow()).toBe('ok');
    const path = `/api/sync/held/${await clientIdOf(d.db)}/photo/${photoId}`;
    await setMeta(d.db, HELD_REPORTED, [path]);
    expect(await d.engine.syncNow()).toBe('ok');
    expect(callsTo(d, 'POST /api/sync/held')).toBe(2);
    expect(await getMeta(d.db, HELD_REPORTED)).toEqual({ [path]: now.toISOString() });
    expect(await heldOnServer(d.db)).toEqual([expect.objectContaining({ id: photoId })]);
  });

  it('a notice that does not get through is sent again at the next sync, once; the sync itself is not failed by it', async () => {
    let now = new Date();
    const d = await makeDevice(api, 'crew', undefined, () => now);
    d.transport.baseUrl = nginx.url;
    // The proxy's 502 for the first notice only (its upstream blinked).
    const send = d.transport.fetch;
    let notices = 0;
    d.transport.fetch = async (input, init) => {
      if (String(input).endsWith('/api/sync/held') && ++notices === 1)
        return new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
      return send(input, init);
    };
    const { id: photoId } = await queueOverLimitPhoto(d, now, 'after', 1_100_000);
    expect(await d.engine.syncNow()).toBe('ok');
    expect(notices).toBe(1);
    expect(await heldOnServer(d.db)).toEqual([]);
    // The next sync (the photo not due again yet) reports it.
    now = new Date(now.getTime() + 60_000);
    expect(await d.engine.syncNow()).toBe('ok');
    expect(notices).toBe(2);
    expect(await heldOnServer(d.db)).toEqual([expect.objectContaining({ kind: 'photo', id: photoId })]);
    expect(await d.engine.syncNow()).toBe('ok');
    expect(notices).toBe(2);
  });
});

describe('storage full', () => {
  it('a change still saves when the phone is full: the reserve is released for it, and kept again once there is room', async () => {
    const { withReserve, keepReserve, storageState, StorageFull } = await import('./storage.ts');
    const d = await makeDevice(api, 'crew');
    expect(await keepReserve(d.db)).toBe(true);
    expect(await d.db.reserve.count()).toBe(1);
    // The first attempt meets a full quota (as IndexedDB reports it); the reserve makes room.
    let attempts = 0;
    const quota = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    const id = await withReserve(d.db, async () => {
      attempts++;
      if (attempts === 1) throw quota;
      return mutate(d.db, 'upsertSchedule', schedule('saved on a full phone'));
    });
    expect(id).toBe(1);
    expect(await d.db.reserve.count()).toBe(0);
    expect(storageState.get().full).toBe(true);
    // Still full after the reserve: a plain message, nothing half-written.
    await expect(
      withReserve(d.db, async () => {
        throw quota;
      }),
    ).rejects.toBeInstanceOf(StorageFull);
    expect(await d.db.outbox.count()).toBe(1);
    // A sync with room again: the reserve is back and the phone no longer counts as full.
    expect(await d.engine.syncNow()).toBe('ok');
    expect(await d.db.reserve.count()).toBe(1);
    expect(storageState.get().full).toBe(false);
  });
});
