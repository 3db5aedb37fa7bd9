/**
 * Price on site (decision 0190), in Chromium: with no signal the crew prices the job, the customer
 * signs with a finger (the phone turns mid-signature and the signature stays), and once the
 * phone finds signal the server holds the same total and the signature. Also times opening the
 * estimate screen offline (README figure: median of 5).
 */
import { EstimateSchema } from '@haul/shared';
import { expect, test } from '@playwright/test';
import { createJob } from '../support/jobs.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { drawSignature } from '../support/signature.ts';
import { adminContext, newCrewMember, signInAs, signInCrew } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

test('offline: price the job, the customer signs, and it reaches the server when there is signal', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  const member = await newCrewMember(request);
  const job = await createJob({ crew: [member.employee.id] });
  await signInCrew(page.request, member);
  await page.goto('/today');
  await waitForServiceWorkerControl(page);
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 20_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('sync-online')).toHaveText('Offline');
  // Opening the estimate screen offline, 5 times each, timed inside the page (Playwright's own
  // polling would add up to 100 ms): from Today (the tap to the total on screen), and cold (a
  // reload of its address: navigation start to the total on screen, service worker to Dexie).
  const fromToday: number[] = [];
  const cold: number[] = [];
  const shown = () =>
    page
      .waitForFunction(() => document.querySelector('[data-testid="estimate-total"]') && performance.now(), undefined, {
        polling: 'raf',
      })
      .then((h) => h.jsonValue() as Promise<number>);
  for (let i = 0; i < 5; i++) {
    await page.goto('/today');
    const href = `/jobs/${job.id}/estimate`;
    await page.locator(`a[href="${href}"]`).waitFor();
    const started = await page.evaluate((to) => {
      const at = performance.now();
      document.querySelector<HTMLAnchorElement>(`a[href="${to}"]`)?.click();
      return at;
    }, href);
    fromToday.push((await shown()) - started);
    await page.reload();
    cold.push(await shown());
  }
  const median = (list: number[]) => Math.round([...list].sort((a, b) => a - b)[2] ?? 0);
  console.info(`estimate screen offline: from Today median ${median(fromToday)} ms, cold median ${median(cold)} ms`);
  // The README's target is 300 ms (measured quietly: 101 ms); on a loaded shared machine this
  // passes at 1 s so it catches a regression of seconds without failing on someone else's load.
  expect(median(fromToday)).toBeLessThanOrEqual(1_000);

  await page.getByRole('button', { name: /^1\/2 truck/ }).click();
  await page.getByRole('button', { name: 'One more Mattress or box spring' }).click();
  await page.getByRole('button', { name: 'One more Stairs' }).click();
  await page.getByRole('button', { name: 'One more Stairs' }).click();
  await expect(page.getByTestId('estimate-total')).toHaveText('$538.00');
  await page.getByRole('button', { name: 'Save estimate' }).click();

  await page.getByLabel('Customer’s printed name').fill('Marcus Bell');
  await drawSignature(page);
  const approve = page.getByRole('button', { name: 'Approve $538.00' });
  await expect(approve).toBeEnabled();
  // The phone turns: the canvas is resized and the signature is drawn back, not lost.
  await page.setViewportSize({ width: 915, height: 412 });
  await expect(page.getByTestId('signature-canvas')).toHaveAttribute('data-drawn-width', /^(?!0$)\d+/);
  const inked = await page.getByTestId('signature-canvas').evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) n++;
    return n;
  });
  expect(inked).toBeGreaterThan(50);
  await page.setViewportSize({ width: 412, height: 915 });
  await approve.click();
  await expect(page.getByTestId('estimate-signed')).toContainText('Approved by Marcus Bell');
  await expect(page.getByTestId('sync-pending')).toHaveText('2 changes waiting to sync');

  // Job done, still offline: no After photo was taken, so the phone says so.
  await expect(page.getByTestId('no-after-photo')).toBeVisible();
  await page.getByLabel('Truck share actually hauled').selectOption({ label: '3/4 truck ($599.00)' });
  await expect(page.getByRole('alert')).toContainText('more than the $538.00 the customer signed for');
  await expect(page.getByRole('button', { name: 'Mark job done' })).toBeDisabled();
  await page.getByLabel('Truck share actually hauled').selectOption({ label: '1/2 truck ($399.00)' });
  await page.getByLabel('Notes for the office (optional)').fill('Customer kept the treadmill');
  await page.getByRole('button', { name: 'Mark job done' }).click();
  await expect(page.getByTestId('job-done')).toContainText('The invoice is issued when this reaches the server');
  await expect(page.getByTestId('sync-pending')).toHaveText('3 changes waiting to sync');

  await context.setOffline(false);
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 20_000 });
  await expect(page.getByTestId('job-done')).toContainText(/Invoice HIA-\d{6}: \$538\.00 — \$538\.00 due/, {
    timeout: 20_000,
  });
  const customerPage = await page.getByRole('link', { name: 'Show the customer’s invoice' }).getAttribute('href');
  const invoicePage = await page.request.get(customerPage ?? '');
  expect(await invoicePage.text()).toContain('Marcus Bell');

  // No payment provider configured: the crew takes the card on the reader and records it.
  await page.getByLabel('Card’s last four digits').fill('4242');
  await page.getByLabel('Approval code (on the reader’s receipt)').fill('A7X91Q');
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByTestId('job-done')).toContainText(/\$538\.00 — paid/);
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 20_000 });

  const admin = await adminContext();
  try {
    const invoice = await (await admin.get(`/api/invoices/job/${job.id}`)).json();
    expect(invoice.invoice).toMatchObject({ status: 'paid', paidCents: 53_800 });
    const res = await admin.get(`/api/estimates/job/${job.id}`);
    const estimate = EstimateSchema.parse((await res.json()).estimate);
    expect(estimate).toMatchObject({ totalCents: 53_800, signerName: 'Marcus Bell' });
    expect(estimate.signedHash).toBe(estimate.linesHash);
    expect(estimate.signaturePng).toMatch(/^data:image\/png;base64,/);
  } finally {
    await admin.dispose();
  }
  await page.screenshot({ path: 'test-results/estimate-signed-phone.png', fullPage: true });
});

test('the office saves a new price-book version; estimates keep theirs', async ({ page }) => {
  await signInAs(page.request, 'admin');
  await page.goto('/admin/pricing');
  await expect(page.getByRole('heading', { name: 'Price book' })).toBeVisible();
  const current = Number((await page.getByText(/^Current: version \d+/).textContent())?.match(/version (\d+)/)?.[1]);
  // Same prices, a new version: a parallel estimate test still prices $538.00 whichever it gets.
  const minimum = page.getByLabel('Minimum load price in dollars');
  await minimum.fill('-5');
  await expect(minimum).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: `Save as version ${current + 1}` })).toBeDisabled();
  await minimum.fill('179.00');
  await page.getByLabel('What changed (shown in the version list)').fill('Checked against the 2026 dump fees');
  await page.getByRole('button', { name: `Save as version ${current + 1}` }).click();
  await expect(page.getByText(`Current: version ${current + 1} — Checked against the 2026 dump fees`)).toBeVisible();
  await page.screenshot({ path: `test-results/admin-pricing-${test.info().project.name}.png`, fullPage: true });
});
