/**
 * Money for the office (decision 0195), in Chromium at phone and desktop size: a job is priced,
 * signed, invoiced and part paid through the API, and the money screen shows it owed with a link
 * to the job, the day's revenue in the chart's table, the lead source, and the accountant's CSV
 * carrying its rows. Figures are checked for this job only: other specs take money in parallel.
 */
import { randomUUID } from 'node:crypto';
import { estimateLinesHash, formatCents, type PriceBook, priceEstimate } from '@haul/shared';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { createJob } from '../support/jobs.ts';
import { createEmployee, signInAs, uniqueLastName } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test('the office sees an invoice owed, the day’s revenue and the CSV rows', async ({ page }) => {
  test.setTimeout(scaled(60_000));
  const api = page.request;
  await signInAs(api, 'admin');
  const lastName = uniqueLastName('Money');
  const member = await createEmployee(api, { lastName });
  const job = await createJob({ crew: [member.id], leadSource: 'nextdoor', lastName: uniqueLastName('Owes') });

  const book = (await (await api.get('/api/price-books/current')).json()) as PriceBook;
  const selection = { priceBookNumber: book.number, shareEighths: 4, items: [], surcharges: [] };
  const priced = priceEstimate(book, book.number, selection);
  if (!priced.ok) throw new Error(priced.message);
  const linesHash = await estimateLinesHash(priced);
  const estimateId = randomUUID();
  expect(
    (
      await api.put('/api/estimates', {
        data: { id: estimateId, appointmentId: job.id, selection, totalCents: priced.totalCents, linesHash },
      })
    ).status(),
  ).toBeLessThan(300);
  expect(
    (
      await api.post(`/api/estimates/${estimateId}/signature`, {
        data: {
          linesHash,
          signerName: 'Pat Owens',
          signedAt: new Date().toISOString(),
          strokes: [{ points: [{ x: 1, y: 1 }] }],
          png: PNG,
        },
      })
    ).status(),
  ).toBeLessThan(300);
  const done = await api.post('/api/invoices/complete', {
    data: { appointmentId: job.id, finalShareEighths: 4, completedAt: new Date().toISOString() },
  });
  expect(done.status()).toBeLessThan(300);
  const { invoice } = (await done.json()) as { invoice: { number: number; totalCents: number } };
  const paid = 10_000;
  const pay = await api.post('/api/payments/card-reader', {
    data: {
      id: randomUUID(),
      appointmentId: job.id,
      amountCents: paid,
      cardLast4: '4242',
      approvalCode: 'E2E123',
      paidAt: new Date().toISOString(),
    },
  });
  expect(pay.status()).toBeLessThan(300);

  await page.goto('/admin/money');
  await expect(page.getByRole('heading', { name: 'Money', level: 1 })).toBeVisible();
  await expect(page.getByText('Needs a connection: nothing here works offline.')).toBeVisible();
  const owed = page.getByRole('listitem').filter({ hasText: `Invoice ${invoice.number} ·` });
  await expect(owed).toContainText(`${formatCents(invoice.totalCents - paid)} due`);
  await expect(owed.getByRole('link', { name: 'Open the job' })).toHaveAttribute(
    'href',
    `/admin/appointments/${job.id}`,
  );
  await expect(page.getByTestId('revenue-chart').locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('region', { name: /By lead source/ })).toContainText('Nextdoor');
  // Lead sources and crews as charts too, each summed up in words beside it.
  await expect(page.getByTestId('lead-source-chart').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('crew-chart').locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('region', { name: /By lead source/ }).locator('figcaption')).toContainText(
    'brought the most',
  );
  await expect(page.getByRole('region', { name: /By crew member/ })).toContainText(`${member.firstName} ${lastName}`);
  await page.getByText('The days as a table').click();
  await expect(page.getByRole('table', { name: /Revenue by day/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/admin-money-${test.info().project.name}.png`, fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(file, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const ours = text.split('\r\n').filter((line) => line.split(',')[2] === String(invoice.number));
  expect(ours.map((line) => line.split(',')[0]).sort()).toEqual(['Invoice', 'Payment']);
  expect(ours.find((line) => line.startsWith('Payment'))).toContain(',100.00,Yes,Card reader,4242,E2E123,');
});

test('a failed read of the card payments to refund says so, and Try again reads them', async ({ page }) => {
  await signInAs(page.request, 'admin');
  // The list shows only when Stripe took a payment no invoice could: a failed read must not look like "none".
  let failing = true;
  await page.route('**/api/payments/stripe/refused', (route) =>
    failing ? route.fulfill({ status: 502, body: 'Bad Gateway' }) : route.fallback(),
  );
  await page.goto('/admin/money');
  const refunds = page.getByRole('region', { name: 'Card payments to refund in Stripe' });
  await expect(refunds).toContainText('Could not load card payments to refund. Try again in a moment.');
  failing = false;
  await refunds.getByRole('button', { name: 'Try again' }).click();
  // Once read, the section lists what to refund, or is gone when there is nothing (other specs may add some).
  await expect(page.getByText('Could not load card payments to refund')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
