/**
 * Decision 0053: after a crew member signs out on a shared phone, nothing staff-only comes back
 * — not by Back, not by a reload, not from the browser's HTTP cache or the service worker's, with
 * or without signal — and the server refuses the old session.
 */
import { UserSchema } from '@haul/shared';
import { expect, type Page, test } from '@playwright/test';
import { createJob } from '../support/jobs.ts';
import { localRowCounts } from '../support/local-data.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { newCrewMember, uniqueLastName } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

test.skip(({ isMobile }) => !isMobile, 'the shared phone: phone size only');

/** What the browser would hand back from its own stores, with no network, for each URL. */
function leftovers(page: Page, urls: string[], secret: string) {
  return page.evaluate(
    async ({ urls, secret }) => {
      const httpCache: string[] = [];
      for (const url of urls) {
        try {
          const res = await fetch(url, { cache: 'force-cache' });
          if (res.ok) httpCache.push(url);
        } catch {
          // No network and nothing cached: what we want.
        }
      }
      const workerApi: string[] = [];
      const workerSecret: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const path = new URL(request.url).pathname;
          if (path.startsWith('/api/')) workerApi.push(path);
          const body = await (await cache.match(request))?.text();
          if (body?.includes(secret)) workerSecret.push(path);
        }
      }
      return { httpCache, workerApi, workerSecret };
    },
    { urls, secret },
  );
}

test('after sign-out nothing staff-only comes back: Back, reload, offline or online', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const crew = await newCrewMember(request);
  const lastName = uniqueLastName('Cache');
  await createJob({ crew: [crew.employee.id], lastName });
  const apiGets = new Set<string>();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && url.pathname.startsWith('/api/')) apiGets.add(url.pathname + url.search);
  });

  await page.goto('/sign-in?next=/today');
  await page.getByLabel('Username').fill(crew.username);
  await page.getByLabel('Password').fill(crew.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/today');
  const user = UserSchema.parse(
    ((await (await page.request.get('/api/auth/session')).json()) as { user: unknown }).user,
  );
  await waitForServiceWorkerControl(page);
  const secret = page.getByText(lastName);
  await expect(secret.first()).toBeVisible({ timeout: 20_000 });
  await page.goto('/time-tracking');
  await expect(page.getByRole('button', { name: 'Clock In' })).toBeVisible();
  await page.goto('/today');
  await expect(secret.first()).toBeVisible({ timeout: 20_000 });
  expect(apiGets.size).toBeGreaterThan(0);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  const signInHeading = page.getByRole('heading', { name: 'Staff Sign In' });

  // Back to the staff pages: the sign-in page, not the last screen.
  await page.goBack();
  await expect(signInHeading).toBeVisible();
  await expect(secret).toHaveCount(0);

  // No signal: reload, and open the staff pages again, from the service worker's shell.
  await context.setOffline(true);
  await page.reload();
  await expect(signInHeading).toBeVisible();
  for (const path of ['/today', '/time-tracking', '/job-photos']) {
    await page.goto(path);
    await expect(signInHeading).toBeVisible();
    await expect(secret).toHaveCount(0);
  }
  expect(await leftovers(page, [...apiGets], lastName)).toEqual({ httpCache: [], workerApi: [], workerSecret: [] });
  expect((await localRowCounts(page))[`haul-offline-${user.id}`]).toBeUndefined();
  await page.screenshot({ path: test.info().outputPath('signed-out-offline.png') });

  // Signal again: the same, and the server refuses the old session.
  await context.setOffline(false);
  for (const path of ['/today', '/time-tracking']) {
    await page.goto(path);
    await expect(signInHeading).toBeVisible();
    await expect(secret).toHaveCount(0);
  }
  await page.reload();
  await expect(signInHeading).toBeVisible();
  await expect(secret).toHaveCount(0);
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
});
