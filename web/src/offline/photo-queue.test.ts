/**
 * The photo queue against the real API (fake-indexeddb on the device): bytes before the record
 * even for a photo taken while a sync is running, a permanent refusal never blocks the photos
 * behind it, refusals are kept (without their bytes) until dismissed, and an uploaded photo keeps
 * only its small preview on the device.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { tinyJpeg } from '@haul/shared/factories';
import type { DBCore, DBCoreMutateRequest } from 'dexie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfflineDb } from './db.ts';
import { SyncEngine } from './engine.ts';
import { defaultUploader, dismissPhotoRefusal, HELD_RETRY_MS, type PhotoUploader, queuePhoto } from './photo-queue.ts';
import { serverCount, serverMutations, startApi, type TestApi } from './testing/api-server.ts';
import { type Device, makeDevice, seedJob } from './testing/devices.ts';

let api: TestApi;
let job: Awaited<ReturnType<typeof seedJob>>;
beforeAll(async () => {
  api = await startApi();
  job = await seedJob(api);
});
afterAll(async () => {
  await api?.stop();
});

const JPEG = () => new Blob([tinyJpeg()], { type: 'image/jpeg' });
const PREVIEW = () => new Blob([tinyJpeg()], { type: 'image/jpeg' });
const clientIdOf = async (d: Device) => (await d.db.meta.get('clientId'))?.value as string;
const photoMeta = (photoType: 'before' | 'during' | 'after' = 'before') => ({
  id: randomUUID(),
  appointmentId: job.appointmentId,
  employeeId: job.employeeId,
  photoType,
});

/** An engine whose uploader can be wrapped (to act in the middle of a sync, or to fake an answer). */
function engineWith(d: Device, wrap: (real: PhotoUploader) => PhotoUploader) {
  return new SyncEngine({
    db: d.db,
    userId: d.userId,
    transport: d.transport,
    uploadPhoto: wrap(defaultUploader(d.transport)),
  });
}

describe('photo queue against the real API', () => {
  it('a photo taken while a sync is running lands with its bytes first (its record waits for the next run)', async () => {
    const d = await makeDevice(api, 'crew');
    const first = photoMeta('before');
    const late = photoMeta('after');
    let takenDuringSync = false;
    const engine = engineWith(d, (real) => async (row, onProgress) => {
      const answer = await real(row, onProgress);
      if (!takenDuringSync) {
        // The crew member takes another photo while the first one is still going up.
        takenDuringSync = true;
        await queuePhoto(d.db, late, JPEG(), new Date(), PREVIEW());
      }
      return answer;
    });
    await queuePhoto(d.db, first, JPEG(), new Date(), PREVIEW());
    expect(await engine.syncNow()).toBe('ok');
    // The late photo's record was not pushed without its bytes: nothing was rejected.
    let server = await serverMutations(api, await clientIdOf(d));
    expect(server.every((m) => m.status === 'applied')).toBe(true);
    expect(server.map((m) => m.name)).toEqual(['recordJobPhoto']);
    expect(await engine.syncNow()).toBe('ok');
    server = await serverMutations(api, await clientIdOf(d));
    expect(server.map((m) => [m.name, m.status])).toEqual([
      ['recordJobPhoto', 'applied'],
      ['recordJobPhoto', 'applied'],
    ]);
    expect(await d.db.synced('jobPhotos').get(late.id)).toMatchObject({
      thumbnailUrl: `/api/job-photos/${late.id}/thumbnail`,
    });
  });

  it("a 413 (JSON or a proxy's HTML page) holds a photo with its bytes; a refusal drops them; neither blocks the queue behind", async () => {
    const d = await makeDevice(api, 'crew');
    const tooLarge = photoMeta('before');
    const proxied = photoMeta('before');
    const notYours = photoMeta('during');
    const fine = photoMeta('after');
    let now = new Date();
    const engine = new SyncEngine({
      db: d.db,
      userId: d.userId,
      transport: d.transport,
      now: () => now,
      uploadPhoto: async (row, onProgress) => {
        if (row.id === tooLarge.id && now.getTime() < later.getTime())
          return {
            status: 413,
            body: JSON.stringify({ error: { code: 'payload_too_large', message: 'Photos are limited to 10 MB.' } }),
          };
        if (row.id === proxied.id && now.getTime() < later.getTime())
          return { status: 413, body: '<html><body><h1>413 Request Entity Too Large</h1><hr>nginx</body></html>' };
        return defaultUploader(d.transport)(row, onProgress);
      },
    });
    const later = new Date(now.getTime() + HELD_RETRY_MS + 1000);
    await queuePhoto(d.db, tooLarge, JPEG(), now, PREVIEW());
    await queuePhoto(d.db, proxied, JPEG(), now, PREVIEW());
    // The server itself refuses this one: the crew account does not act for that employee.
    await queuePhoto(d.db, { ...notYours, employeeId: randomUUID() }, JPEG(), now, PREVIEW());
    await queuePhoto(d.db, fine, JPEG(), now, PREVIEW());
    const before = await serverCount(api, 'job_photos');
    expect(await engine.syncNow()).toBe('ok');
    expect(await serverCount(api, 'job_photos')).toBe(before + 1);
    // Held, bytes kept, its reason shown; the refused one lost only its bytes.
    expect(await d.db.photoQueue.get(tooLarge.id)).toMatchObject({ state: 'held' });
    expect((await d.db.photoQueue.get(tooLarge.id))?.refusal).toContain('Photos are limited to 10 MB.');
    expect((await d.db.photoQueue.get(proxied.id))?.refusal).toContain('kept on this phone');
    expect((await d.db.photoBytes.get(tooLarge.id))?.data).toBeDefined();
    expect((await d.db.photoBytes.get(proxied.id))?.data).toBeDefined();
    expect(await d.db.photoQueue.get(notYours.id)).toMatchObject({ state: 'refused' });
    expect(await d.db.photoBytes.get(notYours.id)).toBeUndefined();
    // The uploaded one keeps only its preview.
    expect(await d.db.photoQueue.get(fine.id)).toMatchObject({ state: 'uploaded' });
    expect(await d.db.photoBytes.get(fine.id)).toBeUndefined();
    expect(await d.db.photoPreviews.get(fine.id)).toBeDefined();
    // The held records wait on the phone (moved behind the rest); the others were answered.
    let server = await serverMutations(api, await clientIdOf(d));
    expect(server.map((m) => m.status)).toEqual(['rejected', 'applied']);
    expect((await d.db.outbox.toArray()).map((m) => [m.name, (m.args as { id: string }).id])).toEqual([
      ['recordJobPhoto', tooLarge.id],
      ['recordJobPhoto', proxied.id],
    ]);
    // Within the hour nothing is sent again; after it (another network, say) both go up, once.
    expect(await engine.syncNow()).toBe('ok');
    expect(await serverCount(api, 'job_photos')).toBe(before + 1);
    now = later;
    expect(await engine.syncNow()).toBe('ok');
    expect(await serverCount(api, 'job_photos')).toBe(before + 3);
    server = await serverMutations(api, await clientIdOf(d));
    expect(server.map((m) => m.status)).toEqual(['rejected', 'applied', 'applied', 'applied']);
    expect(await d.db.outbox.count()).toBe(0);
    await dismissPhotoRefusal(d.db, notYours.id);
    await dismissPhotoRefusal(d.db, fine.id);
    expect(await d.db.photoQueue.get(notYours.id)).toBeUndefined();
    expect(await d.db.photoQueue.get(fine.id)).toBeDefined();
  });

  it("a photo's bytes are written once and deleted once: upload marks and progress touch only its small state row", async () => {
    const d = await makeDevice(api, 'crew');
    const writes: string[] = [];
    const db = new OfflineDb(`bytes-once-${randomUUID()}`);
    db.use({
      stack: 'dbcore',
      name: 'count-photo-byte-writes',
      create: (down: DBCore): DBCore => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          if (name !== 'photoUploads') return table;
          return {
            ...table,
            mutate: (req: DBCoreMutateRequest) => {
              writes.push(req.type);
              return table.mutate(req);
            },
          };
        },
      }),
    });
    const engine = new SyncEngine({
      db,
      userId: d.userId,
      transport: d.transport,
      uploadPhoto: async (row, onProgress) => {
        onProgress(0.3);
        onProgress(0.9);
        return defaultUploader(d.transport)(row, onProgress);
      },
    });
    await queuePhoto(db, photoMeta('during'), JPEG(), new Date(), PREVIEW());
    expect(await engine.syncNow()).toBe('ok');
    expect(writes).toEqual(['add', 'delete']);
  });

  it('a 503 and a 429 keep the photo queued with its bytes, then it goes up once', async () => {
    const d = await makeDevice(api, 'crew');
    const meta = photoMeta('during');
    const faults = [503, 429];
    const engine = engineWith(d, (real) => async (row, onProgress) => {
      const fault = faults.shift();
      if (fault) return { status: fault, body: '' };
      return real(row, onProgress);
    });
    await queuePhoto(d.db, meta, JPEG(), new Date(), PREVIEW());
    const before = await serverCount(api, 'job_photos');
    expect(await engine.syncNow()).toBe('failed');
    expect(await engine.syncNow()).toBe('failed');
    expect((await d.db.photoBytes.get(meta.id))?.data).toBeDefined();
    expect(await d.db.outbox.count()).toBe(1);
    expect(await engine.syncNow()).toBe('ok');
    expect(await serverCount(api, 'job_photos')).toBe(before + 1);
    expect(await d.db.photoQueue.get(meta.id)).toMatchObject({ state: 'uploaded' });
  });
});
