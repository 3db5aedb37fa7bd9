import { createHash } from 'node:crypto';
import { PUBLIC_PATHS } from '@haul/shared';
import { expect, type Page, test } from '@playwright/test';
import { E2E_PASSWORDS } from '../support/global-setup.ts';

/** Records every CSP violation the page reports, from the first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

test('public pages and the admin screens run under the CSP without violations', async ({ page }) => {
  const violations = await watchCsp(page);
  for (const path of ['/', '/services', '/service-areas', '/city/covington', '/impact', '/careers', '/booking']) {
    const res = await page.goto(path);
    expect(res?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');
  }
  // The prerendered head carries the LocalBusiness JSON-LD; it is data, so the CSP leaves it be.
  await page.goto('/');
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);

  await page.goto('/admin'); // the spec's gate: the admin password alone
  await page.getByLabel('Password').fill(E2E_PASSWORDS.admin);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  for (const tab of ['Contact Requests', 'Appointments', 'Overview']) {
    await page.getByRole('tab', { name: tab }).click();
  }
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('a public page has one inline script, its loader, and the CSP allows exactly that by hash', async ({
  request,
}) => {
  for (const path of [...PUBLIC_PATHS, '/no-such-page']) {
    const res = await request.get(path);
    const csp = res.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    // Scripts with a src, and the JSON-LD (data), are not inline code.
    const inline = [
      ...(await res.text()).matchAll(/<script(?![^>]* src=)(?![^>]*application\/ld\+json)[^>]*>([^<]*)<\/script>/g),
    ];
    expect(
      inline.map((m) => m[0].slice(0, 40)),
      path,
    ).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0]?.[1] ?? '')
      .digest('base64');
    expect(scriptSrc.split(' ').sort(), path).toEqual([`'self'`, `'sha256-${hash}'`].sort());
  }
});
