import { COMPANY } from '@haul/shared';
import { buildContactRequest } from '@haul/shared/factories';
import { expect, test } from '@playwright/test';
import { CONTACT_LABELS, contactForm, fillContactForm, openPage } from '../support/public-site.ts';

test.beforeEach(async ({ page }) => {
  await openPage(page, '/#contact');
});

test('a valid request shows Submitting..., then the success notice, and the form resets', async ({ page }) => {
  // Hold the real request briefly so the pending state is observable, then let it through.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  await fillContactForm(page, buildContactRequest());
  const created = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
  await contactForm(page).getByRole('button', { name: 'Get My Free Estimate' }).click();

  const pending = contactForm(page).getByRole('button', { name: 'Submitting...' });
  await expect(pending).toBeDisabled();
  release();
  expect((await created).status()).toBe(201);

  const notice = page.locator('[data-variant="default"]');
  await expect(notice).toContainText('Request Submitted!');
  await expect(notice).toContainText("We'll contact you within 24 hours for your free estimate.");
  for (const label of Object.values(CONTACT_LABELS)) {
    await expect(contactForm(page).getByLabel(label)).toHaveValue('');
  }
  await expect(contactForm(page).getByRole('button', { name: 'Get My Free Estimate' })).toBeEnabled();
});

test('submitting an empty form shows a message under every field and sends nothing', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) sent += 1;
  });
  await contactForm(page).getByRole('button', { name: 'Get My Free Estimate' }).click();
  for (const label of Object.values(CONTACT_LABELS)) {
    const field = contactForm(page).getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Required');
  }
  await contactForm(page).getByLabel('Email address').fill('not-an-email');
  await contactForm(page).getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect(contactForm(page).getByLabel('Email address')).toHaveAccessibleDescription('Invalid email');
  expect(sent).toBe(0);
});

test('a server failure shows the destructive notice and keeps what was typed', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'database is down' }));
  const input = buildContactRequest();
  await fillContactForm(page, input);
  await contactForm(page).getByRole('button', { name: 'Get My Free Estimate' }).click();
  const destructive = page.locator('[data-variant="destructive"]');
  await expect(destructive).toContainText('Error');
  await expect(destructive).toContainText('Failed to submit your request. Please try again.');
  await expect(contactForm(page).getByLabel('First name')).toHaveValue(input.firstName);
});

test("the server's field messages appear under the fields", async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'validation_failed',
          message: 'Check the highlighted fields.',
          fields: { phone: 'Enter a 10-digit phone number' },
        },
      }),
    }),
  );
  await fillContactForm(page, buildContactRequest());
  await contactForm(page).getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect(contactForm(page).getByLabel('Phone number')).toHaveAccessibleDescription(
    'Enter a 10-digit phone number',
  );
  await expect(page.locator('[data-variant="destructive"]')).toContainText(
    'Failed to submit your request. Please try again.',
  );
});

test("over the limit, the server's 'wait or call us' message reaches the person", async ({ page }) => {
  const message = `Too many submissions from your connection. Please wait a few minutes and try again, or call us at ${COMPANY.phone}.`;
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '540' },
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'rate_limited', message } }),
    }),
  );
  const input = buildContactRequest();
  await fillContactForm(page, input);
  await contactForm(page).getByRole('button', { name: 'Get My Free Estimate' }).click();
  const destructive = page.locator('[data-variant="destructive"]');
  await expect(destructive).toContainText(message);
  await expect(destructive).not.toContainText('Failed to submit');
  await expect(contactForm(page).getByLabel('First name')).toHaveValue(input.firstName);
});

test('a tap on the button while the form comes alive still submits: the form is not swapped under the finger', async ({
  page,
}) => {
  // The form's code arrives while the finger is down on the prerendered button.
  let deliver = () => {};
  const held = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  await page.route('**/assets/contact-form-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await openPage(page, '/?tap#contact');
  await contactForm(page).getByRole('button', { name: 'Get My Free Estimate' }).hover();
  await page.mouse.down();
  deliver();
  // Importing the form's module here resolves once it has run, after the page's own import of it
  // (queued first) has had its turn: by then the page would have taken over the form.
  const src = await page.locator('[data-island="contact-form"]').getAttribute('data-island-src');
  await page.evaluate(async (url) => {
    await import(url ?? '');
  }, src);
  await page.mouse.up();
  await expect(contactForm(page).getByLabel(CONTACT_LABELS.firstName)).toHaveAttribute('aria-invalid', 'true');
  await expect(contactForm(page).getByLabel(CONTACT_LABELS.firstName)).toHaveAccessibleDescription('Required');
});
