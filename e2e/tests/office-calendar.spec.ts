/**
 * The office's calendar in the browser (decision 0140): it lists the seeded holidays with their
 * rules, and a phone-in customer is booked from the office form and rescheduled on the job page,
 * on dates of the test's own, so no other test can have filled the windows it books.
 */
import { ARRIVAL_WINDOW_LABELS, formatLongDate } from '@haul/shared';
import { expect, type Page, test } from '@playwright/test';
import { dateFor } from '../support/booking.ts';
import { E2E_PASSWORDS } from '../support/global-setup.ts';
import { uniqueLastName } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

async function unlock(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(E2E_PASSWORDS.admin);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

test('the calendar lists the observed holidays with their rules', async ({ page }) => {
  await unlock(page);
  await page.goto('/admin/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByText('Thanksgiving Day', { exact: true })).toBeVisible();
  await expect(page.getByText(/Every year on the 4th Thursday of November/)).toBeVisible();
  await expect(page.getByText(/Every year on the last Monday of May/)).toBeVisible();
});

test('the office books a phone-in customer and reschedules the job', async ({ page }, info) => {
  test.setTimeout(scaled(60_000));
  const lastName = uniqueLastName('Phone');
  const [date, other] = [dateFor(6, info), dateFor(7, info)];
  await unlock(page);
  await page.goto('/admin/phone-booking');
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Phone', { exact: true }).fill('(404) 555-0188');
  await page.getByLabel('Email').fill('rosa@example.com');
  await page.getByLabel('Service address').fill('12 Oak St, Decatur, GA');
  await page.getByLabel('Service', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Arrival window').selectOption(ARRIVAL_WINDOW_LABELS[4] as string);
  await page.getByLabel('What needs to go?').fill('An old piano');
  await page.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText(`Booked Rosa ${lastName}`)).toBeVisible();

  await page.getByRole('link', { name: 'Open the job' }).click();
  // Exact: the job's messages name the date inside longer sentences.
  await expect(page.getByText(formatLongDate(date), { exact: true })).toBeVisible();
  await page.getByLabel('New date').fill(other);
  await page.getByLabel('New arrival window').selectOption(ARRIVAL_WINDOW_LABELS[3] as string);
  await page.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByText(`Moved to ${other}, ${ARRIVAL_WINDOW_LABELS[3]}.`)).toBeVisible();
  await expect(page.getByText(formatLongDate(other), { exact: true })).toBeVisible();
});
