#!/usr/bin/env node
/**
 * `pnpm bench:lighthouse [--runs N] [--strict]`: Lighthouse (mobile settings: emulated phone,
 * simulated slow 4G and 4x CPU slowdown — its defaults) against the production build on
 * /, /services, /city/decatur and /booking. Prints the median of N runs (default 3) per category, and the
 * gzipped JavaScript each page loads: the script files in Lighthouse's network records, each
 * gzipped here at level 9 (the server may send them uncompressed; this is the size over a
 * compressing CDN). Installs nothing; `--strict` exits 1 when a target is missed; `--keep DIR`
 * writes every run's Lighthouse JSON there (LCP element, request chains) for a closer look.
 *
 * The anchor (docs/performance.md): in the same run, a bare HTML page with the home page's hero words (its
 * heading and first paragraph, no CSS, no script, an empty inline icon) served from a plain
 * local server. Content
 * pages' LCP is reported as a multiple of the bare page's (target ≤ 1.25).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { repoRoot, startApp } from './start-app.mjs';
import { startChromium } from './start-chromium.mjs';

const BARE = 'bare page (anchor)';
const ALL_PAGES = [BARE, '/', '/services', '/city/decatur', '/booking'];
const CONTENT_PAGES = new Set(['/', '/services', '/city/decatur']);
const TARGETS = { performance: 100, accessibility: 95, 'best-practices': 95, seo: 100 };
const LCP_RATIO_TARGET = 1.25;
const JS_TARGET_KB = { '/': 80, '/services': 15, '/city/decatur': 15 };
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const strict = args.includes('--strict');
// `--pages /,/booking`: a quicker look at some pages (the anchor is always measured).
const PAGES = args.includes('--pages')
  ? [BARE, ...args[args.indexOf('--pages') + 1].split(',').filter((p) => p !== BARE)]
  : ALL_PAGES;
const keepDir = args.includes('--keep') ? path.resolve(args[args.indexOf('--keep') + 1]) : null;
const dist = path.join(repoRoot, 'web', 'dist');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Gzipped bytes of the scripts the page requested, read from the build output. */
function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  let raw = 0;
  let gzip = 0;
  for (const item of scripts) {
    const file = path.join(dist, new URL(item.url).pathname);
    if (!fs.existsSync(file)) continue;
    const body = fs.readFileSync(file);
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.length, raw, gzip };
}

const textOf = (html) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The home page's hero words as the plainest possible page. */
function barePage() {
  const home = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const heading = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(home)?.[1] ?? '');
  const intro = textOf(/<\/h1>[\s\S]*?<p[^>]*>([\s\S]*?)<\/p>/.exec(home)?.[1] ?? '');
  if (!heading || !intro) throw new Error('could not find the hero words in web/dist/index.html');
  // `data:,` as its icon: otherwise the browser asks this server for /favicon.ico while the page
  // paints, and whether that request lands before the paint swung the anchor's LCP by ~150 ms.
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${heading}</title><meta name="description" content="${intro}"></head><body><h1>${heading}</h1><p>${intro}</p></body></html>`;
}

function serveBare(html) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, stop: () => server.close() }),
    ),
  );
}

const app = await startApp();
const bare = await serveBare(barePage());
const chromium = await startChromium();
const results = [];
try {
  for (const page of PAGES) {
    const scores = Object.fromEntries(Object.keys(TARGETS).map((key) => [key, []]));
    let js = null;
    const metrics = { lcp: [], tbt: [], cls: [] };
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(page === BARE ? bare.url : `${app.url}${page}`, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(TARGETS),
      });
      if (keepDir) {
        fs.mkdirSync(keepDir, { recursive: true });
        const name = page === BARE ? 'bare' : page.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home';
        fs.writeFileSync(path.join(keepDir, `${name}-${run + 1}.json`), JSON.stringify(lhr));
      }
      // A run Lighthouse itself could not record (NO_NAVSTART, say) has no metrics: say so, leave it out.
      if (lhr.runtimeError) {
        console.log(`  ${page}: run ${run + 1} failed (${lhr.runtimeError.code}), left out of the median`);
        continue;
      }
      for (const key of Object.keys(TARGETS)) scores[key].push(Math.round((lhr.categories[key]?.score ?? 0) * 100));
      metrics.lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
      metrics.tbt.push(lhr.audits['total-blocking-time'].numericValue);
      metrics.cls.push(lhr.audits['cumulative-layout-shift'].numericValue);
      js ??= scriptBytes(lhr);
      if (run === 0) {
        const failing = Object.values(lhr.audits).filter(
          (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary',
        );
        for (const audit of failing) console.log(`  ${page}: failing audit ${audit.id} — ${audit.title}`);
      }
    }
    results.push({
      page,
      ...Object.fromEntries(Object.entries(scores).map(([key, values]) => [key, median(values)])),
      lcpMs: Math.round(median(metrics.lcp)),
      tbtMs: Math.round(median(metrics.tbt)),
      cls: Number(median(metrics.cls).toFixed(3)),
      jsFiles: js.files,
      jsGzipKB: Number((js.gzip / 1024).toFixed(1)),
      jsRawKB: Number((js.raw / 1024).toFixed(1)),
    });
  }
} finally {
  await chromium.stop();
  await app.stop();
  bare.stop();
}

const bareLcp = results.find((r) => r.page === BARE)?.lcpMs ?? 0;
for (const r of results) r.lcpVsBare = Number((r.lcpMs / bareLcp).toFixed(2));

console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile, production build`);
console.table(results);
const misses = results
  .filter((r) => r.page !== BARE)
  .flatMap((r) => [
    ...Object.entries(TARGETS)
      .filter(([key, target]) => r[key] < target)
      .map(([key, target]) => `${r.page} ${key} ${r[key]} < ${target}`),
    ...(CONTENT_PAGES.has(r.page) && r.lcpVsBare > LCP_RATIO_TARGET
      ? [`${r.page} LCP ${r.lcpVsBare} × the bare page's > ${LCP_RATIO_TARGET}`]
      : []),
    ...(r.jsGzipKB > (JS_TARGET_KB[r.page] ?? Number.POSITIVE_INFINITY)
      ? [`${r.page} JS ${r.jsGzipKB} KB gzip > ${JS_TARGET_KB[r.page]} KB`]
      : []),
  ]);
console.log(misses.length ? `Targets missed:\n  ${misses.join('\n  ')}` : 'All targets met.');
if (strict && misses.length) process.exit(1);
