/**
 * Customer messages' journey (docs/messages.md), against the app as `pnpm start` runs it with the message stand-ins
 * of the global setup (a real SMTP server and Twilio's endpoint): a visitor books with SMS
 * consent; the confirmation email arrives; the office sees it sent; the crew member taps "On my
 * way" offline on today's job for that customer, reconnects, and the text goes out once.
 */
import { formatLongDate, MessagePageSchema } from '@haul/shared';
import { expect, test } from '@playwright/test';
import { fillDetails, pickDate, pickOpenWindow, VISITOR } from '../support/booking.ts';
import { createJob, JOB_SITE, somePoolDate } from '../support/jobs.ts';
import { received } from '../support/message-stand-in.ts';
import { openPage } from '../support/public-site.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { adminContext, newCrewMember, signInAs, signInCrew, uniqueLastName } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

/** About 10 km north of the job site: the estimate reads "about 15 minutes". */
const TEN_KM_AWAY = { latitude: JOB_SITE.latitude + 0.09, longitude: JOB_SITE.longitude, accuracy: 20 };

const textsTo = async (e164: string) => (await received()).texts.filter((t) => t.to === e164);

test('book with SMS consent, the email arrives, the office sees it, "On my way" offline is texted once', async ({
  page,
  context,
}) => {
  test.skip(test.info().project.name !== 'phone', 'the crew phone journey; the office screens are checked on desktop');
  test.setTimeout(scaled(90_000));
  const tag = crypto.randomUUID().slice(0, 8);
  const lastName = uniqueLastName('Journey');
  const email = `journey.${tag}@example.com`;
  const local = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  const phone = `(470) ${local.slice(0, 3)}-${local.slice(3)}`;
  const e164 = `+1470${local}`;
  const date = somePoolDate();

  // The visitor books, ticking the optional consent.
  await openPage(page, '/booking');
  await fillDetails(page, { ...VISITOR, lastName, email, phone });
  const consent = page.getByRole('checkbox', { name: /Text me about my booking/ });
  await expect(consent).not.toBeChecked();
  await expect(page.getByText('Consent is not a condition of booking', { exact: false })).toBeVisible();
  await consent.check();
  await consent.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('booking-consent-phone.png') });
  await page.getByRole('button', { name: 'Continue' }).click();
  await pickDate(page, date);
  await pickOpenWindow(page);
  await page.getByRole('button', { name: 'Review Appointment' }).click();
  await expect(page.getByText('Yes, text me about this booking')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Appointment' }).click();
  await expect(page.getByRole('heading', { name: 'Appointment Scheduled!' })).toBeVisible();

  // The confirmation email arrives (and the text, with consent).
  await expect
    .poll(async () => (await received()).mails.filter((m) => m.to.includes(email)).map((m) => m.subject), {
      timeout: 15_000,
    })
    .toEqual([`Your pickup is booked for ${formatLongDate(date)}`]);
  await expect.poll(async () => (await textsTo(e164)).length, { timeout: 15_000 }).toBe(1);

  // The office sees it sent.
  await signInAs(page.request, 'admin');
  await page.goto('/admin/messages');
  const sent = page.getByRole('article', { name: `Booking confirmation by email to ${email}` });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('Sent');
  await page.screenshot({ path: test.info().outputPath('office-messages-phone.png'), fullPage: true });

  // Today's job for the same customer, entered by the office, with a crew member on it.
  const member = await newCrewMember(page.request);
  const job = await createJob({ lastName, email, phone, crew: [member.employee.id] });
  // Its confirmation is texted too (the number gave consent): wait for it, so the count below is the tap's.
  await expect.poll(async () => (await textsTo(e164)).length, { timeout: 15_000 }).toBe(2);

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(TEN_KM_AWAY);
  await signInCrew(page.request, member);
  await page.goto('/today');
  await waitForServiceWorkerControl(page);
  const card = page.getByTestId('today-job').filter({ hasText: lastName });
  await expect(card).toBeVisible();

  await context.setOffline(true);
  await card.getByRole('button', { name: /On my way/ }).click();
  await expect(card.getByRole('status')).toContainText('is told when the phone is back online');
  await page.screenshot({ path: test.info().outputPath('on-my-way-offline.png'), fullPage: true });
  expect((await textsTo(e164)).filter((t) => t.body.includes('on the way'))).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 20_000 });
  await expect(card.getByRole('status')).toContainText('On my way: sent at');
  const onTheWay = async () => (await textsTo(e164)).filter((t) => t.body.includes('on the way'));
  await expect.poll(async () => (await onTheWay()).length, { timeout: 15_000 }).toBe(1);
  expect((await onTheWay())[0]?.body).toContain('arriving in about 15 minutes');

  // The office sees the tap's message against the job that was tapped (not the customer's
  // booking), once per channel, each sent: a state no later pass of the worker sends again.
  const admin = await adminContext();
  const onMyWayOfJob = async () => {
    const res = await admin.get(`/api/office/messages?appointmentId=${job.id}`);
    const { messages } = MessagePageSchema.parse(await res.json());
    return messages
      .filter((m) => m.kind === 'on_my_way')
      .map((m) => `${m.channel} ${m.status}`)
      .sort();
  };
  await expect.poll(onMyWayOfJob, { timeout: 15_000 }).toEqual(['email sent', 'sms sent']);
  await admin.dispose();
  // Still one text after a later pass of the worker: it sends another job's confirmation.
  await createJob({ lastName, email, phone, date: somePoolDate() });
  await expect.poll(async () => (await textsTo(e164)).length, { timeout: 15_000 }).toBe(4);
  expect(await onTheWay()).toHaveLength(1);
});

test('the office reads messages and edits wording with a preview', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'an office desk task');
  await signInAs(page.request, 'admin');
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { name: 'Messages', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Wording and reminder time' }).click();
  await expect(page.getByLabel('Reminder time (the day before, Atlanta time)')).toHaveValue('17');
  await page.getByRole('combobox', { name: 'Message', exact: true }).selectOption('reminder');
  await page.getByLabel('Wording (email and text)').fill('Hi {firstName}, see you {date}!');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('message-preview');
  await expect(preview).toContainText('Haul It All: Hi Jordan, see you Friday, March 14, 2025! Reply STOP to opt out.');
  await expect(page.frameLocator('iframe[title="Email preview"]').getByText('Hi Jordan, see you')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('message-settings-desktop.png'), fullPage: true });
});
