import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { serveWeb } from '../src/web/serve-web.ts';

/**
 * A miniature build folder with the files the prerenderer and Vite write, in a temporary folder
 * of this file's own that also holds a file just outside the build (the traversal tests reach for it).
 */
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'haul-serve-web-'));
const dist = path.join(outside, 'dist');
const files: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  'services/index.html': '<h1>Services</h1>',
  'app.html': '<div id="root"></div>',
  '404.html': '<h1>404 Page Not Found</h1>',
  'assets/main-abc123.js': 'console.log(1)',
  'sw.js': 'self.x=1',
  'manifest.webmanifest': '{}',
};
for (const [file, body] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), body);
}
fs.writeFileSync(path.join(outside, 'haul-secret.txt'), 'secret');
afterAll(() => fs.rmSync(outside, { recursive: true, force: true }));

const web = serveWeb(dist);
const get = async (url: string) => {
  const res = await web.request(url);
  return {
    status: res.status,
    body: await res.text(),
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
  };
};

describe('serving the web build', () => {
  it('serves prerendered pages for public paths', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: '<h1>Home</h1>', type: 'text/html; charset=utf-8' });
    expect(await get('/services')).toMatchObject({ status: 200, body: '<h1>Services</h1>' });
  });

  it('serves the app shell for staff paths, and /app.html itself for the service worker precache', async () => {
    expect(await get('/time-tracking')).toMatchObject({ status: 200, body: '<div id="root"></div>' });
    expect(await get('/admin/anything')).toMatchObject({ status: 200, body: '<div id="root"></div>' });
    expect(await get('/app.html')).toMatchObject({ status: 200, body: '<div id="root"></div>' });
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    expect(await get('/nope')).toMatchObject({ status: 404, body: '<h1>404 Page Not Found</h1>' });
    expect(await get('/city/nowhere')).toMatchObject({ status: 404 });
  });

  it('caches hashed assets for a year and revalidates everything else', async () => {
    expect((await get('/assets/main-abc123.js')).cache).toMatch(/immutable/);
    expect(await get('/sw.js')).toMatchObject({
      cache: 'public, max-age=0, must-revalidate',
      type: 'text/javascript; charset=utf-8',
    });
    expect((await get('/manifest.webmanifest')).type).toBe('application/manifest+json');
  });

  it('never serves a file outside the build folder', async () => {
    for (const attempt of [
      '/../haul-secret.txt',
      '/%2e%2e/haul-secret.txt',
      '/assets/%2e%2e/%2e%2e/haul-secret.txt',
      '/%E0%A4%A',
    ]) {
      const res = await get(attempt);
      expect(res.body).not.toBe('secret');
      expect(res.status).toBe(404);
    }
  });
});

describe('a new build on disk', () => {
  it('is served without a restart', async () => {
    expect((await get('/sw.js')).body).toBe('self.x=1');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.x=2');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(dist, 'sw.js'), later, later);
    expect((await get('/sw.js')).body).toBe('self.x=2');
  });
});

/** Compression: a separate build folder with a page large enough to be worth gzipping. */
const gzipDist = fs.mkdtempSync(path.join(os.tmpdir(), 'haul-dist-gzip-'));
const page = `<!doctype html><h1>Services</h1>${'<p>Junk removal across Metro Atlanta.</p>'.repeat(100)}`;
fs.mkdirSync(path.join(gzipDist, 'services'));
fs.writeFileSync(path.join(gzipDist, 'services', 'index.html'), page);
fs.writeFileSync(path.join(gzipDist, 'tiny.txt'), 'ok');
afterAll(() => fs.rmSync(gzipDist, { recursive: true, force: true }));

describe('serveWeb compression', () => {
  const app = serveWeb(gzipDist);

  it('gzips text for clients that accept it', async () => {
    const res = await app.request('/services', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('accept-encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(page.length / 5);
    expect(gunzipSync(body).toString()).toBe(page);
  });

  it('sends plain bytes to clients that do not, and for tiny files', async () => {
    const plain = await app.request('/services');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
    const tiny = await app.request('/tiny.txt', { headers: { 'accept-encoding': 'gzip' } });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('ok');
  });
});
