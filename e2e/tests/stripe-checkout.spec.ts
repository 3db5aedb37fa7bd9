/**
 * Card payment online (decision 0194), at phone size in Chromium: an app of its own
 * with Stripe configured against the local stand-in (the shared e2e server has no provider, so the
 * card-reader journey in estimate.spec.ts stays the "no provider" one). The customer opens the
 * invoice, taps "Pay by card online", lands on the stand-in checkout; the test then sends the
 * signed `checkout.session.completed` Stripe would send, and the invoice page shows Paid.
 */
import net from 'node:net';
import {
  calendarDateOf,
  type EstimateSelection,
  estimateLinesHash,
  type Invoice,
  PriceBookSchema,
  priceEstimate,
} from '@haul/shared';
import { buildJob } from '@haul/shared/factories';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
} from '../../api/test/stripe-stand-in.ts';
import { pushAsSignedIn } from '../support/dispatch.ts';
import { startApp } from '../support/global-setup.ts';
import { signInAs } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let stand: StripeStandIn;
let app: Awaited<ReturnType<typeof startApp>>;
let admin: APIRequestContext;

test.beforeAll(async () => {
  test.skip(
    test.info().project.name !== 'phone',
    'a phone-size journey; api/test/stripe-payments.test.ts covers the rest',
  );
  test.setTimeout(scaled(200_000));
  stand = await startStripeStandIn();
  const port = await freePort();
  app = await startApp({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: stand.apiBase,
  });
  admin = await playwrightRequest.newContext({ baseURL: app.url });
  await signInAs(admin, 'admin');
});

test.afterAll(async () => {
  await admin?.dispose();
  await app?.stop();
  await stand?.close();
});

/** A done job's open invoice, made through the REST routes as the office would. */
async function openInvoice(): Promise<Invoice> {
  const job = buildJob(calendarDateOf(new Date()));
  await pushAsSignedIn(admin, [{ name: 'createAppointment', args: job }]);
  const book = PriceBookSchema.parse(await (await admin.get('/api/price-books/current')).json());
  const selection: EstimateSelection = {
    priceBookNumber: book.number,
    shareEighths: 4,
    items: [{ code: 'mattress', quantity: 1 }],
    surcharges: [],
  };
  const priced = priceEstimate(book, book.number, selection);
  if (!priced.ok) throw new Error(priced.message);
  const linesHash = await estimateLinesHash(priced);
  const id = crypto.randomUUID();
  const saved = await admin.put('/api/estimates', {
    data: { id, appointmentId: job.id, selection, totalCents: priced.totalCents, linesHash },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  const signed = await admin.post(`/api/estimates/${id}/signature`, {
    data: {
      linesHash,
      signerName: 'Tasha Greene',
      signedAt: new Date().toISOString(),
      strokes: [{ points: [{ x: 1, y: 1 }] }],
      png: PNG,
    },
  });
  expect(signed.status(), await signed.text()).toBeLessThan(300);
  const done = await admin.post('/api/invoices/complete', {
    data: { appointmentId: job.id, finalShareEighths: 4, completedAt: new Date().toISOString() },
  });
  expect(done.status(), await done.text()).toBe(201);
  return ((await done.json()) as { invoice: Invoice }).invoice;
}

test('the customer pays the invoice online by card and the invoice shows Paid', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  const invoice = await openInvoice();
  const invoiceUrl = `${app.url}${invoice.publicPath}`;

  await page.goto(invoiceUrl);
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Due');
  const pay = page.getByRole('button', { name: 'Pay by card online' });
  await expect(pay).toBeVisible();
  const box = await pay.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  await page.screenshot({ path: 'test-results/stripe-invoice-due-phone.png', fullPage: true });

  await pay.click();
  await expect(page.getByRole('heading', { name: 'Stand-in Stripe checkout' })).toBeVisible();
  const sessionId = /\/pay\/(cs_\w+)$/.exec(page.url())?.[1];
  expect(sessionId).toBeTruthy();
  const amount = (invoice.totalCents / 100).toFixed(2);
  await expect(page.getByText(`Pay $${amount}`)).toBeVisible();

  // The customer pays on Stripe's page; Stripe tells the server with a signed webhook.
  const { body, signature } = stand.paidEvent(sessionId ?? '');
  const hook = await page.request.post(`${app.url}/api/payments/stripe/webhook`, {
    data: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  expect(hook.status(), await hook.text()).toBe(200);
  expect(await hook.json()).toMatchObject({ outcome: 'paid', status: 'paid' });

  // Stripe sends the customer back to the invoice (the success URL).
  await page.goto(stand.sessions.get(sessionId ?? '')?.success_url ?? '');
  expect(page.url()).toBe(`${invoiceUrl}?paid=1`);
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Paid');
  await expect(page.getByRole('button', { name: 'Pay by card online' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/stripe-invoice-paid-phone.png', fullPage: true });

  const office = await (await admin.get(`/api/invoices/job/${invoice.appointmentId}`)).json();
  expect(office.invoice).toMatchObject({ status: 'paid', paidCents: invoice.totalCents });
});

test('a Stripe payment no invoice could take is listed for the office to refund in Stripe', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  const invoice = await openInvoice();
  const link = await admin.post(`/api/invoices/${invoice.id}/checkout`);
  const { sessionId } = (await link.json()) as { sessionId: string };
  // The crew takes it all on the reader after the link went out; then the customer pays online too.
  const paid = await admin.post('/api/payments/card-reader', {
    data: {
      id: crypto.randomUUID(),
      appointmentId: invoice.appointmentId,
      amountCents: invoice.totalCents,
      cardLast4: '4242',
      approvalCode: 'E2E777',
      paidAt: new Date().toISOString(),
    },
  });
  expect(paid.status()).toBe(201);
  const { body, signature } = stand.paidEvent(sessionId);
  const hook = await admin.post('/api/payments/stripe/webhook', {
    data: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  expect(await hook.json()).toMatchObject({ outcome: 'refused', code: 'overpayment' });

  const login = await page.request.post(`${app.url}/api/auth/login`, {
    data: { username: 'admin', password: 'e2e-admin-password' },
  });
  expect(login.status()).toBe(200);
  await page.goto(`${app.url}/admin/money`);
  const refused = page.getByRole('region', { name: 'Card payments to refund in Stripe' });
  await expect(refused).toContainText(`Invoice ${invoice.number}`);
  await expect(refused).toContainText('refund it in Stripe');
  await expect(refused.getByRole('link', { name: 'Open the job' })).toHaveAttribute(
    'href',
    `/admin/appointments/${invoice.appointmentId}`,
  );
  await refused.screenshot({ path: 'test-results/money-refused-stripe-phone.png' });
});
