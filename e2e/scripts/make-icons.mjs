/**
 * Renders public/icon.svg to the PNG icons the web app manifest needs, with Debian's Chromium.
 * Run by hand after changing the icon: `node e2e/scripts/make-icons.mjs`; the PNGs are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public');
const svg = fs.readFileSync(path.join(publicDir, 'icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const page = await browser.newPage();
// Maskable icons keep their content inside the central 80% safe zone, on a full-bleed background.
const variants = [
  { file: 'pwa-192x192.png', size: 192, inset: 0 },
  { file: 'pwa-512x512.png', size: 512, inset: 0 },
  { file: 'maskable-512x512.png', size: 512, inset: 0.1 },
  { file: 'apple-touch-icon.png', size: 180, inset: 0 },
];
for (const { file, size, inset } of variants) {
  await page.setViewportSize({ width: size, height: size });
  const pad = size * inset;
  await page.setContent(
    `<body style="margin:0;background:#14532d"><div style="padding:${pad}px;width:${size - 2 * pad}px;height:${size - 2 * pad}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
  );
  await page.screenshot({ path: path.join(publicDir, file), omitBackground: false });
}
await browser.close();
console.log('icons written to', publicDir);
