/**
 * Photo uploads against both stores (local disk and an S3-compatible server): idempotent by id
 * (also when the same id arrives several times at once), checked by content, a thumbnail made and
 * served to staff only, deletes as tombstones that remove the files, and no file left behind by a
 * refused or failed upload.
 */
import { randomUUID } from 'node:crypto';
import { JobPhotoSchema, LIMITS } from '@haul/shared';
import { tinyJpeg } from '@haul/shared/factories';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { readError, TEST_ORIGIN, useHarness } from './harness.ts';
import { type StorageKind, useTestPhotoStorage } from './photo-storage-harness.ts';
import { mutation, pullAll, pushOk, seedJob } from './sync-support.ts';

const JPEG = tinyJpeg();

describe.each<StorageKind>(['disk', 's3'])('job photos on %s', (kind) => {
  const storage = useTestPhotoStorage(kind);
  const h = useHarness({ deps: { photoStorage: storage } });
  let crew: string;
  let admin: string;
  let job: Awaited<ReturnType<typeof seedJob>>;
  /** Another crew member (their own account and employee). */
  let otherEmployeeId: string;
  beforeAll(async () => {
    admin = await h.signIn('admin');
    job = await seedJob(h, admin);
    crew = job.crew;
    otherEmployeeId = (await seedJob(h, admin)).employeeId;
  });

  function form(id: string, bytes: Uint8Array | null, fields: Record<string, string> = {}) {
    const body = new FormData();
    if (bytes) body.set('photo', new File([bytes as Uint8Array<ArrayBuffer>], 'evil.html', { type: 'text/html' }));
    const all = {
      id,
      appointmentId: job.appointmentId,
      employeeId: job.employeeId,
      photoType: 'before',
      description: 'Garage',
      ...fields,
    };
    for (const [k, v] of Object.entries(all)) body.set(k, v);
    return body;
  }
  const upload = (body: FormData, cookie = crew) =>
    h.app.request('/api/job-photos', { method: 'POST', body, headers: { origin: TEST_ORIGIN, cookie } });
  const get = (path: string, cookie?: string) => h.app.request(path, { headers: cookie ? { cookie } : {} });
  const remove = (id: string, cookie: string) =>
    h.app.request(`/api/job-photos/${id}`, { method: 'DELETE', headers: { origin: TEST_ORIGIN, cookie } });
  const filesOf = async (id: string) => (await storage.list()).filter((key) => key.startsWith(id)).sort();

  it('stores a JPEG by its bytes, serves it and its thumbnail with their real type and nosniff; a retry returns the first result', async () => {
    const id = randomUUID();
    const res = await upload(form(id, JPEG));
    expect(res.status).toBe(201);
    const photo = JobPhotoSchema.parse(await res.json());
    expect(photo).toMatchObject({
      id,
      contentType: 'image/jpeg',
      byteSize: JPEG.byteLength,
      fileName: 'before-photo.jpg',
    });
    const file = await get(photo.url, crew);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    // A customer's photo does not stay in the browser's HTTP cache after sign-out.
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(JPEG);
    const thumb = await get(photo.thumbnailUrl, crew);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect(thumb.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(new Uint8Array(await thumb.arrayBuffer())).metadata()).format).toBe('jpeg');

    const again = await upload(form(id, JPEG));
    expect(again.status).toBe(200);
    expect(JobPhotoSchema.parse(await again.json())).toEqual(photo);
    expect(await filesOf(id)).toHaveLength(2);
  });

  it('makes a ~400 px upright thumbnail of a large photo', async () => {
    const big = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(form(randomUUID(), new Uint8Array(big)));
    const photo = JobPhotoSchema.parse(await res.json());
    const thumb = await sharp(new Uint8Array(await (await get(photo.thumbnailUrl, crew)).arrayBuffer())).metadata();
    // Orientation 6 turns the 1600×1200 landscape upright into portrait.
    expect([thumb.width, thumb.height, thumb.orientation]).toEqual([300, 400, undefined]);
  });

  it('the same id sent five times at once: one photo, one pair of files, every answer the same photo', async () => {
    const id = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(form(id, JPEG))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(
      statuses.every((s) => s === 200 || s === 201),
      statuses.join(','),
    ).toBe(true);
    const photos = await Promise.all(answers.map(async (r) => JobPhotoSchema.parse(await r.json())));
    expect(new Set(photos.map((p) => JSON.stringify(p))).size).toBe(1);
    expect(await h.db.sql`select 1 from job_photos where id = ${id}`).toHaveLength(1);
    expect(await filesOf(id)).toHaveLength(2);
  });

  it('refuses non-images, HEIC, undecodable bytes, oversized photos and a missing file, leaving no file behind', async () => {
    const refused: [string, Uint8Array | null, number][] = [
      [randomUUID(), new TextEncoder().encode('%PDF-1.7 renamed to .jpg'), 415],
      [randomUUID(), new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]), 415],
      [randomUUID(), new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(2000).fill(7)]), 415],
      [randomUUID(), Object.assign(new Uint8Array(LIMITS.photoMaxBytes + 1), { 0: 0xff, 1: 0xd8, 2: 0xff }), 413],
      [randomUUID(), null, 400],
    ];
    for (const [id, bytes, status] of refused) {
      const res = await upload(form(id, bytes));
      expect(res.status, id).toBe(status);
      expect(await filesOf(id)).toEqual([]);
      expect(await h.db.sql`select 1 from job_photos where id = ${id}`).toHaveLength(0);
    }
    const heic = await upload(form(randomUUID(), refused[1]?.[1] ?? null));
    expect(((await heic.json()) as { error: { message: string } }).error.message).toMatch(/HEIC/);
  });

  it('a job that does not exist leaves no file behind', async () => {
    const id = randomUUID();
    expect((await upload(form(id, JPEG, { appointmentId: randomUUID() }))).status).toBe(404);
    expect(await filesOf(id)).toEqual([]);
  });

  it('anonymous callers get 401 for uploads, files and thumbnails; crews cannot upload as someone else', async () => {
    const id = randomUUID();
    const photo = JobPhotoSchema.parse(await (await upload(form(id, JPEG))).json());
    expect((await upload(form(randomUUID(), JPEG), '')).status).toBe(401);
    expect((await get(photo.url)).status).toBe(401);
    expect((await get(photo.thumbnailUrl)).status).toBe(401);
    expect((await remove(id, '')).status).toBe(401);
    const asOther = randomUUID();
    expect((await upload(form(asOther, JPEG, { employeeId: otherEmployeeId }))).status).toBe(403);
    expect(await filesOf(asOther)).toEqual([]);
    expect((await upload(form(randomUUID(), JPEG, { employeeId: otherEmployeeId }), admin)).status).toBe(201);
  });

  it("crews delete their own photos but not others'; admins delete any; deletes are tombstones and remove the files", async () => {
    const own = randomUUID();
    const others = randomUUID();
    await upload(form(own, JPEG));
    await upload(form(others, JPEG, { employeeId: otherEmployeeId }), admin);
    expect((await remove(others, crew)).status).toBe(403);
    expect(await filesOf(others)).toHaveLength(2);
    expect((await remove(own, crew)).status).toBe(204);
    expect((await remove(others, admin)).status).toBe(204);
    for (const id of [own, others]) {
      expect(await filesOf(id)).toEqual([]);
      expect((await get(`/api/job-photos/${id}/file`, admin)).status).toBe(404);
      expect((await get(`/api/job-photos/${id}/thumbnail`, admin)).status).toBe(404);
    }
    const { rows } = await pullAll(h, admin);
    expect(rows.has(own)).toBe(false);
    // A deleted photo's id is never reused: a late retry of its upload is refused, not revived.
    expect((await upload(form(own, JPEG))).status).toBe(409);
    expect(await filesOf(own)).toEqual([]);
  });

  it("lists a job's photos for its crew and admins, and per-type counts for admins only", async () => {
    const fresh = await seedJob(h, admin);
    const ids: string[] = [];
    for (const type of ['before', 'after', 'after']) {
      const res = await upload(
        form(randomUUID(), JPEG, { appointmentId: fresh.appointmentId, photoType: type }),
        admin,
      );
      ids.push(JobPhotoSchema.parse(await res.json()).id);
    }
    const listed = JobPhotoSchema.array().parse(
      await (await get(`/api/job-photos/appointment/${fresh.appointmentId}`, fresh.crew)).json(),
    );
    expect(listed.map((p) => p.photoType).sort()).toEqual(['after', 'after', 'before']);
    expect((await get(`/api/job-photos/appointment/${fresh.appointmentId}`, admin)).status).toBe(200);
    // A crew member not on the job neither lists nor downloads its photos.
    const outsider = await get(`/api/job-photos/appointment/${fresh.appointmentId}`, crew);
    expect(outsider.status).toBe(403);
    expect((await readError(outsider)).code).toBe('not_on_job');
    expect((await get(`/api/job-photos/${ids[0]}/file`, crew)).status).toBe(404);
    expect((await get(`/api/job-photos/${ids[0]}/thumbnail`, crew)).status).toBe(404);
    expect((await get(`/api/job-photos/${ids[0]}/file`, fresh.crew)).status).toBe(200);
    expect((await get('/api/job-photos/counts', crew)).status).toBe(403);
    const counts = (await (await get('/api/job-photos/counts', admin)).json()) as {
      appointmentId: string;
      photoType: string;
      count: number;
    }[];
    expect(counts.filter((c) => c.appointmentId === fresh.appointmentId).sort((a, b) => a.count - b.count)).toEqual([
      { appointmentId: fresh.appointmentId, photoType: 'before', count: 1 },
      { appointmentId: fresh.appointmentId, photoType: 'after', count: 2 },
    ]);
  });

  it('strips EXIF, XMP and GPS from an original sent with them, upright (issue 23 §6)', async () => {
    // 40 × 20 pixels stored sideways (orientation 6: turn 90° to view), with a GPS position.
    const tagged = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#808080' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Serial 12345' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '33/1 46/1 30/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '84/1 17/1 46/1',
        },
      })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const id = randomUUID();
    const res = await upload(form(id, new Uint8Array(tagged)));
    expect(res.status).toBe(201);
    const photo = JobPhotoSchema.parse(await res.json());
    const stored = new Uint8Array(await (await get(photo.url, crew)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(Buffer.from(stored).includes('Serial 12345')).toBe(false);
    expect(photo.byteSize).toBe(stored.byteLength);
  });

  it('refuses a photo over 40 megapixels (issue 23 §6)', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const id = randomUUID();
    const res = await upload(form(id, new Uint8Array(huge)));
    expect(res.status).toBe(413);
    expect((await readError(res)).code).toBe('too_many_pixels');
    expect(await filesOf(id)).toEqual([]);
  });

  it('deleteJobPhoto through sync: the same rule, a pulled tombstone, and the files removed after the push', async () => {
    const own = randomUUID();
    const others = randomUUID();
    await upload(form(own, JPEG));
    await upload(form(others, JPEG, { employeeId: otherEmployeeId }), admin);
    const cursor = (await pullAll(h, crew)).last.cursor;
    const answer = await pushOk(h, crew, randomUUID(), [
      mutation(1, 'deleteJobPhoto', { id: others }),
      mutation(2, 'deleteJobPhoto', { id: own }),
    ]);
    expect(answer.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect(await filesOf(own)).toEqual([]);
    expect(await filesOf(others)).toHaveLength(2);
    const page = (await pullAll(h, crew, cursor)).last;
    expect(page.deletes.jobPhotos ?? []).toContain(own);
  });

  describe('malformed uploads (issue 14)', () => {
    const raw = (body: string, contentType: string) =>
      h.app.request('/api/job-photos', {
        method: 'POST',
        body: new Blob([body]).stream(),
        headers: { origin: TEST_ORIGIN, cookie: crew, 'content-type': contentType },
        duplex: 'half',
      } as RequestInit);

    it('answers 404 for an unknown employee (to an admin, who may act for anyone); an upper-case id is the same photo', async () => {
      const res = await upload(form(randomUUID(), JPEG, { employeeId: randomUUID() }), admin);
      expect(res.status).toBe(404);
      expect((await readError(res)).message).toBe('That employee does not exist.');

      const id = randomUUID();
      expect((await upload(form(id.toUpperCase(), JPEG))).status).toBe(201);
      const again = await upload(form(id, JPEG));
      expect(again.status).toBe(200);
      expect(JobPhotoSchema.parse(await again.json()).id).toBe(id);
    });

    it('answers 415 for a body that is not multipart and 400 for multipart that does not parse', async () => {
      expect((await raw('{}', 'application/json')).status).toBe(415);
      const broken = await raw(
        '--zzz\r\nContent-Disposition: form-data; name="photo"\r\n\r\nabc',
        'multipart/form-data; boundary=zzz',
      );
      expect(broken.status).toBe(400);
      expect((await readError(broken)).message).toBe('The upload is not valid multipart/form-data.');
    });

    it('refuses a NUL in the description with a field message', async () => {
      const res = await upload(form(randomUUID(), JPEG, { description: 'Garage\u0000' }));
      expect(res.status).toBe(400);
      expect((await readError(res)).fields?.description).toBe('Must not contain control characters');
    });
  });
});

describe('photo volume per account (issue 23 §6)', () => {
  // Room for two of these photos in any 24 hours.
  const h = useHarness({ now: '2025-01-06T15:00:00Z', deps: { photoDailyBytesPerAccount: 2.5 * JPEG.byteLength } });
  const send = (job: Awaited<ReturnType<typeof seedJob>>, id: string) => {
    const body = new FormData();
    body.set('photo', new File([JPEG as Uint8Array<ArrayBuffer>], 'p.jpg', { type: 'image/jpeg' }));
    const fields = { id, appointmentId: job.appointmentId, employeeId: job.employeeId, photoType: 'after' };
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    return h.app.request('/api/job-photos', {
      method: 'POST',
      body,
      headers: { origin: TEST_ORIGIN, cookie: job.crew },
    });
  };

  it('refuses the third photo in 24 hours with 429, keeps nothing of it; the next day it goes up', async () => {
    const admin = await h.signIn('admin');
    const job = await seedJob(h, admin);
    expect((await send(job, randomUUID())).status).toBe(201);
    expect((await send(job, randomUUID())).status).toBe(201);
    const third = randomUUID();
    const refused = await send(job, third);
    expect(refused.status).toBe(429);
    expect((await readError(refused)).code).toBe('photo_quota');
    expect(await h.db.sql`select 1 from job_photos where id = ${third}`).toHaveLength(0);
    // Another account is not held back by this one.
    expect((await send(await seedJob(h, admin), randomUUID())).status).toBe(201);
    // A day later the window has moved on: the phone's retry succeeds.
    h.clock.set('2025-01-07T15:00:01Z');
    expect((await send(job, third)).status).toBe(201);
  });
});
