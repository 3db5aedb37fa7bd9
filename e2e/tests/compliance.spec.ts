/**
 * Compliance on the line items (decision 0231), in Chromium: the office adds a permitted tyre
 * carrier on /admin/compliance; on the crew's phone, with no signal, "Mark job done" for a job
 * with tyres waits until the carrier is chosen; with signal the record reaches the office's log.
 */
import { randomUUID } from 'node:crypto';
import { estimateLinesHash, type PriceBook, priceEstimate } from '@haul/shared';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { createJob } from '../support/jobs.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { adminContext, newCrewMember, signInCrew, uniqueLastName } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test('the office adds a tyre carrier; the crew must name it to mark a tyre job done', async ({
  browser,
  context,
  page,
  request,
}) => {
  test.skip(test.info().project.name !== 'phone', 'the crew’s job done is a phone task');
  test.setTimeout(scaled(120_000));
  const carrierName = `Peach State Tire Haulers ${randomUUID().slice(0, 6)}`;

  // The office, at desk size.
  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const office = await desk.newPage();
  const admin = await adminContext();
  try {
    const login = await office.request.post('/api/auth/login', {
      data: { username: 'admin', password: 'e2e-admin-password' },
    });
    expect(login.status()).toBe(200);
    await office.goto('/admin/compliance');
    await expect(office.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible();
    await office.getByLabel('Kind').selectOption({ label: 'Permitted tyre carrier' });
    await office.getByLabel('Name').fill(carrierName);
    await office.getByLabel('Permit or certification number').fill('GA-STC-0427');
    await office.getByRole('button', { name: 'Add' }).click();
    await expect(office.getByText(carrierName)).toBeVisible();
    expect(await seriousViolations(office)).toEqual([]);

    // A job with four tyres, priced and signed (as in office-money.spec.ts), for a new crew member.
    const member = await newCrewMember(request);
    const job = await createJob({ crew: [member.employee.id], lastName: uniqueLastName('Tyres') });
    const book = (await (await admin.get('/api/price-books/current')).json()) as PriceBook;
    const selection = {
      priceBookNumber: book.number,
      shareEighths: 1,
      items: [{ code: 'tyre', quantity: 4 }],
      surcharges: [],
    };
    const priced = priceEstimate(book, book.number, selection);
    if (!priced.ok) throw new Error(priced.message);
    const linesHash = await estimateLinesHash(priced);
    const estimateId = randomUUID();
    const saved = await admin.put('/api/estimates', {
      data: { id: estimateId, appointmentId: job.id, selection, totalCents: priced.totalCents, linesHash },
    });
    expect(saved.status()).toBeLessThan(300);
    const signed = await admin.post(`/api/estimates/${estimateId}/signature`, {
      data: {
        linesHash,
        signerName: 'Lena Park',
        signedAt: new Date().toISOString(),
        strokes: [{ points: [{ x: 1, y: 1 }] }],
        png: PNG,
      },
    });
    expect(signed.status()).toBeLessThan(300);

    // The crew's phone, no signal.
    await signInCrew(page.request, member);
    await page.goto('/today');
    await waitForServiceWorkerControl(page);
    await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 20_000 });
    await context.setOffline(true);
    await page.goto(`/jobs/${job.id}/estimate`);
    await expect(page.getByTestId('sync-online')).toHaveText('Offline');
    const done = page.getByRole('button', { name: 'Mark job done' });
    await expect(done).toBeDisabled();
    await expect(page.getByTestId('compliance-missing')).toContainText('choose the permitted carrier');
    const carrier = page.getByLabel('Permitted carrier the 4 tyres go to');
    await carrier.selectOption({ label: `${carrierName} (permit GA-STC-0427)` });
    await expect(page.getByTestId('compliance-missing')).toHaveCount(0);
    const box = await carrier.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: 'test-results/compliance-job-done-phone.png', fullPage: true });
    await done.click();
    await expect(page.getByTestId('job-done')).toContainText('The invoice is issued when this reaches the server');

    await context.setOffline(false);
    await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 30_000 });
    await expect(page.getByTestId('job-done')).toContainText(/Invoice HIA-\d{6}/, { timeout: 20_000 });

    // The office's log shows where the tyres went.
    await office.reload();
    const row = office.getByRole('row').filter({ hasText: job.lastName });
    await expect(row).toContainText('× 4');
    await expect(row).toContainText(`${carrierName} (permit GA-STC-0427)`);
    await office.screenshot({ path: 'test-results/admin-compliance-desktop.png', fullPage: true });
  } finally {
    await admin.dispose();
    await desk.close();
  }
});
