import { COMPANY } from '@haul/shared';
import { buildContactRequest } from '@haul/shared/factories';
import { expect, test } from '@playwright/test';

test('the home page renders with its heading, title and phone link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(COMPANY.name));
  await expect(page.getByRole('link', { name: COMPANY.phone }).first()).toHaveAttribute('href', COMPANY.phoneHref);
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the contact API round-trips through the served app', async ({ request }) => {
  const input = buildContactRequest();
  const created = await request.post('/api/contact', { data: input });
  expect(created.status()).toBe(201);
  expect(await created.json()).toMatchObject({ email: input.email, firstName: input.firstName });

  const refused = await request.post('/api/contact', { data: { ...input, email: 'nope' } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.fields.email).toBe('Invalid email');
});
