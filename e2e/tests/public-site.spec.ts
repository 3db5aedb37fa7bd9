import { CITY_SLUGS, COMPANY, LIMITS } from '@haul/shared';
import { expect, test } from '@playwright/test';
import {
  aboutToggle,
  CITY_NAMES,
  isPhone,
  mainNav,
  menuToggle,
  openMenuIfCollapsed,
  openPage,
} from '../support/public-site.ts';

test('a page whose first paint is never reported still gets its script, a few seconds after load', async ({ page }) => {
  // As a browser may do for a page opened in a background tab: Paint Timing exists, nothing is reported.
  await page.addInitScript(() => {
    class SilentObserver {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: SilentObserver });
  });
  await page.goto('/booking');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Tell Us About Your Project' })).toBeVisible();
});

test.describe('header menu', () => {
  test('the phone menu opens and closes with its toggle and with Escape', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'on desktop the menu is an inline bar without a toggle');
    await openPage(page, '/');
    const toggle = menuToggle(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'Junk Removal' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'START HERE' })).toHaveAttribute('href', '/booking');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(mainNav(page)).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the About Us submenu toggles, Escape closes it and returns focus', async ({ page }, testInfo) => {
    await openPage(page, '/');
    await openMenuIfCollapsed(page, testInfo);
    const about = aboutToggle(page);
    const impact = mainNav(page).getByRole('link', { name: 'Our Impact' });
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(impact).toBeHidden();

    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/#who-we-are');
    await expect(impact).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Careers' })).toBeVisible();

    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(impact).toBeHidden();

    await about.click();
    await page.keyboard.press('Escape');
    await expect(impact).toBeHidden();
    await expect(about).toBeFocused();
    // On the phone the outer menu stays open until a second Escape.
    if (isPhone(testInfo)) {
      await expect(mainNav(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(mainNav(page)).toBeHidden();
      await expect(menuToggle(page)).toBeFocused();
    }
  });

  test('the submenu works from the keyboard alone', async ({ page }, testInfo) => {
    await openPage(page, '/');
    await openMenuIfCollapsed(page, testInfo);
    await aboutToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(aboutToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Our Story' })).toBeFocused();
  });

  test('choosing a link closes the menu and opens the page', async ({ page }, testInfo) => {
    await openPage(page, '/');
    await openMenuIfCollapsed(page, testInfo);
    await aboutToggle(page).click();
    await mainNav(page).getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the Crew That Hauls It All');
    if (isPhone(testInfo)) {
      await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(mainNav(page)).toBeHidden();
    }
    await openMenuIfCollapsed(page, testInfo);
    await expect(aboutToggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('How It Works from another page lands on the home page section', async ({ page }, testInfo) => {
    await openPage(page, '/services');
    await openMenuIfCollapsed(page, testInfo);
    await mainNav(page).getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expect(page.getByRole('heading', { name: 'How It Works', exact: true })).toBeInViewport();
  });
});

test('the scroll-to-top button appears past 300 px and takes the page back up', async ({ page }) => {
  await openPage(page, '/');
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await page.evaluate((y) => window.scrollTo(0, y), LIMITS.scrollToTopThresholdPx - 100);
  await expect(button).toBeHidden();
  await page.evaluate((y) => window.scrollTo(0, y), LIMITS.scrollToTopThresholdPx + 200);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test('every city card on /service-areas reaches its city page', async ({ page }) => {
  for (const slug of CITY_SLUGS) {
    await openPage(page, '/service-areas');
    const name = CITY_NAMES[slug];
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`Junk removal in ${name}$`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/city/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Junk Removal in ${name}, GA`);
  }
});

test('an unknown city shows the not-found page with status 404', async ({ page }) => {
  const response = await openPage(page, '/city/savannah');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('careers: View Open Positions scrolls to the openings and the sticky header keeps the phone in reach', async ({
  page,
}) => {
  await openPage(page, '/careers');
  await page.getByRole('link', { name: 'View Open Positions' }).click();
  await expect(page.getByRole('heading', { name: 'Open Positions' })).toBeInViewport();
  for (const title of ['Junk Removal Crew Member', 'Truck Driver / Team Lead', 'Part-Time Crew Member']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: COMPANY.phone })).toBeInViewport();
});
