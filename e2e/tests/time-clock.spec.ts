import { TimeEntrySchema } from '@haul/shared';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { createJob, flagsBesidesEarly, JOB_SITE } from '../support/jobs.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { type CrewMember, newCrewMember, signInAs, signInCrew } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

const SITE = JOB_SITE;
/** About 30 m from the site, with a 15 m fix. */
const AT_SITE = { latitude: SITE.latitude + 0.00027, longitude: SITE.longitude, accuracy: 15 };

/**
 * The office gives a new crew member app access and creates today's job with its site, with the
 * member on its crew, so the punch is on the roster (no reason asked); `request` is signed in as admin.
 */
async function jobForNewMember(request: APIRequestContext) {
  const member = await newCrewMember(request);
  await signInAs(request, 'admin');
  const { id: appointmentId } = await createJob({ crew: [member.employee.id] });
  return { member, employeeId: member.employee.id, appointmentId };
}

/** The crew member's own phone: the clock is theirs, with no employee picker. */
async function openTimeClock(context: BrowserContext, page: Page, member: CrewMember) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(AT_SITE);
  await signInCrew(page.request, member);
  await page.goto('/time-tracking');
  await waitForServiceWorkerControl(page);
  await expectOwnClock(page, member);
}

async function expectOwnClock(page: Page, member: CrewMember) {
  await expect(page.getByTestId('clock-owner')).toHaveText(
    `Clocking in as ${member.employee.firstName} ${member.employee.lastName}`,
  );
  await expect(page.getByLabel('Employee')).toHaveCount(0);
}

async function clockIn(page: Page, appointmentId: string) {
  await page.getByLabel('Job').selectOption(appointmentId);
  await expect(page.getByTestId('site-distance')).toContainText('within 100 m');
  await page.getByRole('button', { name: 'Clock In' }).click();
  await expect(page.getByText('Clocked In Successfully', { exact: true })).toBeVisible();
}

/**
 * A stored punch time is the server's estimate of the tap (decision 0225): the phone's clock plus
 * its offset, measured at the middle of a sync's round trip, so it can be off by up to half of
 * one either way: milliseconds on a quiet machine, hundreds of them on a busy one.
 */
const ESTIMATE_NOISE_MS = scaled(1_000);

test('offline clock-in and clock-out land on the server exactly once; a conflicting offline punch is refused with a reason', async ({
  browser,
  context,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(scaled(90_000));
  const { member, employeeId, appointmentId } = await jobForNewMember(request);

  // Phone A: signed in earlier, now in a basement.
  await openTimeClock(context, page, member);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Time Tracking' })).toBeVisible();
  await expect(page.getByTestId('sync-online')).toHaveText('Offline');
  await expectOwnClock(page, member);
  await expect(page.getByTestId('location')).toHaveText(/33\.775098, -84\.296312/);
  const beforeIn = Date.now();
  await clockIn(page, appointmentId);
  const afterIn = Date.now();
  await expect(page.getByTestId('sync-pending')).toHaveText('1 change waiting to sync');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Clock Out' })).toBeVisible();
  await expect(page.getByTestId('hours-worked')).toHaveText(/^0\.\d\d$/);

  // Phone B: the same crew member's second phone, also offline, clocks in a bit later.
  const contextB = await browser.newContext({ baseURL });
  const pageB = await contextB.newPage();
  await openTimeClock(contextB, pageB, member);
  await contextB.setOffline(true);
  await clockIn(pageB, appointmentId);

  // Phone A clocks out, then finds signal.
  await page.getByLabel('Clock-out notes').fill('Garage cleared');
  const beforeOut = Date.now();
  await page.getByRole('button', { name: 'Clock Out' }).click();
  await expect(page.getByText('Clocked Out Successfully', { exact: true })).toBeVisible();
  const afterOut = Date.now();
  await expect(page.getByTestId('sync-pending')).toHaveText('2 changes waiting to sync');
  await context.setOffline(false);
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 20_000 });

  const listed = await request.get(`/api/time-tracking/employee?employeeId=${employeeId}`);
  const entries = TimeEntrySchema.array().parse(await listed.json());
  expect(entries).toHaveLength(1);
  const [entry] = entries;
  const clockedIn = Date.parse(entry?.clockInTime ?? '');
  const clockedOut = Date.parse(entry?.clockOutTime ?? '');
  expect(clockedIn).toBeGreaterThanOrEqual(beforeIn - ESTIMATE_NOISE_MS);
  expect(clockedIn).toBeLessThanOrEqual(afterIn + ESTIMATE_NOISE_MS);
  expect(clockedOut).toBeGreaterThanOrEqual(beforeOut - ESTIMATE_NOISE_MS);
  expect(clockedOut).toBeLessThanOrEqual(afterOut + ESTIMATE_NOISE_MS);
  expect(Date.parse(entry?.clockInReceivedAt ?? '')).toBeGreaterThanOrEqual(clockedOut);
  // Clock-out notes sit beside the clock-in notes (none here), never over them.
  expect(entry).toMatchObject({ notes: null, clockOutNotes: 'Garage cleared' });
  expect(flagsBesidesEarly(entry?.flags)).toEqual([]);
  expect(entry?.clockInDistanceMeters).toBeLessThan(100);

  // Phone B finds signal: its punch overlaps A's entry and comes back refused, with the reason.
  await contextB.setOffline(false);
  await expect(pageB.getByText(/Clock in not saved:.*Overlaps an entry/)).toBeVisible({ timeout: 20_000 });
  await expect(pageB.getByTestId('sync-pending')).toHaveText('All changes saved to the server');
  const after = TimeEntrySchema.array().parse(
    await (await request.get(`/api/time-tracking/employee?employeeId=${employeeId}`)).json(),
  );
  expect(after).toHaveLength(1);
  await pageB.screenshot({ path: test.info().outputPath('time-clock-b.png'), fullPage: true });
  await page.screenshot({ path: test.info().outputPath('time-clock-a.png'), fullPage: true });
  await contextB.close();
});

test('outside 100 m the distance is shown and a reason is required; the server flags the entry', async ({
  context,
  page,
  request,
}) => {
  const { member, employeeId, appointmentId } = await jobForNewMember(request);
  await context.grantPermissions(['geolocation']);
  // About 400 m north of the site, with a good fix.
  await context.setGeolocation({ latitude: SITE.latitude + 0.0036, longitude: SITE.longitude, accuracy: 10 });
  await signInCrew(page.request, member);
  await page.goto('/time-tracking');
  await expectOwnClock(page, member);
  await page.getByLabel('Job').selectOption(appointmentId);
  await expect(page.getByTestId('site-distance')).toContainText(/You are 4\d\d m from the job site — more than 100 m/);
  const clockInButton = page.getByRole('button', { name: 'Clock In' });
  await expect(clockInButton).toBeDisabled();
  await page
    .getByLabel('Reason for clocking in outside the job site')
    .fill('Crew parked at the church lot, site has no access');
  await page.screenshot({ path: test.info().outputPath('outside.png'), fullPage: true });
  await clockInButton.click();
  await expect(page.getByText('Clocked In Successfully', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clock Out' })).toBeVisible();
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server');
  await expect(page.getByTestId('recent-entries')).toContainText('Clocked in outside the job-site radius');
  await page.screenshot({ path: test.info().outputPath('clocked-in.png'), fullPage: true });
  const active = TimeEntrySchema.parse(
    await (await request.get(`/api/time-tracking/active?employeeId=${employeeId}`)).json(),
  );
  expect(flagsBesidesEarly(active.flags)).toEqual(['outside_radius']);
  expect(active.outsideReason).toBe('Crew parked at the church lot, site has no access');
  expect(active.clockInDistanceMeters).toBeGreaterThan(350);
});

test('an expired session pauses sync and keeps the punch; after signing in again it is sent', async ({
  context,
  page,
  request,
}) => {
  const { member, employeeId, appointmentId } = await jobForNewMember(request);
  await openTimeClock(context, page, member);
  // The session ends on the server (here: signed out from another tab) while the screen stays open.
  await page.request.post('/api/auth/logout');
  await clockIn(page, appointmentId);
  const status = page.getByRole('region', { name: 'Sync status' });
  await expect(status.getByRole('alert')).toContainText('Your session ended; your changes are kept on this device.');
  await expect(page.getByTestId('sync-pending')).toHaveText('1 change waiting to sync');
  await status.getByRole('link', { name: 'Sign in again' }).click();
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Time Tracking' })).toBeVisible();
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 20_000 });
  const active = await request.get(`/api/time-tracking/active?employeeId=${employeeId}`);
  expect(TimeEntrySchema.parse(await active.json()).employeeId).toBe(employeeId);
});
