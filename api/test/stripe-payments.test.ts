/**
 * Card payments online through Stripe (decisions 0193, 0194), against a local stand-in of
 * the Stripe endpoints the real `stripe` client calls, with webhooks signed by the library's own
 * test-header helper: one Checkout Session per invoice state, the signed webhook marking the
 * invoice paid through the card reader's `apply`, applied once per event, and every refusal
 * (bad signature, unknown invoice, more than is due) changing nothing and never a 5xx.
 */
import { type Invoice, type PriceBook, PriceBookSchema } from '@haul/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeProvider } from '../src/payments/stripe.ts';
import { type Harness, readError, useHarness, withApp } from './harness.ts';
import { cardPayment, done, signedJob } from './invoice-support.ts';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
} from './stripe-stand-in.ts';

const PUBLIC_URL = 'https://haul.example.com';
const base = useHarness({ now: '2025-01-06T15:00:00Z' });
let h: Harness;
let stand: StripeStandIn;
let admin: string;
let crew: string;
let book: PriceBook;

beforeAll(async () => {
  stand = await startStripeStandIn();
  h = withApp(base, {
    publicUrl: PUBLIC_URL,
    paymentProvider: stripeProvider({
      secretKey: STRIPE_TEST_KEY,
      webhookSecret: STRIPE_TEST_WEBHOOK_SECRET,
      apiBase: stand.apiBase,
    }),
  });
  admin = await h.signIn('admin');
  crew = await h.signIn('crew');
  book = PriceBookSchema.parse(
    await (await h.json('GET', '/api/price-books/current', undefined, { cookie: crew })).json(),
  );
});
afterAll(() => stand?.close());

/** A done job's open invoice (the crew member is on the job unless `crewIds` says otherwise). */
async function openInvoice(crewIds = [base.crewEmployeeId]) {
  const { appointmentId } = await signedJob(h, { admin, book }, admin, crewIds);
  const made = await h.json('POST', '/api/invoices/complete', done(appointmentId), { cookie: admin });
  expect(made.status).toBe(201);
  return ((await made.json()) as { invoice: Invoice }).invoice;
}

interface Link {
  sessionId: string;
  url: string;
  amountCents: number;
  invoiceUrl: string;
}
async function checkout(invoiceId: string, cookie = admin) {
  return h.json('POST', `/api/invoices/${invoiceId}/checkout`, undefined, { cookie });
}
async function linkFor(invoiceId: string, cookie = admin): Promise<Link> {
  const res = await checkout(invoiceId, cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as Link;
}

const webhook = (body: string, signature?: string) =>
  h.app.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body,
  });

/** Everything a webhook could change: the invoice's money, its payments, the events kept, the sync version. */
async function moneyState(invoiceId: string) {
  const [invoice] = await h.db.sql`select paid_cents, status, version from invoices where id = ${invoiceId}`;
  const payments = await h.db.sql`select method, amount_cents, provider_ref, recorded_by from payments
    where invoice_id = ${invoiceId} order by created_at`;
  const events = await h.db.sql`select event_id, outcome, detail from stripe_events where invoice_id = ${invoiceId}`;
  const [version] = await h.db.sql`select version from sync_version`;
  return { invoice, payments: [...payments], events: [...events], version: version?.version };
}

describe('checkout', () => {
  it('makes one Checkout Session for the amount due, returns it again, and links it from the customer page', async () => {
    const invoice = await openInvoice();
    const before = stand.creates.length;
    const first = await linkFor(invoice.id);
    expect(stand.creates.length).toBe(before + 1);
    const sent = stand.creates.at(-1) ?? {};
    expect(sent).toMatchObject({
      mode: 'payment',
      client_reference_id: invoice.id,
      'metadata[invoice_id]': invoice.id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(invoice.totalCents),
      'line_items[0][price_data][product_data][name]': `Invoice ${invoice.number}`,
      success_url: `${PUBLIC_URL}${invoice.publicPath}?paid=1`,
      cancel_url: `${PUBLIC_URL}${invoice.publicPath}`,
    });
    expect(first).toMatchObject({ amountCents: invoice.totalCents, invoiceUrl: `${PUBLIC_URL}${invoice.publicPath}` });
    expect(first.url).toBe(`${stand.apiBase}/pay/${first.sessionId}`);

    // Asked again, by the crew on the job this time: the same session, no second call to Stripe.
    expect(await linkFor(invoice.id, crew)).toMatchObject({ sessionId: first.sessionId, url: first.url });
    expect(stand.creates.length).toBe(before + 1);

    const page = await h.app.request(invoice.publicPath);
    const html = await page.text();
    expect(html).toContain('Pay by card online');
    expect(html).toContain(`action="${invoice.publicPath}/pay"`);
    // The button's post moves the customer on to the same session (a page, not a redirect: the
    // CSP's form-action 'self' would block a form post's redirect to Stripe).
    const pay = await h.app.request(`${invoice.publicPath}/pay`, { method: 'POST' });
    expect(pay.status).toBe(200);
    const step = await pay.text();
    expect(step).toContain(`<meta http-equiv="refresh" content="0;url=${first.url}">`);
    expect(step).toContain(`href="${first.url}"`);
    expect(stand.creates.length).toBe(before + 1);
    // Back from Stripe before its webhook: the page says it is being confirmed, not "pay" again.
    const back = await (await h.app.request(`${invoice.publicPath}?paid=1`)).text();
    expect(back).toContain('your card payment is being confirmed');
    expect(back).not.toContain('Pay by card online');
  });

  it('a crew member not on the job is refused; a paid or void invoice has no link', async () => {
    const notOurs = await openInvoice([]);
    const refused = await checkout(notOurs.id, crew);
    expect(refused.status).toBe(403);
    expect((await readError(refused)).code).toBe('not_your_job');
    expect((await readError(await checkout('00000000-0000-4000-8000-000000000000'))).code).toBe('not_found');

    const paid = await openInvoice();
    await h.json('POST', '/api/payments/card-reader', cardPayment(paid.appointmentId, paid.totalCents), {
      cookie: crew,
    });
    expect((await readError(await checkout(paid.id))).code).toBe('already_paid');
    expect(await (await h.app.request(paid.publicPath)).text()).not.toContain('Pay by card online');

    const voided = await openInvoice();
    await h.json('POST', `/api/invoices/${voided.id}/void`, { reason: 'Entered twice' }, { cookie: admin });
    expect((await readError(await checkout(voided.id))).code).toBe('invoice_void');
  });

  it('Stripe refusing the session is a clear 502 that keeps nothing', async () => {
    const invoice = await openInvoice();
    stand.refuseNext();
    const res = await checkout(invoice.id);
    expect(res.status).toBe(502);
    expect((await readError(res)).code).toBe('payment_provider_unavailable');
    const [row] = await h.db.sql`select stripe_session_id from invoices where id = ${invoice.id}`;
    expect(row?.stripe_session_id).toBeNull();
  });
});

describe('webhook', () => {
  it('a paid checkout marks the invoice paid, as a Stripe payment with the session as its reference', async () => {
    const invoice = await openInvoice();
    const { sessionId } = await linkFor(invoice.id);
    const { body, signature } = stand.paidEvent(sessionId);
    const res = await webhook(body, signature);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'paid', invoiceId: invoice.id, status: 'paid' });
    const state = await moneyState(invoice.id);
    expect(state.invoice).toMatchObject({ paid_cents: invoice.totalCents, status: 'paid' });
    expect(state.payments).toEqual([
      { method: 'stripe', amount_cents: invoice.totalCents, provider_ref: sessionId, recorded_by: null },
    ]);
    expect(state.events).toMatchObject([{ outcome: 'paid' }]);
    // The invoice reaches the crew's phones as paid, and the customer's page says so.
    const synced = await h.json('GET', `/api/invoices/job/${invoice.appointmentId}`, undefined, { cookie: crew });
    expect(await synced.json()).toMatchObject({ invoice: { status: 'paid', paidCents: invoice.totalCents } });
    const html = await (await h.app.request(invoice.publicPath)).text();
    expect(html).toContain('>Paid<');
    expect(html).not.toContain('Pay by card online');
  });

  it('a duplicate event is applied once; another event for the same session records nothing more', async () => {
    const invoice = await openInvoice();
    const { sessionId } = await linkFor(invoice.id);
    const event = stand.paidEvent(sessionId, { eventId: 'evt_duplicate_test' });
    expect((await webhook(event.body, event.signature)).status).toBe(200);
    const after = await moneyState(invoice.id);
    const again = await webhook(event.body, event.signature);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: 'duplicate', eventId: 'evt_duplicate_test' });
    expect(await moneyState(invoice.id)).toEqual(after);

    const other = stand.paidEvent(sessionId, { eventId: 'evt_same_session_other' });
    const res = await webhook(other.body, other.signature);
    expect(await res.json()).toMatchObject({ outcome: 'already_recorded' });
    const state = await moneyState(invoice.id);
    expect(state.invoice).toEqual(after.invoice);
    expect(state.payments).toEqual(after.payments);
  });

  it('a bad, missing, stale or other-secret signature is refused with 400 and changes nothing', async () => {
    const invoice = await openInvoice();
    const { sessionId } = await linkFor(invoice.id);
    const before = await moneyState(invoice.id);
    const good = stand.paidEvent(sessionId, { eventId: 'evt_bad_signature' });
    const tampered = good.body.replace(`"amount_total":${invoice.totalCents}`, '"amount_total":1');
    expect(tampered).not.toBe(good.body);
    const attempts = [
      webhook(good.body),
      webhook(good.body, 'not-a-signature'),
      webhook(tampered, good.signature),
      webhook(good.body, stand.paidEvent(sessionId, { secret: 'whsec_someone_else' }).signature),
      // A delivery captured and replayed ten minutes later: outside Stripe's five-minute tolerance.
      (() => {
        const old = stand.paidEvent(sessionId, { timestamp: Math.floor(Date.now() / 1000) - 600 });
        return webhook(old.body, old.signature);
      })(),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect((await readError(res)).code).toBe('bad_signature');
    }
    expect(await moneyState(invoice.id)).toEqual(before);
  });

  it('an event for an invoice this server does not have is answered 200, ignored, and keeps nothing', async () => {
    const invoice = await openInvoice();
    const { sessionId } = await linkFor(invoice.id);
    const session = stand.sessions.get(sessionId);
    if (!session) throw new Error('no session');
    const [events] = await h.db.sql`select count(*)::int as n from stripe_events`;
    const [version] = await h.db.sql`select version from sync_version`;
    for (const invoiceId of ['7d5e3b2a-1111-4222-8333-444455556666', 'not-a-uuid']) {
      stand.sessions.set(sessionId, {
        ...session,
        metadata: { invoice_id: invoiceId },
        client_reference_id: invoiceId,
      });
      const { body, signature } = stand.paidEvent(sessionId);
      const res = await webhook(body, signature);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ outcome: 'ignored', reason: 'unknown_invoice' });
    }
    expect(await h.db.sql`select count(*)::int as n from stripe_events`).toEqual([events]);
    expect(await h.db.sql`select version from sync_version`).toEqual([version]);
  });

  it('more than is still due (paid on the reader meanwhile) is refused and kept for the office, never a 5xx', async () => {
    const invoice = await openInvoice();
    const { sessionId } = await linkFor(invoice.id);
    // The crew takes part of it on the reader after the link was sent.
    await h.json('POST', '/api/payments/card-reader', cardPayment(invoice.appointmentId, 10_000), { cookie: crew });
    const before = await moneyState(invoice.id);
    const { body, signature } = stand.paidEvent(sessionId, { eventId: 'evt_overpaid' });
    const res = await webhook(body, signature);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'refused', code: 'overpayment' });
    const after = await moneyState(invoice.id);
    expect(after.invoice?.paid_cents).toBe(before.invoice?.paid_cents);
    expect(after.payments).toEqual(before.payments);
    expect(after.events).toEqual([
      { event_id: 'evt_overpaid', outcome: 'refused', detail: expect.stringMatching(/refund it in Stripe/) },
    ]);
    // The office sees it, with the invoice and what to do; the crew does not.
    const listed = await h.json('GET', '/api/payments/stripe/refused', undefined, { cookie: admin });
    expect(((await listed.json()) as { payments: unknown[] }).payments).toContainEqual(
      expect.objectContaining({
        eventId: 'evt_overpaid',
        invoiceNumber: invoice.number,
        appointmentId: invoice.appointmentId,
        detail: expect.stringMatching(/refund it in Stripe/),
      }),
    );
    expect((await h.json('GET', '/api/payments/stripe/refused', undefined, { cookie: crew })).status).toBe(403);
    // The link now asks for what is left: a new session for the new amount.
    const next = await linkFor(invoice.id);
    expect(next.sessionId).not.toBe(sessionId);
    expect(next.amountCents).toBe(invoice.totalCents - 10_000);
  });
});

describe('refunds through Stripe', () => {
  /** An invoice paid in full through the webhook; the Stripe payment's id. */
  async function paidOnline() {
    const invoice = await openInvoice();
    const { sessionId } = await linkFor(invoice.id);
    const { body, signature } = stand.paidEvent(sessionId);
    expect((await webhook(body, signature)).status).toBe(200);
    const [payment] = await h.db.sql<{ id: string }[]>`select id from payments where provider_ref = ${sessionId}`;
    return { invoice, sessionId, paymentId: payment?.id ?? '' };
  }
  const refund = (paymentId: string, amountCents: number) =>
    h.json(
      'POST',
      `/api/payments/${paymentId}/refund`,
      { amountCents, reason: 'Customer kept the sofa' },
      { cookie: admin },
    );

  it('a refund of a Stripe payment is made at Stripe first, then recorded with its refund id', async () => {
    const { invoice, sessionId, paymentId } = await paidOnline();
    const before = stand.refunds.length;
    const res = await refund(paymentId, 5_000);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ refundedCents: 5_000, status: 'paid' });
    expect(stand.refunds.slice(before)).toEqual([
      { id: expect.stringMatching(/^re_/), paymentIntent: `pi_standin_${sessionId.slice(-6)}`, amount: 5_000 },
    ]);
    const rows = await h.db.sql`select amount_cents, provider_ref from payment_refunds where payment_id = ${paymentId}`;
    expect(rows).toEqual([{ amount_cents: 5_000, provider_ref: stand.refunds.at(-1)?.id }]);
    // More than is left is refused before Stripe is asked.
    const tooMuch = await refund(paymentId, invoice.totalCents);
    expect((await readError(tooMuch)).code).toBe('refund_too_large');
    expect(stand.refunds.length).toBe(before + 1);
  });

  it('Stripe refusing the refund records nothing (502, the office can try again)', async () => {
    const { invoice, paymentId } = await paidOnline();
    const before = await moneyState(invoice.id);
    stand.refuseNextRefund();
    const res = await refund(paymentId, 1_000);
    expect(res.status).toBe(502);
    expect((await readError(res)).code).toBe('payment_provider_unavailable');
    expect(await moneyState(invoice.id)).toEqual(before);
    expect(await h.db.sql`select 1 from payment_refunds where payment_id = ${paymentId}`).toEqual([]);
    // The retry goes through.
    expect((await refund(paymentId, 1_000)).status).toBe(200);
  });

  it('a card-reader payment is refunded on the reader: recorded only, Stripe not asked', async () => {
    const invoice = await openInvoice();
    const pay = await h.json('POST', '/api/payments/card-reader', cardPayment(invoice.appointmentId, 10_000), {
      cookie: crew,
    });
    expect(pay.status).toBe(201);
    const [payment] = await h.db.sql<{ id: string }[]>`select id from payments where invoice_id = ${invoice.id}`;
    const before = stand.refunds.length;
    expect((await refund(payment?.id ?? '', 2_000)).status).toBe(200);
    expect(stand.refunds.length).toBe(before);
  });
});

describe('no provider configured (the embedded default)', () => {
  it('the page offers no online payment, the link route says so, and the webhook is not there', async () => {
    const invoice = await openInvoice();
    const plain = withApp(base, {});
    expect(await (await plain.app.request(invoice.publicPath)).text()).not.toContain('Pay by card online');
    const link = await plain.json('POST', `/api/invoices/${invoice.id}/checkout`, undefined, { cookie: admin });
    expect(link.status).toBe(409);
    expect((await readError(link)).code).toBe('no_payment_provider');
    const pay = await plain.app.request(`${invoice.publicPath}/pay`, { method: 'POST' });
    expect(pay.status).toBe(409);
    const { body, signature } = stand.paidEvent((await linkFor(invoice.id)).sessionId);
    const hook = await plain.app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'stripe-signature': signature },
      body,
    });
    expect(hook.status).toBe(404);
    const [row] = await h.db.sql`select paid_cents from invoices where id = ${invoice.id}`;
    expect(row?.paid_cents).toBe(0);
  });
});
