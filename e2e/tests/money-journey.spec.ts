/**
 * The money journey (decisions 0190–0195), whole, in Chromium at phone size: with no signal the crew prices
 * the job, the customer signs with a finger, the job is marked done; with signal it syncs, the
 * invoice is issued and emailed (SMTP stand-in), the customer pays on the stand-in Stripe
 * checkout, the signed webhook marks it paid, and the office's /admin/money shows the revenue.
 * An app of its own (Stripe on, a fresh database, so the office's figures are this job's alone);
 * the "no provider, paid on the card reader" journey is estimate.spec.ts.
 */
import net from 'node:net';
import { calendarDateOf } from '@haul/shared';
import { buildJob } from '@haul/shared/factories';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
} from '../../api/test/stripe-stand-in.ts';
import { pushAsSignedIn } from '../support/dispatch.ts';
import { E2E_PASSWORDS, startApp } from '../support/global-setup.ts';
import { type ReceivedMail, startMessageStandIn } from '../support/message-stand-in.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { drawSignature } from '../support/signature.ts';
import { createEmployee, issueSetupCode } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let stripe: StripeStandIn;
let messages: Awaited<ReturnType<typeof startMessageStandIn>>;
let app: Awaited<ReturnType<typeof startApp>>;
let admin: APIRequestContext;

test.beforeAll(async () => {
  test.skip(test.info().project.name !== 'phone', 'the crew’s journey, at phone size');
  test.setTimeout(scaled(200_000));
  stripe = await startStripeStandIn();
  messages = await startMessageStandIn();
  const port = await freePort();
  app = await startApp({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.apiBase,
    SMTP_URL: messages.smtpUrl,
    E2E_NO_QUIET_HOURS: 'true',
  });
  admin = await playwrightRequest.newContext({ baseURL: app.url });
  const login = await admin.post('/api/auth/login', { data: { username: 'admin', password: E2E_PASSWORDS.admin } });
  expect(login.status()).toBe(200);
});

test.afterAll(async () => {
  await admin?.dispose();
  await app?.stop();
  await stripe?.close();
  await messages?.close();
});

const mailsTo = async (to: string): Promise<ReceivedMail[]> => {
  const { mails } = (await (await fetch(`${messages.url}/received`)).json()) as { mails: ReceivedMail[] };
  return mails.filter((m) => m.to === to);
};

test('offline estimate, signature and job done; online invoice, Stripe payment, and the office’s revenue', async ({
  context,
  page,
}) => {
  test.setTimeout(scaled(150_000));
  // The office: a crew member with app access, on today's job.
  const employee = await createEmployee(admin, { firstName: 'Andre' });
  const { code } = await issueSetupCode(admin, employee.id);
  const username = `crew-${employee.id.slice(0, 8)}`;
  const password = `pw-${crypto.randomUUID()}`;
  const redeem = await playwrightRequest.newContext({ baseURL: app.url });
  expect((await redeem.post('/api/auth/setup', { data: { code, username, password } })).status()).toBe(200);
  await redeem.dispose();
  const job = buildJob(calendarDateOf(new Date()), {
    leadSource: 'google_search',
    email: 'journey.customer@example.com',
  });
  await pushAsSignedIn(admin, [
    { name: 'createAppointment', args: job },
    { name: 'assignEmployee', args: { appointmentId: job.id, employeeId: employee.id } },
  ]);

  // The crew phone, signed in while it has signal, then none.
  expect((await page.request.post(`${app.url}/api/auth/login`, { data: { username, password } })).status()).toBe(200);
  await page.goto(`${app.url}/today`);
  await waitForServiceWorkerControl(page);
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 20_000 });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('sync-online')).toHaveText('Offline');

  await page.locator(`a[href="/jobs/${job.id}/estimate"]`).first().click();
  await page.getByRole('button', { name: /^1\/2 truck/ }).click();
  await page.getByRole('button', { name: 'One more Mattress or box spring' }).click();
  const total = (await page.getByTestId('estimate-total').textContent())?.trim() ?? '';
  expect(total).toMatch(/^\$\d[\d,]*\.\d\d$/);
  await page.getByRole('button', { name: 'Save estimate' }).click();
  await page.getByLabel('Customer’s printed name').fill('Renee Walker');
  await drawSignature(page);
  await page.getByRole('button', { name: `Approve ${total}` }).click();
  await expect(page.getByTestId('estimate-signed')).toContainText('Approved by Renee Walker');
  await page.getByRole('button', { name: 'Mark job done' }).click();
  await expect(page.getByTestId('job-done')).toContainText('The invoice is issued when this reaches the server');
  await expect(page.getByTestId('sync-pending')).toHaveText('3 changes waiting to sync');
  await page.screenshot({ path: 'test-results/money-journey-offline-done-phone.png', fullPage: true });

  // Signal again: it syncs, the server issues the invoice, and the customer is emailed it.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 30_000 });
  const totalPattern = total.replace(/[$.]/g, (c) => `\\${c}`);
  await expect(page.getByTestId('job-done')).toContainText(
    new RegExp(`Invoice HIA-\\d{6}: ${totalPattern} — ${totalPattern} due`),
    { timeout: 20_000 },
  );
  const invoiceHref =
    (await page.getByRole('link', { name: 'Show the customer’s invoice' }).getAttribute('href')) ?? '';
  expect(invoiceHref).toMatch(/^\/api\/invoices\/public\//);
  await expect
    .poll(async () => (await mailsTo(job.email)).map((m) => m.subject), { timeout: 30_000 })
    .toContainEqual(expect.stringContaining('Your invoice from Haul It All Atlanta'));
  const invoiceMail = (await mailsTo(job.email)).find((m) => m.subject.startsWith('Your invoice'));
  expect(invoiceMail?.text).toContain(`${app.url}${invoiceHref}`);

  // The customer opens the emailed link and pays on (the stand-in of) Stripe's checkout.
  await page.goto(`${app.url}${invoiceHref}`);
  await page.getByRole('button', { name: 'Pay by card online' }).click();
  await expect(page.getByRole('heading', { name: 'Stand-in Stripe checkout' })).toBeVisible();
  const sessionId = /\/pay\/(cs_\w+)$/.exec(page.url())?.[1] ?? '';
  expect(sessionId).not.toBe('');
  const { body, signature } = stripe.paidEvent(sessionId);
  const hook = await page.request.post(`${app.url}/api/payments/stripe/webhook`, {
    data: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  expect(await hook.json()).toMatchObject({ outcome: 'paid', status: 'paid' });
  await page.goto(stripe.sessions.get(sessionId)?.success_url ?? '');
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Paid');

  // The office, on the same phone: the day's revenue is this job's total, from Google Search.
  expect(
    (
      await page.request.post(`${app.url}/api/auth/login`, {
        data: { username: 'admin', password: E2E_PASSWORDS.admin },
      })
    ).status(),
  ).toBe(200);
  await page.goto(`${app.url}/admin/money`);
  const today = page.locator('dl > div').filter({ has: page.getByText('Today', { exact: true }) });
  await expect(today.locator('dd').first()).toHaveText(total);
  await expect(page.getByRole('heading', { name: /Still owed: \$0\.00/ })).toBeVisible();
  const bySource = page.getByRole('region', { name: /By lead source/ });
  await expect(bySource.getByRole('row', { name: /Google Search/ })).toContainText(total);
  await expect(page.getByRole('region', { name: /By crew member/ })).toContainText(total);
  await page.screenshot({ path: 'test-results/money-journey-office-phone.png', fullPage: true });
});
