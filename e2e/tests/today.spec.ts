/**
 * Today on the crew phone (decision 0060): the office puts two crew members on today's job, whose
 * site comes from the geocoder (the e2e stand-in). One of them signs in on a phone, sees the job
 * under Today with its map and call links, loses signal, taps Clock in here at the site, and the
 * punch reaches the server inside 100 m of the geocoded site, with no dispatch flag.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { serverRows } from '../support/dispatch.ts';
import { GEOCODED_SITE } from '../support/geocoder-stand-in.ts';
import { createJob, flagsBesidesEarly } from '../support/jobs.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { newCrewMember, signInAs, signInCrew, uniqueLastName } from '../support/staff.ts';

/** About 30 m from the geocoded site, with a 15 m fix. */
const AT_SITE = { latitude: GEOCODED_SITE.latitude + 0.00027, longitude: GEOCODED_SITE.longitude, accuracy: 15 };

test('the assigned crew member clocks in from Today, offline, inside 100 m of the geocoded site', async ({
  page,
  context,
}) => {
  test.skip(test.info().project.name !== 'phone', 'the crew phone');
  const member = await newCrewMember(page.request);
  const partner = await newCrewMember(page.request);
  const admin = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  await signInAs(admin, 'admin');
  const lastName = uniqueLastName('Todayjob');
  // No site given: the geocoder stand-in places it.
  const { id: jobId } = await createJob({ lastName, site: null, crew: [member.employee.id, partner.employee.id] });
  const jobOnServer = async () => (await serverRows(admin)).get('appointments')?.find((a) => a.id === jobId);
  await expect.poll(async () => (await jobOnServer())?.siteSource, { timeout: 10_000 }).toBe('geocoded');

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(AT_SITE);
  await signInCrew(page.request, member);
  await page.goto('/today');
  await waitForServiceWorkerControl(page);
  const card = page.getByTestId('today-job').filter({ hasText: lastName });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute('href', /google\.com\/maps\/search/);
  await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\d{10}/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('today.png'), fullPage: true });

  await context.setOffline(true);
  await card.getByRole('link', { name: /Clock in here/ }).click();
  await expect(page).toHaveURL(new RegExp(`/time-tracking\\?job=${jobId}`));
  // By role and exact name: until the time clock has rendered (the URL changes first), the Today
  // page is still on screen, and a label search for 'Job' matches its "Today's jobs" section.
  await expect(page.getByRole('combobox', { name: 'Job', exact: true })).toHaveValue(jobId);
  await expect(page.getByTestId('site-distance')).toContainText('within 100 m');
  await page.getByRole('button', { name: 'Clock In' }).click();
  await expect(page.getByText('You have been clocked in at the job site.', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('clocked-in-from-today.png'), fullPage: true });

  await context.setOffline(false);
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 20_000 });
  const entries = ((await serverRows(admin)).get('timeEntries') ?? []).filter(
    (e) => e.employeeId === member.employee.id,
  );
  expect(entries).toHaveLength(1);
  expect(entries[0]?.appointmentId).toBe(jobId);
  expect(Number(entries[0]?.clockInDistanceMeters)).toBeLessThan(100);
  expect(flagsBesidesEarly(entries[0]?.flags as string[] | undefined)).toEqual([]);
  await admin.dispose();
});
