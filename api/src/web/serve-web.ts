/**
 * Serves the built web app next to the API on one port: prerendered public pages as static HTML,
 * staff routes from the client-rendered app shell, hashed assets with long-lived caching, and
 * the not-found page with a real 404 status for anything else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_SHELL_FILE, isStaffPath, NOT_FOUND_FILE, prerenderedFile } from '@haul/shared';
import { Hono } from 'hono';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Text types worth gzipping; images other than SVG are already compressed. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml']);

/**
 * Gzipped copies, made once per file: a phone on 4G downloads about a third of the bytes
 * (Lighthouse flags uncompressed text as a performance problem).
 */
function gzipCache() {
  const cache = new WeakMap<Buffer, Buffer>();
  return (body: Buffer): Buffer => {
    let gzipped = cache.get(body);
    if (!gzipped) {
      gzipped = gzipSync(body, { level: 9 });
      cache.set(body, gzipped);
    }
    return gzipped;
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Files are kept in memory and re-read only when their modification time changes, so a new
 * build copied over `web/dist` is served (and a new service worker offered) without a restart.
 */
function fileCache(root: string) {
  const cache = new Map<string, { mtimeMs: number; body: Buffer }>();
  return (relative: string): Buffer | null => {
    const full = path.join(root, relative);
    // Resolve inside root only: '..' segments cannot escape the build folder.
    if (!full.startsWith(root + path.sep)) return null;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(full);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const hit = cache.get(relative);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit.body;
    const body = fs.readFileSync(full);
    cache.set(relative, { mtimeMs: stat.mtimeMs, body });
    return body;
  };
}

/** A prerendered page the server completes before sending, by its file (e.g. 'impact/index.html'). */
export type PageFill = (body: Buffer) => Promise<Buffer>;

export function serveWeb(distDir: string, fills: Record<string, PageFill> = {}) {
  const root = path.resolve(distDir);
  const read = fileCache(root);
  const gzip = gzipCache();

  return new Hono().get('*', async (c) => {
    const acceptsGzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    const respond = (file: string, body: Buffer, status: 200 | 404 = 200) => {
      const compress = acceptsGzip && COMPRESSIBLE.has(path.extname(file)) && body.length > 1024;
      return new Response(new Uint8Array(compress ? gzip(body) : body), {
        status,
        headers: {
          'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
          'cache-control': file.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
          'x-content-type-options': 'nosniff',
          vary: 'accept-encoding',
          ...(compress ? { 'content-encoding': 'gzip' } : {}),
        },
      });
    };
    let pathname: string;
    try {
      pathname = decodeURIComponent(c.req.path);
    } catch {
      pathname = '/__invalid__';
    }
    // Any built file by its own path, including /app.html (the service worker precaches it).
    const asset = pathname.slice(1);
    const direct = asset ? read(asset) : null;
    if (direct) return respond(asset, direct);

    const file = prerenderedFile(pathname);
    const page = read(file);
    const fill = Object.hasOwn(fills, file) ? fills[file] : undefined;
    if (page) return respond('page.html', fill ? await fill(page) : page);
    if (isStaffPath(pathname)) {
      const shell = read(APP_SHELL_FILE);
      if (shell) return respond(APP_SHELL_FILE, shell);
    }
    const notFound = read(NOT_FOUND_FILE);
    return notFound ? respond(NOT_FOUND_FILE, notFound, 404) : c.text('404 Page Not Found', 404);
  });
}
