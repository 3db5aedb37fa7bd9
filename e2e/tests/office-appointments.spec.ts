/**
 * The office's appointments: searching by phone number (typed with other punctuation) finds the
 * booking; its own page, reachable by URL, shows its crew, punches and photos.
 */
import { expect, test } from '@playwright/test';
import { createJob, JOB_SITE, somePoolDate } from '../support/jobs.ts';
import { pushAs, uploadPhoto } from '../support/office.ts';
import { newCrewMember, signInAs, signInCrew, uniqueLastName } from '../support/staff.ts';

test('a booking found by phone number has a page with its crew, punches and photos', async ({
  page,
  browser,
}, info) => {
  // A crew member, a punch and a photo set up through the API, then two full-page screenshots of a
  // long page: 25-30 s on a loaded two-core machine, at the edge of the default 30 s.
  test.slow();
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const lastName = uniqueLastName('Search');
  const booked = await createJob({ date: somePoolDate(), site: null, lastName, phone: `(678) 555-${digits}` });
  await signInAs(page.request, 'admin');
  const member = await newCrewMember(page.request, { firstName: 'Jordan', lastName });
  const employee = { id: member.employee.id, name: `Jordan ${lastName}` };
  const crewContext = await browser.newContext();
  try {
    await signInCrew(crewContext.request, member);
    await pushAs(crewContext.request, [
      {
        name: 'clockIn',
        args: {
          id: crypto.randomUUID(),
          employeeId: employee.id,
          appointmentId: booked.id,
          clockInTime: new Date(Date.now() - 60 * 60_000).toISOString(),
          latitude: JOB_SITE.latitude,
          longitude: JOB_SITE.longitude,
          notes: 'Side gate code 4411',
        },
      },
    ]);
    await uploadPhoto(crewContext.request, booked.id, employee.id);
  } finally {
    await crewContext.close();
  }

  await page.goto('/admin/appointments');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`678.555.${digits}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=678\.555\./);
  const card = page.getByRole('article', { name: `${booked.firstName} ${lastName}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Complete' })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('appointments.png'), fullPage: true });

  await card.getByRole('link', { name: `${booked.firstName} ${lastName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/appointments/${booked.id}$`));
  await expect(page.getByRole('heading', { name: `${booked.firstName} ${lastName}` })).toBeVisible();
  const crew = page.getByRole('region', { name: 'Crew', exact: true });
  await expect(crew).toContainText(employee.name);
  const punches = page.getByRole('region', { name: 'Time entries', exact: true });
  await expect(punches).toContainText(employee.name);
  await expect(punches).toContainText('Still clocked in');
  await expect(punches).toContainText('Side gate code 4411');
  const photos = page.getByRole('region', { name: 'Photos', exact: true });
  await expect(photos.getByRole('img', { name: /After the job: Garage swept clean/ })).toBeVisible();

  // Only the moves that make sense: a pending job offers Confirm and Cancel, then Complete once confirmed.
  const status = page.getByRole('region', { name: 'Status', exact: true });
  await expect(status.getByRole('button')).toHaveText(['Confirm', 'Cancel']);
  await status.getByRole('button', { name: 'Confirm' }).click();
  await expect(status.getByRole('button')).toHaveText(['Complete', 'Back to pending', 'Cancel']);
  await expect(status.getByRole('listitem').last()).toContainText('Confirmed (was Pending)');
  await expect(status.getByRole('listitem').last()).toContainText('by admin from the dashboard');
  await page.screenshot({ path: info.outputPath('appointment-page.png'), fullPage: true });

  // The page is reachable by its URL alone.
  await page.goto(`/admin/appointments/${booked.id}`);
  await expect(page.getByRole('heading', { name: `${booked.firstName} ${lastName}` })).toBeVisible();
});
