/**
 * Decision 0013: the public content pages are static HTML. With JavaScript disabled every one of them
 * shows its content, its menu (as a plain list, the About Us links included) and working links,
 * and the contact form still submits — a normal form post answered with a page — and the
 * request reaches the admin's list.
 */
import { PUBLIC_PATHS } from '@haul/shared';
import { buildContactRequest } from '@haul/shared/factories';
import { expect, test } from '@playwright/test';
import { fillContactForm, header, mainNav } from '../support/public-site.ts';
import { signInAs, uniqueLastName } from '../support/staff.ts';

test.use({ javaScriptEnabled: false });

const CONTENT_PATHS = [...PUBLIC_PATHS.filter((p) => p !== '/booking'), '/no-such-page'];
const MENU_LINKS = [
  'Junk Removal',
  'Demolition',
  'Service Areas',
  'Our Story',
  'Our Impact',
  'Careers',
  'How It Works',
];

for (const path of CONTENT_PATHS) {
  test(`${path} reads and navigates with JavaScript off`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    // The menu cannot toggle without script, so it is shown; its toggles are not.
    for (const name of MENU_LINKS) await expect(mainNav(page).getByRole('link', { name })).toBeVisible();
    await expect(header(page).getByRole('button')).toHaveCount(0);
    // The stylesheet applies (the noscript link): the header is sticky, not unstyled.
    await expect(header(page)).toHaveCSS('position', 'sticky');
  });
}

test('menu links work with JavaScript off', async ({ page }) => {
  await page.goto('/city/decatur');
  await mainNav(page).getByRole('link', { name: 'Junk Removal' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'START HERE' }).click();
  await expect(page).toHaveURL(/\/booking$/);
});

test('the contact form submits with JavaScript off and the request reaches the admin', async ({ page, request }) => {
  const input = buildContactRequest({ lastName: uniqueLastName('NoScript') });
  await page.goto('/');
  await fillContactForm(page, input);
  await page.getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect(page.getByRole('heading', { name: 'Request Submitted!' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Call/ })).toBeVisible();

  await signInAs(request, 'admin');
  const res = await request.get('/api/contact-requests');
  expect(res.status()).toBe(200);
  expect(JSON.stringify(await res.json())).toContain(input.lastName);
});

test('a refused request without JavaScript names the fields to fix', async ({ page }) => {
  await page.goto('/');
  await fillContactForm(page, buildContactRequest({ email: 'not-an-email', lastName: uniqueLastName('Bad') }));
  await page.getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect(page.getByRole('heading', { name: 'Please check your request' })).toBeVisible();
  await expect(page.getByText('Email address: Invalid email')).toBeVisible();
});
