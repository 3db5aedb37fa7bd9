import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { serveWeb } from '../src/web/serve-web.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'haul-serve-web-'));
const page = `<!doctype html><h1>Services</h1>${'<p>Junk removal across Metro Atlanta.</p>'.repeat(100)}`;
fs.mkdirSync(path.join(dist, 'services'));
fs.writeFileSync(path.join(dist, 'services', 'index.html'), page);
fs.writeFileSync(path.join(dist, 'tiny.txt'), 'ok');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('serveWeb compression', () => {
  const app = serveWeb(dist);

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
