/**
 * The staff shell at 390×844 and 1366×900, as crew and as admin, online and offline, with a
 * notice showing: the notice never covers the screen's primary button or the navigation.
 * Screenshots go to the test's output folder (shell-*.png) for a look by eye.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_PASSWORDS } from '../support/global-setup.ts';
import { createJob, JOB_SITE } from '../support/jobs.ts';
import { newCrewMember, signInAs, signInCrew } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

test.skip(({ isMobile }) => !isMobile, 'sets both viewports itself; once is enough');

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

async function expectApart(notice: Locator, other: Locator, what: string) {
  const [a, b] = [await box(notice), await box(other)];
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `the notice covers ${what}`).toBe(false);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`shell-${name}-${page.viewportSize()?.width}.png`) });

test('crew: the clock with a notice, online and offline, at phone and desktop size', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const member = await newCrewMember(request);
  await signInAs(request, 'admin');
  const { id: jobId } = await createJob({ crew: [member.employee.id] });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...JOB_SITE, accuracy: 15 });
  await signInCrew(page.request, member);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await context.setOffline(false);
    await page.goto('/time-tracking');
    await page.getByLabel('Job').selectOption(jobId);
    await context.setOffline(true);
    await expect(page.getByTestId('sync-online')).toHaveText('Offline');
    await page.getByRole('button', { name: 'Clock In' }).click();
    const notice = page
      .getByRole('region', { name: 'Notifications (F8)' })
      .locator('li')
      .filter({ hasText: 'Clocked In Successfully' });
    await expect(notice).toBeVisible();
    const clockOut = page.getByRole('button', { name: 'Clock Out' });
    await clockOut.scrollIntoViewIfNeeded();
    await expectApart(notice, clockOut, 'Clock Out');
    if (size.width < 1024) await expectApart(notice, page.getByRole('navigation', { name: 'Staff tabs' }), 'the tabs');
    await shot(page, 'crew-offline');
    await context.setOffline(false);
    await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 20_000 });
    await clockOut.click();
    await expect(page.getByText('Clocked Out Successfully', { exact: true })).toBeVisible();
    await shot(page, 'crew-online');
  }
});

test('admin: the dashboard with a notice, online and offline, at phone and desktop size', async ({ context, page }) => {
  test.setTimeout(scaled(90_000));
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await context.setOffline(false);
    await page.context().clearCookies();
    await page.goto('/admin');
    await shot(page, 'admin-gate');
    await page.getByLabel('Password').fill(E2E_PASSWORDS.admin);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const notice = page
      .getByRole('region', { name: 'Notifications (F8)' })
      .locator('li')
      .filter({ hasText: 'Access Granted' });
    await expect(notice).toBeVisible();
    await expectApart(notice, page.getByRole('tab', { name: 'Overview' }), 'the dashboard tabs');
    if (size.width < 1024) await expectApart(notice, page.getByRole('navigation', { name: 'Staff tabs' }), 'the tabs');
    await shot(page, 'admin-online');
    await context.setOffline(true);
    await expect(page.getByTestId('sync-online')).toHaveText('Offline');
    await shot(page, 'admin-offline');
  }
});
