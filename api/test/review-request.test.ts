/**
 * Decision 0230: the review request after payment — queued in the payment's transaction when an
 * invoice becomes paid, by the card reader (REST or sync) or Stripe's webhook, once per invoice
 * and channel; nothing at all while the office has no review link (the default).
 */
import { type Invoice, type PriceBook, PriceBookSchema } from '@haul/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeProvider } from '../src/payments/stripe.ts';
import { type Harness, useHarness, withApp } from './harness.ts';
import { cardPayment, done, signedJob } from './invoice-support.ts';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
} from './stripe-stand-in.ts';
import { mutation, pushOk } from './sync-support.ts';

const REVIEW_LINK = 'https://g.page/r/haul-it-all-atlanta/review';
const base = useHarness({ now: '2025-01-06T15:00:00Z' });
let h: Harness;
let stand: StripeStandIn;
let admin: string;
let crew: string;
let book: PriceBook;

beforeAll(async () => {
  stand = await startStripeStandIn();
  h = withApp(base, {
    publicUrl: 'https://haul.example.com',
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

async function setReviewLink(reviewLink: string | null) {
  const res = await h.json(
    'PUT',
    '/api/office/message-settings',
    { reminderHour: 17, reviewLink, wording: {} },
    {
      cookie: admin,
    },
  );
  expect(res.status).toBe(200);
}

async function openInvoice(): Promise<Invoice> {
  const { appointmentId } = await signedJob(h, { admin, book }, admin, [base.crewEmployeeId]);
  const made = await h.json('POST', '/api/invoices/complete', done(appointmentId), { cookie: admin });
  expect(made.status).toBe(201);
  return ((await made.json()) as { invoice: Invoice }).invoice;
}

const reviewRequests = (appointmentId: string) =>
  h.db.sql<{ channel: string; occasion: string; body_text: string; status: string }[]>`
    select channel, occasion, body_text, status from messages
    where appointment_id = ${appointmentId} and kind = 'review_request' order by channel`;

const payOnReader = (invoice: Invoice, amountCents: number, id?: string) =>
  h.json('POST', '/api/payments/card-reader', cardPayment(invoice.appointmentId, amountCents, id), { cookie: crew });

describe('review request after payment', () => {
  it('is off by default: a paid invoice queues no review request', async () => {
    await setReviewLink(null);
    const invoice = await openInvoice();
    expect((await payOnReader(invoice, invoice.totalCents)).status).toBe(201);
    expect(await reviewRequests(invoice.appointmentId)).toEqual([]);
  });

  it('with a link: queued once when the card reader pays the invoice in full, not on a part payment', async () => {
    await setReviewLink(REVIEW_LINK);
    const invoice = await openInvoice();
    expect((await payOnReader(invoice, 1000)).status).toBe(201);
    expect(await reviewRequests(invoice.appointmentId)).toEqual([]);

    const rest = invoice.totalCents - 1000;
    const paymentId = crypto.randomUUID();
    expect((await payOnReader(invoice, rest, paymentId)).status).toBe(201);
    // The same payment replayed (a retried request): still one request per channel.
    expect((await payOnReader(invoice, rest, paymentId)).status).toBeLessThan(500);
    const rows = await reviewRequests(invoice.appointmentId);
    expect(rows.map((r) => [r.channel, r.occasion, r.status])).toEqual([
      ['email', String(invoice.number), 'scheduled'],
      ['sms', String(invoice.number), 'scheduled'],
    ]);
    for (const r of rows) expect(r.body_text).toContain(REVIEW_LINK);
  });

  it('with a link: queued once when the phone records the payment through sync', async () => {
    await setReviewLink(REVIEW_LINK);
    const invoice = await openInvoice();
    const args = cardPayment(invoice.appointmentId, invoice.totalCents);
    const batch = crypto.randomUUID();
    await pushOk(h, crew, batch, [mutation(1, 'recordCardPayment', args)]);
    await pushOk(h, crew, crypto.randomUUID(), [mutation(1, 'recordCardPayment', args)]);
    expect((await reviewRequests(invoice.appointmentId)).map((r) => r.channel)).toEqual(['email', 'sms']);
  });

  it("with a link: queued once when Stripe's webhook pays it, a duplicate delivery adding nothing", async () => {
    await setReviewLink(REVIEW_LINK);
    const invoice = await openInvoice();
    const link = await h.json('POST', `/api/invoices/${invoice.id}/checkout`, undefined, { cookie: admin });
    const { sessionId } = (await link.json()) as { sessionId: string };
    const event = stand.paidEvent(sessionId);
    const deliver = () =>
      h.app.request('/api/payments/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
        body: event.body,
      });
    expect(await (await deliver()).json()).toMatchObject({ outcome: 'paid', status: 'paid' });
    expect(await (await deliver()).json()).toMatchObject({ outcome: 'duplicate' });
    const rows = await reviewRequests(invoice.appointmentId);
    expect(rows.map((r) => [r.channel, r.occasion])).toEqual([
      ['email', String(invoice.number)],
      ['sms', String(invoice.number)],
    ]);
  });
});
