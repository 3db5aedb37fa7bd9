/**
 * Personal accounts (decision 0051), at phone size: an admin gives a new employee app access on their /crew card;
 * the employee opens the setup link in a browser of their own, chooses a password, is signed in,
 * clocks in as themselves with no employee picker, and never sees another crew member's entries.
 */
import { randomUUID } from 'node:crypto';
import { PullResponseSchema, SYNC_PROTOCOL } from '@haul/shared';
import { expect, test } from '@playwright/test';
import { pushAsSignedIn } from '../support/dispatch.ts';
import { createJob, JOB_SITE } from '../support/jobs.ts';
import { createEmployee, newCrewMember, signInAs, signInCrew } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

test('an admin gives access; the crew member sets a password, clocks in as themselves, sees only their own entries', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(scaled(90_000));
  // Someone else on the team, already clocked in today through their own account.
  const other = await newCrewMember(page.request);
  await signInAs(page.request, 'admin');
  const { id: jobId } = await createJob();
  const employee = await createEmployee(page.request, { firstName: 'Rosa' });

  const otherPhone = await browser.newContext({ baseURL });
  await signInCrew(otherPhone.request, other);
  const otherEntryId = randomUUID();
  const punched = await otherPhone.request.post('/api/time-tracking/clock-in', {
    data: { id: otherEntryId, employeeId: other.employee.id, appointmentId: jobId, ...JOB_SITE },
  });
  expect(punched.status(), await punched.text()).toBe(201);
  await otherPhone.close();

  // Rosa is on today's job's crew, so it is hers under Today.
  await pushAsSignedIn(page.request, [
    { name: 'assignEmployee', args: { appointmentId: jobId, employeeId: employee.id } },
  ]);

  // The office: /crew → Employee Management → Rosa's card → Give app access.
  await page.goto('/crew');
  await page.getByRole('tab', { name: 'Employee Management' }).click();
  const panel = page.getByTestId('employee-card').filter({ hasText: employee.lastName });
  await expect(panel.getByTestId('access-status')).toHaveText('App access: No app access');
  await panel.getByRole('button', { name: /Give app access/ }).click();
  const link = await panel.getByTestId('setup-link').getAttribute('href');
  expect(link).toMatch(/^\/setup\?code=/);
  await expect(panel.getByTestId('access-status')).toHaveText('App access: Setup code not used yet');
  await page.screenshot({ path: test.info().outputPath('app-access.png'), fullPage: true });

  // The crew member's own phone.
  const phone = await browser.newContext({ baseURL });
  await phone.grantPermissions(['geolocation']);
  await phone.setGeolocation({ latitude: JOB_SITE.latitude + 0.00027, longitude: JOB_SITE.longitude, accuracy: 15 });
  const crewPage = await phone.newPage();
  await crewPage.goto(link ?? '/setup');
  await crewPage.getByLabel('Username').fill(`rosa-${employee.id.slice(0, 6)}`);
  await crewPage.getByLabel('Password').fill('short');
  await crewPage.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(crewPage.getByText('Use at least 8 characters')).toBeVisible();
  await crewPage.getByLabel('Password').fill('rosa-own-password');
  await crewPage.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(crewPage).toHaveURL('/today');
  await expect(crewPage.getByTestId('signed-in-person')).toContainText(`Rosa ${employee.lastName}`);
  await expect(crewPage.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(crewPage.getByTestId('today-job')).toHaveCount(1);
  // Crews never see admin-only links.
  await expect(crewPage.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(crewPage.getByRole('link', { name: /Back to Admin/ })).toHaveCount(0);
  await crewPage.screenshot({ path: test.info().outputPath('today.png'), fullPage: true });

  // Phones: the bottom tab "Clock"; desktops: the side navigation's "Time".
  if (test.info().project.name === 'phone') {
    await crewPage.getByRole('navigation', { name: 'Staff tabs' }).getByRole('link', { name: 'Clock' }).click();
  } else {
    await crewPage.getByRole('navigation', { name: 'Staff screens' }).getByRole('link', { name: 'Time' }).click();
  }
  await expect(crewPage.getByTestId('clock-owner')).toHaveText(`Clocking in as Rosa ${employee.lastName}`);
  await expect(crewPage.getByLabel('Employee')).toHaveCount(0);
  await crewPage.getByLabel('Job').selectOption(jobId);
  await expect(crewPage.getByTestId('site-distance')).toContainText('within 100 m');
  await crewPage.getByRole('button', { name: 'Clock In' }).click();
  await expect(crewPage.getByText('Clocked In Successfully', { exact: true })).toBeVisible();
  await expect(crewPage.getByTestId('sync-pending')).toHaveText('All changes saved to the server', {
    timeout: 20_000,
  });
  await crewPage.screenshot({ path: test.info().outputPath('clocked-in.png'), fullPage: true });

  // Their own entry is on the server with who recorded it; the other member's entry never reaches this phone.
  const pull = PullResponseSchema.parse(
    await (await crewPage.request.get(`/api/sync/pull?cursor=0&protocol=${SYNC_PROTOCOL}`)).json(),
  );
  const entries = pull.changes.timeEntries ?? [];
  expect(entries.map((e) => e.employeeId)).toEqual([employee.id]);
  expect(entries.map((e) => e.id)).not.toContain(otherEntryId);
  const theirs = await crewPage.request.get(`/api/time-tracking/employee?employeeId=${other.employee.id}`);
  expect(theirs.status()).toBe(403);
  await phone.close();
});
