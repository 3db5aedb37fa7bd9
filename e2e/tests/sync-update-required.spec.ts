/**
 * After a deploy the server may no longer speak this app's sync protocol (426): the staff screen
 * says "Update the app", keeps the queued changes, and stops retrying (decision 0045).
 */
import { expect, test } from '@playwright/test';
import { newCrewMember, signInCrew } from '../support/staff.ts';

test.use({ serviceWorkers: 'block' });

test('a 426 from the sync API shows "Update the app" and keeps what is queued', async ({ page, request }, testInfo) => {
  let syncCalls = 0;
  await page.route('**/api/sync/**', async (route) => {
    syncCalls++;
    await route.fulfill({
      status: 426,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'update_required', message: 'Update the app' }, minProtocol: 99 }),
    });
  });
  await signInCrew(page.request, await newCrewMember(request));
  await page.goto('/time-tracking');
  const notice = page.getByRole('alert').filter({ hasText: 'This version of the app can no longer sync' });
  await expect(notice).toBeVisible();
  const button = notice.getByRole('button', { name: 'Update the app' });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  await page.screenshot({ path: testInfo.outputPath('update-required.png'), fullPage: false });
  // No retry storm: the engine waits for the update instead of backing off and trying again.
  const calls = syncCalls;
  await page.getByRole('button', { name: 'Sync now' }).click();
  await page.waitForTimeout(500);
  expect(syncCalls).toBe(calls);
});
