/** Photo uploads: idempotent by id, checked by content, served with their real type. */

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JobPhotoSchema, LIMITS } from '@haul/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderPhotoStorage } from '../src/storage/photo-storage.ts';
import { TEST_ORIGIN, useHarness } from './harness.ts';
import { seedJob } from './sync-support.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haul-photos-'));
const h = useHarness({ deps: { photoStorage: folderPhotoStorage(dir) } });
let crew: string;
let job: Awaited<ReturnType<typeof seedJob>>;
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
beforeAll(async () => {
  job = await seedJob(h, await h.signIn('admin'));
  crew = job.crew;
});

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(2000).fill(7)]);

function form(id: string, bytes: Uint8Array, fileName = 'evil.html') {
  const body = new FormData();
  body.set('photo', new File([bytes], fileName, { type: 'text/html' }));
  for (const [k, v] of Object.entries({
    id,
    appointmentId: job.appointmentId,
    employeeId: job.employeeId,
    photoType: 'before',
    description: 'Garage',
  }))
    body.set(k, v);
  return body;
}
const upload = (body: FormData | ReadableStream, headers: Record<string, string> = {}) =>
  h.app.request('/api/job-photos', {
    method: 'POST',
    body,
    headers: { origin: TEST_ORIGIN, cookie: crew, ...headers },
    duplex: 'half',
  } as RequestInit);

describe('job photo upload', () => {
  it('stores a JPEG by its bytes, ignores the file name, and serves it with its real type and nosniff', async () => {
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
    const file = await h.app.request(photo.url, { headers: { cookie: crew } });
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(JPEG);
    const again = await upload(form(id, JPEG));
    expect(again.status).toBe(200);
    expect(JobPhotoSchema.parse(await again.json())).toEqual(photo);
  });

  it('refuses non-images, oversized photos and anonymous uploads', async () => {
    const html = new TextEncoder().encode('<script>alert(1)</script>');
    expect((await upload(form(randomUUID(), html, 'a.jpg'))).status).toBe(415);
    const huge = new Uint8Array(LIMITS.photoMaxBytes + 1);
    huge.set([0xff, 0xd8, 0xff]);
    expect((await upload(form(randomUUID(), huge))).status).toBe(413);
    const anon = await h.app.request('/api/job-photos', {
      method: 'POST',
      body: form(randomUUID(), JPEG),
      headers: { origin: TEST_ORIGIN },
    });
    expect(anon.status).toBe(401);
  });

  it('sync.md #12 (server): an upload cut at 60 % stores nothing; the retry stores it once', async () => {
    const id = randomUUID();
    const encoded = new Request('http://x', { method: 'POST', body: form(id, JPEG) });
    const type = encoded.headers.get('content-type') ?? '';
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const cut = Math.floor(bytes.byteLength * 0.6);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.error(new Error('connection reset'));
      },
    });
    const broken = await Promise.resolve(upload(stream, { 'content-type': type })).catch(() => null);
    expect(broken === null || broken.status >= 400).toBe(true);
    expect(await h.db.sql`select 1 from job_photos where id = ${id}`).toHaveLength(0);
    const retry = await upload(form(id, JPEG));
    expect(retry.status).toBe(201);
    expect(await h.db.sql`select 1 from job_photos where id = ${id}`).toHaveLength(1);
  });
});
