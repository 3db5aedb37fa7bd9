import {
  AppointmentSchema,
  addDays,
  ClosedDatesResponseSchema,
  COMPANY,
  dayOfWeek,
  formatLongDate,
  leadSource,
  startOfDayInZone,
} from '@haul/shared';
import { expect, type Page, test } from '@playwright/test';
import { axeOn } from '../support/axe.ts';
import {
  ARRIVAL_WINDOW_LABELS,
  dateFor,
  fillDetails,
  fillWindow,
  offeredDates,
  pickDate,
  slotButton,
  VISITOR,
} from '../support/booking.ts';
import { openPage } from '../support/public-site.ts';

const [FIRST, SECOND, THIRD] = ARRIVAL_WINDOW_LABELS as [string, string, string];

/** Waits for the booking POST and returns what the server stored. */
async function confirmAndReadBooking(page: Page) {
  const response = page.waitForResponse(
    (r) => r.url().endsWith('/api/appointments') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Confirm Appointment' }).click();
  const res = await response;
  return { status: res.status(), sent: res.request().postDataJSON(), body: await res.json() };
}

test('the booking page is prerendered with its first step', async ({ request }) => {
  const html = await (await request.get('/booking')).text();
  expect(html).toContain('Tell Us About Your Project');
  expect(html).toContain('Street address, City, State, ZIP');
});

test('the full wizard: validation, Back keeps data, loading message, review, success', async ({ page }, info) => {
  const date = dateFor(0, info);
  await openPage(page, '/booking');
  await expect(page.getByRole('navigation', { name: 'Booking progress' })).toContainText('Service Details');
  await expect(page.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');

  // Continue checks step 1 and says what is missing, under each field.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Tell Us About Your Project' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Service Type')).toHaveAccessibleDescription('Required');
  await fillDetails(page, { ...VISITOR, email: 'not-an-email' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription('Invalid email');
  await page.getByLabel('Email Address').fill(VISITOR.email);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2, then Back: everything typed is still there.
  await expect(page.getByRole('heading', { name: 'Choose Your Preferred Date & Time' })).toBeVisible();
  await expect(page.getByText('Monday through Saturday')).toBeVisible();
  await expect(page.getByText('Please select a date first')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review Appointment' })).toBeDisabled();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByLabel('First Name')).toHaveValue(VISITOR.firstName);
  await expect(page.getByLabel('How did you hear about us?')).toHaveValue(VISITOR.leadSource);
  await expect(page.getByLabel('Special Instructions')).toHaveValue(VISITOR.specialInstructions);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Hold the availability answer until the loading message has been seen.
  let answerAvailability = () => {};
  const seenLoading = new Promise<void>((resolve) => {
    answerAvailability = resolve;
  });
  await page.route('**/api/appointments/availability*', async (route) => {
    await seenLoading;
    await route.continue();
  });
  await pickDate(page, date);
  await expect(page.getByText('Loading available times...')).toBeVisible();
  answerAvailability();
  await slotButton(page, SECOND).click();
  await page.getByRole('button', { name: 'Review Appointment' }).click();

  // Step 3, Back to 2 (date and window kept), forward again.
  await expect(page.getByRole('heading', { name: 'Confirm Your Appointment' })).toBeVisible();
  await expect(page.getByText(formatLongDate(date))).toBeVisible();
  await expect(page.getByText('What happens next?')).toBeVisible();
  await expect(page.getByText(leadSource.label(VISITOR.leadSource))).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(slotButton(page, SECOND)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: formatLongDate(date), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Review Appointment' }).click();

  const booking = await confirmAndReadBooking(page);
  expect(booking.status).toBe(201);
  expect(AppointmentSchema.parse(booking.body)).toMatchObject({
    preferredDate: date,
    preferredTimeSlot: SECOND,
    status: 'pending',
    email: VISITOR.email,
    leadSource: VISITOR.leadSource,
  });
  await expect(page.getByRole('heading', { name: 'Appointment Scheduled!' })).toBeVisible();
  await expect(
    page.getByText("We'll call you within 24 hours to confirm your appointment details.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: `Call us: ${COMPANY.phone}` })).toHaveAttribute(
    'href',
    COMPANY.phoneHref,
  );
});

test('a fully booked date says so', async ({ page, request }, info) => {
  const date = dateFor(1, info);
  for (const slot of ARRIVAL_WINDOW_LABELS) await fillWindow(request, date, slot);
  await openPage(page, '/booking');
  await fillDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await pickDate(page, date);
  await expect(page.getByText('No available time slots for this date. Please choose another date.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review Appointment' })).toBeDisabled();
});

test('a window taken while the visitor reviews: the reason, back to step 2, fresh windows, then success', async ({
  page,
  request,
}, info) => {
  const date = dateFor(2, info);
  await openPage(page, '/booking');
  await fillDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await pickDate(page, date);
  await slotButton(page, FIRST).click();
  await page.getByRole('button', { name: 'Review Appointment' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm Your Appointment' })).toBeVisible();

  await fillWindow(request, date, FIRST); // someone else takes the last places meanwhile

  expect((await confirmAndReadBooking(page)).status).toBe(409);
  await expect(page.getByRole('heading', { name: 'Choose Your Preferred Date & Time' })).toBeVisible();
  await expect(page.locator('p[role="alert"]')).toHaveText(
    'That arrival window was just booked. Please pick another time.',
  );
  await expect(slotButton(page, THIRD)).toBeVisible();
  await expect(slotButton(page, FIRST)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Review Appointment' })).toBeDisabled();

  await slotButton(page, THIRD).click();
  await page.getByRole('button', { name: 'Review Appointment' }).click();
  const booking = await confirmAndReadBooking(page);
  expect(booking.status).toBe(201);
  await expect(page.getByRole('heading', { name: 'Appointment Scheduled!' })).toBeVisible();
});

for (const [slot, timezoneId] of [
  [3, 'America/Los_Angeles'],
  [4, 'Asia/Tokyo'],
] as const) {
  test.describe(`a browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('books the calendar date it picked', async ({ page }, info) => {
      const date = dateFor(slot, info);
      await openPage(page, '/booking');
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      await fillDetails(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await pickDate(page, date);
      await slotButton(page, THIRD).click();
      await page.getByRole('button', { name: 'Review Appointment' }).click();
      await expect(page.getByText(formatLongDate(date))).toBeVisible();

      const booking = await confirmAndReadBooking(page);
      expect(booking.status).toBe(201);
      expect(booking.sent.preferredDate).toBe(startOfDayInZone(date).toISOString());
      expect(AppointmentSchema.parse(booking.body).preferredDate).toBe(date);
      await expect(page.getByText(`${formatLongDate(date)}, ${THIRD}`)).toBeVisible();
    });
  });
}

test('the calendar: only the next 30 days, no Sundays, and it works from the keyboard', async ({ page }) => {
  const dates = offeredDates();
  const first = dates[0] as string;
  const today = addDays(first, -1);
  const sunday = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(first, n)).find((d) => dayOfWeek(d) === 0) as string;
  await openPage(page, '/booking');
  await fillDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  const day = (date: string, suffix = '') =>
    page.getByRole('button', { name: `${formatLongDate(date)}${suffix}`, exact: true });
  if (monthOf(today) === monthOf(first))
    await expect(day(today, ', unavailable')).toHaveAttribute('aria-disabled', 'true');
  if (monthOf(sunday) === monthOf(first)) {
    await day(sunday, ', unavailable').click({ force: true }); // aria-disabled: Playwright would wait
    await expect(page.getByText('Please select a date first')).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeDisabled();

  // One Tab stop on the first bookable day; arrows move, Enter picks.
  await day(first).focus();
  await expect(day(first)).toHaveAttribute('tabindex', '0');
  // The day after the first bookable one, unless that is a Sunday (then the week after).
  const target = dates.includes(addDays(first, 1)) ? addDays(first, 1) : addDays(first, 7);
  await page.keyboard.press(target === addDays(first, 1) ? 'ArrowRight' : 'ArrowDown');
  await expect(day(target)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(day(target)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: ARRIVAL_WINDOW_LABELS[0] as string, exact: true })).toBeVisible();

  // PageDown reaches the last bookable day's month; nothing past day 30 is selectable.
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  const last = dates.at(-1) as string;
  await expect(page.getByText(calendarMonthLabel(last))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
  const dayAfter = addDays(last, 1);
  if (monthOf(dayAfter) === monthOf(last)) {
    await expect(day(dayAfter, ', unavailable')).toHaveAttribute('aria-disabled', 'true');
  }
});

const monthOf = (date: string) => date.slice(0, 7);
const calendarMonthLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(`${date}T12:00:00Z`),
  );

test('each wizard step passes an axe accessibility scan', async ({ page }) => {
  const scan = async () => (await axeOn(page).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
  await openPage(page, '/booking');
  expect(await scan()).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  expect(await scan()).toEqual([]);
  await fillDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await pickDate(page, offeredDates().at(-1) as string);
  await expect(page.getByRole('button', { name: ARRIVAL_WINDOW_LABELS[4] as string, exact: true })).toBeVisible();
  expect(await scan()).toEqual([]);
});

/** Fills the wizard and confirms, while the POST itself is answered by a route stub. */
async function confirmWithAnswerStubbed(page: Page, date: string) {
  await openPage(page, '/booking');
  await fillDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await pickDate(page, date);
  await slotButton(page, FIRST).click();
  await page.getByRole('button', { name: 'Review Appointment' }).click();
  await page.getByRole('button', { name: 'Confirm Appointment' }).click();
}

test('a field the server refuses is shown under that field on step 1', async ({ page }, info) => {
  const date = dateFor(5, info);
  // The browser checks the same schema, so only a server-side rule can refuse a valid-looking
  // field; stand in for one by answering the POST with the API's 400 envelope.
  await page.route('**/api/appointments', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'validation_failed', message: 'Invalid', fields: { address: 'We only serve Georgia' } },
          }),
        })
      : route.continue(),
  );
  await confirmWithAnswerStubbed(page, date);

  await expect(page.getByRole('heading', { name: 'Tell Us About Your Project' })).toBeVisible();
  await expect(page.getByLabel('Service Address')).toHaveAccessibleDescription('We only serve Georgia');
  await expect(page.getByLabel('First Name')).toHaveValue(VISITOR.firstName);
});

test("over the limit, the server's 'wait or call us' message reaches the visitor", async ({ page }, info) => {
  // The POST is answered here and nothing is stored, so this shares the 400 test's date.
  const date = dateFor(5, info);
  const message = `Too many submissions from your connection. Please wait a few minutes and try again, or call us at ${COMPANY.phone}.`;
  await page.route('**/api/appointments', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          headers: { 'retry-after': '540' },
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'rate_limited', message } }),
        })
      : route.continue(),
  );
  await confirmWithAnswerStubbed(page, date);

  const destructive = page.locator('[data-variant="destructive"]');
  await expect(destructive).toContainText(message);
  await expect(destructive).not.toContainText('Failed to schedule');
  // Nothing is lost: the visitor can confirm again later from the same review.
  await expect(page.getByRole('button', { name: 'Confirm Appointment' })).toBeVisible();
});

test('the calendar never offers a day the office closed: the seeded holidays are greyed', async ({ page, request }) => {
  const res = await request.get('/api/appointments/closed-dates');
  const { closedDates } = ClosedDatesResponseSchema.parse(await res.json());
  // A fresh database closes exactly the observed holidays; the wizard's dates leave them out.
  const range = offeredDates();
  expect(closedDates.map((c) => c.date).filter((d) => range.includes(d))).toEqual([]);
  await openPage(page, '/booking');
  await fillDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  const first = range[0] as string;
  for (const { date } of closedDates.filter((c) => monthOf(c.date) === monthOf(first))) {
    await expect(
      page.getByRole('button', { name: `${formatLongDate(date)}, unavailable`, exact: true }),
    ).toHaveAttribute('aria-disabled', 'true');
  }
});
