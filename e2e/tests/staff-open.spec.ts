/**
 * Issue 29: a phone that has a session opens its staff screen at once, without waiting for the
 * server to confirm the session (decision 0212); the server stays the judge of who is signed in.
 */
import { expect, test } from '@playwright/test';
import { newCrewMember, signInCrew } from '../support/staff.ts';

// The session request is held here, in the page; a service worker would fetch it out of sight.
test.use({ serviceWorkers: 'block' });

test('a signed-in phone shows its screen while the session check is on its way; "signed out" still wins', async ({
  page,
}) => {
  const member = await newCrewMember(page.request);
  await signInCrew(page.request, member);
  await page.goto('/time-tracking');
  await expect(page.getByRole('heading', { level: 1, name: 'Time Tracking' })).toBeVisible();

  // The server ended the session meanwhile; its answer is slow to arrive (a weak signal).
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  let asked = false;
  await page.route('**/api/auth/session', async (route) => {
    asked = true;
    await answered;
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unauthorized', message: 'Sign in to continue.' } }),
    });
  });
  await page.goto('/time-tracking');
  await expect(page.getByRole('heading', { level: 1, name: 'Time Tracking' })).toBeVisible();
  await expect(page.getByTestId('clock-owner')).toBeVisible();
  expect(asked).toBe(true);

  answer();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Ftime-tracking$/);
});

test('a sign-out not yet sent from this phone never shows the last person while the server is asked', async ({
  page,
}) => {
  const member = await newCrewMember(page.request);
  await signInCrew(page.request, member);
  await page.goto('/time-tracking');
  await expect(page.getByRole('heading', { level: 1, name: 'Time Tracking' })).toBeVisible();
  // What an offline sign-out leaves behind when its last-user record was not cleared yet.
  await page.evaluate(() => localStorage.setItem('haul.signOutPending', '1'));

  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/auth/logout', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/time-tracking');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeAttached();
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { level: 1, name: 'Time Tracking' })).toHaveCount(0);

  answer();
  await expect(page).toHaveURL(/\/sign-in/);
});
