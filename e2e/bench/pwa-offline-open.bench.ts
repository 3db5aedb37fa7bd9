/**
 * How fast /time-tracking opens with no signal, from the service worker cache, against the same
 * page opened online with no service worker: over loopback (no network cost at all), and over a
 * phone's network as Lighthouse's mobile runs throttle it (562.5 ms request latency, 1.44 Mbps
 * down, 675 kbps up; the browser's HTTP cache still holds the hashed assets after the first open,
 * as a phone's would). Prints median and p95 of N opens each, and the ratios.
 * Run: pnpm bench:pwa
 */
import { expect, type Page, test } from '@playwright/test';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { newCrewMember, signInCrew } from '../support/staff.ts';

const RUNS = 15;
/** The target (docs/performance.md): the staff app opens offline in ≤ 300 ms median, and ≤ 0.7 × the online open of the same run. */
const OFFLINE_TARGET_MS = 300;
const RATIO_TARGET = 0.7;
/** Lighthouse's mobile throttling as DevTools applies it ("Slow 4G"; lighthouse's constants). */
const PHONE_NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

async function timeOpen(page: Page, path: string): Promise<number> {
  const started = performance.now();
  await page.goto(path);
  await expect(page.locator('main h1, h1').first()).toBeVisible();
  return performance.now() - started;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};

test('open /time-tracking offline from the service worker cache', async ({ page, context, browser, baseURL }) => {
  // A crew member's own account (the e2e server has no shared crew login).
  const member = await newCrewMember(page.request);
  const signIn = (p: Page) => signInCrew(p.request, member);

  // Baseline: the network, with no service worker at all.
  const plain = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const plainPage = await plain.newPage();
  await signIn(plainPage);
  const online: number[] = [];
  for (let i = 0; i < RUNS; i++) online.push(await timeOpen(plainPage, '/time-tracking'));
  const cdp = await plain.newCDPSession(plainPage);
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  const phone: number[] = [];
  for (let i = 0; i < RUNS; i++) phone.push(await timeOpen(plainPage, '/time-tracking'));
  await plain.close();

  await signIn(page);
  await page.goto('/time-tracking');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  const offline: number[] = [];
  for (let i = 0; i < RUNS; i++) offline.push(await timeOpen(page, '/time-tracking'));
  await context.setOffline(false);

  const row = (label: string, v: number[]) =>
    `${label.padEnd(26)} median ${percentile(v, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(v, 95).toFixed(0).padStart(5)} ms`;
  console.log(`\n/time-tracking, ${RUNS} opens each (Pixel 7 emulation, loopback server)`);
  console.log(row('online, no service worker', online));
  console.log(row('… over a phone network', phone));
  console.log(row('offline (service worker)', offline));
  const ratio = percentile(offline, 50) / percentile(online, 50);
  console.log(`offline / online median ratio: ${ratio.toFixed(2)} (anchor: the online open, same run)`);
  const phoneRatio = percentile(offline, 50) / percentile(phone, 50);
  console.log(`offline / online over a phone network: ${phoneRatio.toFixed(2)}`);
  // The targets: ≤ 300 ms median offline, and ≤ 0.7 × the online open in the same run.
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log(
    `targets: offline median ${percentile(offline, 50).toFixed(0)} ms ≤ ${OFFLINE_TARGET_MS} ms ${met(percentile(offline, 50) <= OFFLINE_TARGET_MS)}; ` +
      `ratio ${ratio.toFixed(2)} ≤ ${RATIO_TARGET} ${met(ratio <= RATIO_TARGET)} over loopback, ` +
      `${phoneRatio.toFixed(2)} ${met(phoneRatio <= RATIO_TARGET)} over a phone network\n`,
  );
});
