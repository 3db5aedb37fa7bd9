/** axe-core on every public route (and the not-found page), at phone and desktop sizes. */
import { PUBLIC_PATHS } from '@haul/shared';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { isPhone, menuToggle, openPage } from '../support/public-site.ts';

for (const path of [...PUBLIC_PATHS, '/no-such-page']) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the open menu and submenu have no serious or critical axe violations', async ({ page }, testInfo) => {
  await openPage(page, '/');
  if (isPhone(testInfo)) await menuToggle(page).click();
  await page.getByRole('banner').getByRole('button', { name: 'About Us' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});
