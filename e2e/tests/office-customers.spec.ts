/**
 * The office's bookings and customers in the browser (decisions 0141–0144): the crew phone's
 * Today follows an office reschedule; a contact request becomes a booking; a job's site is set
 * by pasting a map link (no number boxes); the job links to its customer, whose page counts their
 * jobs and keeps notes.
 */
import { ARRIVAL_WINDOW_LABELS } from '@haul/shared';
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { offeredDates } from '../support/booking.ts';
import { E2E_PASSWORDS } from '../support/global-setup.ts';
import { createJob, somePoolDate } from '../support/jobs.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { newCrewMember, signInAs, signInCrew, uniqueLastName } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

async function unlock(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(E2E_PASSWORDS.admin);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

test("the crew phone's Today follows the office's reschedule", async ({ page }) => {
  test.setTimeout(scaled(60_000));
  const member = await newCrewMember(page.request);
  const lastName = uniqueLastName('Moved');
  const job = await createJob({ lastName, crew: [member.employee.id] });
  await signInCrew(page.request, member);
  await page.goto('/today');
  await waitForServiceWorkerControl(page);
  const card = page.getByTestId('today-job').filter({ hasText: lastName });
  await expect(card).toBeVisible();

  const admin = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    await signInAs(admin, 'admin');
    // The last offered date: past the crew's 14-day window, so the move arrives as a delete.
    const moved = await admin.post(`/api/office/appointments/${job.id}/reschedule`, {
      data: { date: offeredDates().at(-1), slot: ARRIVAL_WINDOW_LABELS[2], overrideReason: 'e2e: customer asked' },
    });
    expect(moved.status()).toBe(200);
  } finally {
    await admin.dispose();
  }
  // The phone's next pull carries the move: the job leaves Today.
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(card).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: test.info().outputPath('today-after-move.png'), fullPage: true });
});

test('a contact request becomes a booking', async ({ page }) => {
  test.setTimeout(scaled(60_000));
  const lastName = uniqueLastName('Contact');
  const sent = await page.request.post('/api/contact', {
    data: {
      firstName: 'Marcus',
      lastName,
      phone: `(470) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
      email: `marcus.${lastName.toLowerCase()}@example.com`,
      address: '48 Elm St, Decatur, GA 30030',
      description: 'A garage full of boxes',
    },
  });
  expect(sent.status()).toBe(201);
  await unlock(page);
  await page.getByRole('tab', { name: 'Contact Requests' }).click();
  const card = page.getByRole('article', { name: `Marcus ${lastName}` });
  await card.getByRole('button', { name: 'Make a booking' }).click();
  await expect(page).toHaveURL(/\/admin\/phone-booking$/);
  await expect(page.getByLabel('Last name')).toHaveValue(lastName);
  await expect(page.getByLabel('Service address')).toHaveValue('48 Elm St, Decatur, GA 30030');
  await page.getByLabel('Service', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Date', { exact: true }).fill(somePoolDate());
  await page.getByLabel('Arrival window').selectOption(ARRIVAL_WINDOW_LABELS[1] as string);
  await page.getByLabel('Reason to override a full window').fill('e2e: shared pool date');
  await page.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText(`Booked Marcus ${lastName}`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('contact-booked.png'), fullPage: true });
});

test("the office pastes a map link for the site and opens the job's customer", async ({ page }) => {
  test.setTimeout(scaled(60_000));
  const lastName = uniqueLastName('Site');
  // A phone and email of its own: the factory's repeat across workers, and would match one customer.
  const unique = crypto.randomUUID().slice(0, 8);
  const job = await createJob({
    date: somePoolDate(),
    site: null,
    lastName,
    phone: `(762) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    email: `site.${unique}@example.com`,
  });
  await unlock(page);
  await page.goto(`/admin/appointments/${job.id}`);
  // No two number fields to type: checked once the site card has rendered (before it, a count of
  // 0 proves nothing), and exactly, since the link field's label says "latitude, longitude".
  await expect(page.getByLabel('Map link or “latitude, longitude”')).toBeVisible();
  await expect(page.getByLabel('Latitude', { exact: true })).toHaveCount(0);
  const link = 'https://www.google.com/maps/place/Home/@33.70,-84.20,17z/data=!3m1!4b1!8m2!3d33.774828!4d-84.296312';
  await page.getByLabel('Map link or “latitude, longitude”').fill('12 Oak St');
  await page.getByRole('button', { name: 'Use this location' }).click();
  await expect(page.getByRole('alert')).toContainText('No location found');
  await page.getByLabel('Map link or “latitude, longitude”').fill(link);
  await page.getByRole('button', { name: 'Use this location' }).click();
  await expect(page.getByText('Site set from the link: 33.77483, -84.29631.')).toBeVisible();
  await expect(page.getByRole('link', { name: '33.77483, -84.29631' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('job-site.png'), fullPage: true });

  await page.getByRole('link', { name: "Customer's jobs and notes" }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${job.firstName} ${lastName}` })).toBeVisible();
  await expect(page.getByTestId('customer-job-count')).toHaveText('1');
  await page.getByLabel('Add a note').fill('Prefers a call before arrival.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Prefers a call before arrival.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('customer.png'), fullPage: true });
});
