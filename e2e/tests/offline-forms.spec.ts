/**
 * Decision 0016: offline, the public forms say at once that there is no connection and offer the
 * phone number, keeping what was typed — no endless "Submitting...".
 */
import { COMPANY } from '@haul/shared';
import { buildContactRequest } from '@haul/shared/factories';
import { expect, test } from '@playwright/test';
import { dateFor, fillDetails, pickDate, pickOpenWindow, VISITOR } from '../support/booking.ts';
import { CONTACT_LABELS, contactForm, fillContactForm, openPage } from '../support/public-site.ts';

test('the contact form, offline, says so at once and keeps what was typed', async ({ page, context }) => {
  const input = buildContactRequest();
  await openPage(page, '/');
  await fillContactForm(page, input);
  await context.setOffline(true);
  await contactForm(page).getByRole('button', { name: 'Get My Free Estimate' }).click();
  const notice = contactForm(page).getByRole('alert');
  await expect(notice).toContainText('offline');
  await expect(notice.getByRole('link', { name: `Call ${COMPANY.phone}` })).toBeVisible();
  await expect(contactForm(page).getByRole('button', { name: 'Get My Free Estimate' })).toBeEnabled();
  for (const [field, label] of Object.entries(CONTACT_LABELS)) {
    await expect(contactForm(page).getByLabel(label)).toHaveValue(input[field as keyof typeof CONTACT_LABELS]);
  }
  await context.setOffline(false);
});

test('the contact form offline before its script has loaded still says so', async ({ page, context }) => {
  // Never let the form's React arrive: the static form handles the submit itself.
  await page.route(/contact-form-island/, (route) => route.abort());
  const input = buildContactRequest();
  await openPage(page, '/');
  await fillContactForm(page, input);
  await context.setOffline(true);
  await contactForm(page).getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect(contactForm(page).getByRole('alert')).toContainText('offline');
  await expect(contactForm(page).getByLabel('First name')).toHaveValue(input.firstName);
  await context.setOffline(false);
});

test('the booking wizard, offline at confirm, says so at once and keeps the booking', async ({
  page,
  context,
}, info) => {
  const date = dateFor(5, info);
  await openPage(page, '/booking');
  await fillDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await pickDate(page, date);
  // Nothing is booked here; any window still open on the date will do.
  await pickOpenWindow(page);
  await page.getByRole('button', { name: 'Review Appointment' }).click();
  await context.setOffline(true);
  await page.getByRole('button', { name: /Confirm/ }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'offline' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: `Call ${COMPANY.phone}` })).toBeVisible();
  await expect(page.getByText(VISITOR.email)).toBeVisible();
  await expect(page.getByRole('button', { name: /Confirm/ })).toBeEnabled();
  await context.setOffline(false);
});

// Decision 0280: the wizard's rules load on the first touch of the form. A visitor whose
// connection dropped before that is told at Continue, keeps what was typed, and goes on once back.
test('the booking wizard, offline before the form was first touched, says so at Continue and goes on once back', async ({
  page,
  context,
}, info) => {
  await openPage(page, '/booking');
  await context.setOffline(true);
  await fillDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'offline' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: `Call ${COMPANY.phone}` })).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveValue(VISITOR.email);
  await page.screenshot({ path: info.outputPath('offline-at-continue.png'), fullPage: true });
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Preferred Date & Time' })).toBeVisible();
  await expect(notice).toBeHidden();
});
