/**
 * On-device photo preparation (decision 0070): a generated 12-megapixel JPEG with EXIF orientation 6
 * and GPS tags is prepared by the app's own `preparePhoto` (bundled from web/src with esbuild) in
 * Chromium at Pixel 7 emulation, 5 times. Targets: median ≤ 1 s and ≤ 600 KB; the result is
 * upright (portrait, red marker top-right) and has no EXIF left (read with exifr).
 * Also printed, not a target: the same at a 4× CPU slowdown (Lighthouse's mobile setting).
 * Run: pnpm bench:photos
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { build } from 'esbuild';
import exifr from 'exifr';
import sharp from 'sharp';
import { TWELVE_MP, twelveMegapixelJpeg } from '../support/photo-fixtures.ts';

const RUNS = 5;
const here = path.dirname(fileURLToPath(import.meta.url));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** APP1 segments (EXIF and XMP live there) before the image data starts. */
function countApp1(jpeg: Buffer): number {
  let count = 0;
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] ?? 0;
    if (marker === 0xda) break;
    if (marker === 0xe1) count++;
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return count;
}

async function bundlePreparePhoto(): Promise<string> {
  const out = await build({
    entryPoints: [path.join(here, '../../web/src/lib/prepare-photo.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'HaulPhotos',
    platform: 'browser',
    target: 'es2022',
    write: false,
    minify: true,
  });
  return out.outputFiles[0]?.text ?? '';
}

async function prepareRuns(page: Page, fixture: Buffer) {
  return page.evaluate(
    async ({ base64, runs }) => {
      const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
      const file = new File([bytes], 'IMG_0001.jpg', { type: 'image/jpeg' });
      const api = (globalThis as unknown as { HaulPhotos: typeof import('../../web/src/lib/prepare-photo.ts') })
        .HaulPhotos;
      const times: number[] = [];
      const sizes: number[] = [];
      let last: Blob | null = null;
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const check = await api.checkPickedFile(file);
        if (!check.ok) throw new Error(check.message);
        const prepared = await api.preparePhoto(file);
        times.push(performance.now() - started);
        sizes.push(prepared.image.size);
        last = prepared.image;
      }
      const out = new Uint8Array(await (last as Blob).arrayBuffer());
      let binary = '';
      for (let i = 0; i < out.length; i += 0x8000) binary += String.fromCharCode(...out.subarray(i, i + 0x8000));
      return { times, sizes, output: btoa(binary) };
    },
    { base64: fixture.toString('base64'), runs: RUNS },
  );
}

test('prepare a 12-megapixel photo on the phone: ≤ 600 KB, ≤ 1 s, upright, no EXIF', async ({ page }) => {
  const fixture = await twelveMegapixelJpeg();
  const gps = await exifr.gps(fixture);
  expect(gps?.latitude).toBeGreaterThan(33);
  await page.setContent('<!doctype html><title>photo bench</title>');
  await page.addScriptTag({ content: await bundlePreparePhoto() });

  const plain = await prepareRuns(page, fixture);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const slowed = await prepareRuns(page, fixture);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const output = Buffer.from(plain.output, 'base64');
  await writeFile('/tmp/photo-bench-output.jpg', output);
  const meta = await sharp(output).metadata();
  // Every metadata block exifr reads that can carry who/where/what (EXIF incl. GPS, XMP, IPTC);
  // the colour profile (ICC) and JFIF header Chromium writes are not metadata about the person.
  const exif = await exifr.parse(output, {
    tiff: true,
    exif: true,
    gps: true,
    interop: true,
    ifd1: true,
    xmp: true,
    iptc: true,
    icc: false,
    jfif: false,
  });
  const app1Segments = countApp1(output);
  // Upright: the stored top-left marker is now the top-right corner of a portrait image.
  const cornerPixels = await sharp(output)
    .extract({ left: meta.width - 40, top: 10, width: 30, height: 30 })
    .toBuffer();
  const corner = await sharp(cornerPixels).stats();
  const [red, green, blue] = corner.channels.map((c) => c.mean);

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`\nphoto preparation, ${RUNS} runs (Pixel 7 emulation, Chromium; machine shared and loaded)`);
  console.log(
    `fixture: ${TWELVE_MP.width}×${TWELVE_MP.height} JPEG, ${kb(fixture.byteLength)}, EXIF orientation 6 + GPS`,
  );
  console.log(
    `output: ${meta.width}×${meta.height} ${meta.format}, EXIF/XMP/IPTC left: ${exif ? Object.keys(exif).join(', ') : 'none'}, APP1 segments: ${app1Segments}`,
  );
  console.log(
    `no throttle: median ${median(plain.times).toFixed(0)} ms (${plain.times.map((t) => t.toFixed(0)).join(', ')}), median size ${kb(median(plain.sizes))}`,
  );
  console.log(
    `4× CPU slowdown: median ${median(slowed.times).toFixed(0)} ms (${slowed.times.map((t) => t.toFixed(0)).join(', ')})\n`,
  );

  expect(meta.format).toBe('jpeg');
  expect([meta.width, meta.height]).toEqual([1536, 2048]);
  expect(meta.orientation).toBeUndefined();
  expect(meta.exif).toBeUndefined();
  expect(exif).toBeUndefined();
  expect(app1Segments).toBe(0);
  expect(await exifr.gps(output).catch(() => undefined)).toBeUndefined();
  expect(red).toBeGreaterThan(200);
  expect(Math.max(green ?? 0, blue ?? 0)).toBeLessThan(60);
  expect(median(plain.sizes)).toBeLessThanOrEqual(600 * 1024);
  expect(median(plain.times)).toBeLessThanOrEqual(1000);
});
