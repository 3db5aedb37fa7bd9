/**
 * Decision 0053: the phone in the truck is shared. Crew A's unsynced clock-in survives A's
 * sign-out out of everyone else's sight, is never pushed with crew B's session, and lands once
 * when A signs in again; an admin's sign-out leaves no contact requests, pay or appointments.
 */
import { TimeEntrySchema, UserSchema } from '@haul/shared';
import { buildContactRequest } from '@haul/shared/factories';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeOn } from '../support/axe.ts';
import { E2E_PASSWORDS } from '../support/global-setup.ts';
import { createJob, JOB_SITE, somePoolDate } from '../support/jobs.ts';
import { localRowCounts, localRows } from '../support/local-data.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { newCrewMember, signInAs } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

test.skip(({ isMobile }) => !isMobile, 'the shared phone: phone size only');

const AT_SITE = { latitude: JOB_SITE.latitude + 0.00027, longitude: JOB_SITE.longitude, accuracy: 15 };

async function entriesOf(admin: APIRequestContext, employeeId: string) {
  const res = await admin.get(`/api/time-tracking/employee?employeeId=${employeeId}`);
  expect(res.status()).toBe(200);
  return TimeEntrySchema.array().parse(await res.json());
}

async function signInOnPage(page: Page, username: string, password: string) {
  await page.goto('/sign-in?next=/time-tracking');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/time-tracking');
  const session = await page.request.get('/api/auth/session');
  return UserSchema.parse(((await session.json()) as { user: unknown }).user);
}

async function signOutFromHeader(page: Page, expectedLine: RegExp) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out?' });
  await expect(dialog.getByTestId('sign-out-pending')).toHaveText(expectedLine);
  await page.screenshot({ path: test.info().outputPath('sign-out-dialog.png') });
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
}

test('crew A signs out with an unsynced clock-in; crew B never pushes it or sees A’s data; A’s next sign-in sends it once', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const crewA = await newCrewMember(request);
  const crewB = await newCrewMember(request);
  await signInAs(request, 'admin');
  const { id: jobId } = await createJob({ crew: [crewA.employee.id] });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(AT_SITE);

  // A, on the truck's phone: clocks in with no signal.
  const userA = await signInOnPage(page, crewA.username, crewA.password);
  await waitForServiceWorkerControl(page);
  // The first pull has brought today's job before the signal goes.
  await expect(page.getByLabel('Job').locator(`option[value="${jobId}"]`)).toHaveCount(1, { timeout: 20_000 });
  await context.setOffline(true);
  await page.getByLabel('Job').selectOption(jobId);
  await page.getByRole('button', { name: 'Clock In' }).click();
  await expect(page.getByTestId('sync-pending')).toHaveText('1 change waiting to sync');

  // A signs out, still offline: warned about the 1 unsynced change (Sync now needs signal).
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out?' });
  await expect(dialog.getByTestId('sign-out-pending')).toHaveText(/^1 change is not synced yet/);
  await expect(dialog.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('sign-out-dialog.png') });
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  expect(await page.evaluate(() => localStorage.getItem('haul.lastUser'))).toBeNull();
  // Only the outbox (and what pushing it needs) stays in A's database.
  await expect
    .poll(async () => (await localRowCounts(page))[`haul-offline-${userA.id}`])
    .toMatchObject({ outbox: 1, timeEntriesByEmployee: 0, appointmentsByDay: 0, employees: 0 });

  // B signs in on the same phone, which finds signal.
  await context.setOffline(false);
  const userB = await signInOnPage(page, crewB.username, crewB.password);
  await expect(page.getByTestId('clock-owner')).toHaveText(
    `Clocking in as ${crewB.employee.firstName} ${crewB.employee.lastName}`,
  );
  await expect(page.getByText(/^Last synced: \d/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server');
  // The server: nothing for A arrived with B's session; A's outbox is still waiting on the phone.
  expect(await entriesOf(request, crewA.employee.id)).toHaveLength(0);
  expect(await localRows(page, userA.id, 'outbox')).toHaveLength(1);
  // B's view holds none of A's rows (B's own database; A's name is the only trace, from the team list).
  const bEntries = await localRows(page, userB.id, 'timeEntriesByEmployee');
  expect(bEntries.filter((e) => e.employeeId === crewA.employee.id)).toEqual([]);
  await expect(page.getByText('Clocked in at')).toHaveCount(0);

  // B signs out (nothing pending), A signs in again: the clock-in lands exactly once.
  await signOutFromHeader(page, /^All your changes are saved/);
  expect((await localRowCounts(page))[`haul-offline-${userB.id}`]).toBeUndefined();
  await signInOnPage(page, crewA.username, crewA.password);
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Clock Out' })).toBeVisible();
  const landed = await entriesOf(request, crewA.employee.id);
  expect(landed).toHaveLength(1);
  expect(landed[0]).toMatchObject({ appointmentId: jobId, clockOutTime: null });
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server');
  expect(await entriesOf(request, crewA.employee.id)).toHaveLength(1);
});

test('after an admin logs out, IndexedDB holds no contact requests, pay rates or appointments', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  await createJob({ date: somePoolDate(), site: null });
  const contact = await request.post('/api/contact', { data: buildContactRequest({ lastName: 'Hand-Over' }) });
  expect(contact.status(), await contact.text()).toBeLessThan(300);

  // Through the spec's gate: the admin password alone.
  await page.goto('/admin');
  await page.getByLabel('Password').fill(E2E_PASSWORDS.admin);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(/^Last synced: \d/)).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => Object.values(await localRowCounts(page))[0])
    .toMatchObject({
      appointmentsByDay: expect.any(Number),
      contactRequests: expect.any(Number),
      employees: expect.any(Number),
    });
  const before = Object.values(await localRowCounts(page))[0];
  expect(before?.appointmentsByDay).toBeGreaterThan(0);
  expect(before?.contactRequests).toBeGreaterThan(0);
  expect(before?.employees).toBeGreaterThan(0);

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out?' });
  await expect(dialog).toBeVisible();
  const axe = await axeOn(page).include('[role="alertdialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  for (const button of await dialog.getByRole('button').all()) {
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  }
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
  await expect.poll(async () => localRowCounts(page)).toEqual({});
});
