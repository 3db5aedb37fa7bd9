/**
 * Job done and invoices (decision 0192): completion from a signed estimate, the final share
 * rule, gapless numbers under concurrent completions (run with DATABASE_URL for PostgreSQL), the
 * customer's page and PDF, and crews only on their own jobs, REST and sync alike.
 */
import { randomUUID } from 'node:crypto';
import {
  type EstimateSelection,
  formatCents,
  type Invoice,
  InvoiceSchema,
  type PriceBook,
  PriceBookSchema,
  ReviewQueueSchema,
  TimesheetWeekSchema,
} from '@haul/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRepository } from '../src/db/repositories/invoices.ts';
import { invoiceHtml, invoicePdf } from '../src/services/invoice-document.ts';
import { readError, useHarness } from './harness.ts';
import { cardPayment, done, PNG, signedJob as signedJob_ } from './invoice-support.ts';
import { addJob, clockInArgs, mutation, pushOk, SITE } from './sync-support.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z' });
let admin: string;
let crew: string;
let book: PriceBook;

const signedJob = (cookie: string, crewIds: string[], selection: Partial<EstimateSelection> = {}) =>
  signedJob_(h, { admin, book }, cookie, crewIds, selection);

async function counter() {
  const [row] = await h.db.sql<{ last_number: number }[]>`select last_number from invoice_counters`;
  return row?.last_number ?? -1;
}

beforeAll(async () => {
  admin = await h.signIn('admin');
  crew = await h.signIn('crew');
  book = PriceBookSchema.parse(
    await (await h.json('GET', '/api/price-books/current', undefined, { cookie: crew })).json(),
  );
});

describe("the crew's job-done notes on the office's timesheet and review queue (issue 24 §3)", () => {
  it('carries them on every time entry of the job, beside the clock-out notes', async () => {
    const { appointmentId } = await signedJob(crew, [h.crewEmployeeId]);
    const punch = {
      ...clockInArgs(h.crewEmployeeId, appointmentId, '2025-01-06T13:00:00.000Z'),
      latitude: SITE.latitude + 0.003,
      outsideReason: 'Parked at the church lot',
    };
    const { results } = await pushOk(h, crew, randomUUID(), [
      mutation(1, 'clockIn', punch),
      mutation(2, 'clockOut', {
        employeeId: h.crewEmployeeId,
        timeEntryId: punch.id,
        clockOutTime: '2025-01-06T14:30:00.000Z',
        latitude: SITE.latitude,
        longitude: SITE.longitude,
        notes: 'Took the long way, bridge closed',
      }),
      mutation(3, 'completeJob', done(appointmentId, 4, 'Side gate sticks; lift it')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const week = TimesheetWeekSchema.parse(
      await (await h.json('GET', '/api/office/timesheets?week=2025-01-06', undefined, { cookie: admin })).json(),
    );
    const queue = ReviewQueueSchema.parse(
      await (await h.json('GET', '/api/office/review-queue', undefined, { cookie: admin })).json(),
    );
    for (const entry of [week.entries, queue.items].map((list) => list.find((e) => e.id === punch.id))) {
      expect(entry).toMatchObject({
        clockOutNotes: 'Took the long way, bridge closed',
        job: { id: appointmentId, officeNotes: 'Side gate sticks; lift it' },
      });
    }
  });
});

describe('job done', () => {
  it('the crew marks a signed job done offline: completed, invoiced, notes kept, a warning for no After photo', async () => {
    const { appointmentId, totalCents } = await signedJob(crew, [h.crewEmployeeId]);
    const { results } = await pushOk(h, crew, randomUUID(), [
      mutation(1, 'completeJob', done(appointmentId, 4, 'Gate code changed to 4411')),
    ]);
    expect(results[0]).toMatchObject({
      status: 'applied',
      result: {
        appointment: { status: 'completed' },
        invoice: { totalCents, status: 'open', sendStatus: 'ready', signerName: 'Keisha Long' },
        warnings: ['no_after_photo'],
      },
    });
    const [row] = await h.db.sql`select office_notes, done_by from appointments where id = ${appointmentId}`;
    expect(row?.office_notes).toBe('Gate code changed to 4411');
    expect(row?.done_by).not.toBeNull();
    // Shown on the office's job page, with the invoice.
    const detail = await (
      await h.json('GET', `/api/office/appointments/${appointmentId}`, undefined, { cookie: admin })
    ).json();
    expect(detail).toMatchObject({
      done: { officeNotes: 'Gate code changed to 4411' },
      invoice: { totalCents, status: 'open' },
    });
    const again = await h.json('POST', '/api/invoices/complete', done(appointmentId), { cookie: crew });
    expect(again.status).toBe(409);

    // The customer's invoice is in the outbox from the same transaction (the message outbox, decision 0180):
    // one per channel, with the total and the link to its page.
    const invoice = InvoiceSchema.parse((results[0]?.result as { invoice: unknown } | undefined)?.invoice);
    const sent = await h.db.sql<{ channel: string; occasion: string; subject: string | null; body_text: string }[]>`
      select channel, occasion, subject, body_text from messages
      where appointment_id = ${appointmentId} and kind = 'receipt' order by channel`;
    expect(sent.map((m) => [m.channel, m.occasion])).toEqual([
      ['email', String(invoice.number)],
      ['sms', String(invoice.number)],
    ]);
    const link = `http://localhost${invoice.publicPath}`;
    for (const m of sent) {
      expect(m.body_text).toContain(formatCents(totalCents));
      expect(m.body_text).toContain(link);
    }
    expect(sent[0]?.subject).toBe(`Your invoice from Haul It All Atlanta: ${formatCents(totalCents)}`);
    expect((await readError(again)).code).toBe('already_done');
    const [estimate] = await h.db.sql<
      { id: string }[]
    >`select id from estimates where appointment_id = ${appointmentId}`;
    const resign = await h.json(
      'POST',
      `/api/estimates/${estimate?.id}/signature`,
      {
        linesHash: 'b'.repeat(64),
        signerName: 'X',
        signedAt: '2025-01-06T18:00:00.000Z',
        strokes: [{ points: [{ x: 1, y: 1 }] }],
        png: PNG,
      },
      { cookie: crew },
    );
    expect((await readError(resign)).code).toBe('job_invoiced');
  });

  it('a higher final share than signed needs a new signature; nothing changes, no number is used', async () => {
    const { appointmentId } = await signedJob(crew, [h.crewEmployeeId]);
    const before = await counter();
    const res = await h.json('POST', '/api/invoices/complete', done(appointmentId, 6), { cookie: crew });
    expect(res.status).toBe(409);
    const error = await readError(res);
    expect(error.code).toBe('signature_needed');
    expect(error.message).toMatch(/3\/4 truck comes to \$688\.00, more than the \$488\.00/);
    expect(await counter()).toBe(before);
    const [row] = await h.db.sql`select status from appointments where id = ${appointmentId}`;
    expect(row?.status).not.toBe('completed');
  });

  it('a smaller final share is invoiced as hauled', async () => {
    const { appointmentId } = await signedJob(crew, [h.crewEmployeeId]);
    const res = await h.json('POST', '/api/invoices/complete', done(appointmentId, 2), { cookie: crew });
    expect(res.status).toBe(201);
    const { invoice } = (await res.json()) as { invoice: Invoice };
    expect(invoice.totalCents).toBe(27_900 + 8_900);
  });

  it('no estimate, or one not signed, is refused with a reason', async () => {
    const job = await addJob(h, admin, { crew: [h.crewEmployeeId] });
    const res = await h.json('POST', '/api/invoices/complete', done(job.id), { cookie: crew });
    expect((await readError(res)).code).toBe('no_estimate');
    const bad = await h.json(
      'POST',
      '/api/invoices/complete',
      { ...done(job.id), finalShareEighths: 12 },
      { cookie: crew },
    );
    expect(bad.status).toBe(400);
  });

  it('a crew member not on the job is refused on REST and sync alike', async () => {
    const { appointmentId } = await signedJob(admin, []);
    const rest = await h.json('POST', '/api/invoices/complete', done(appointmentId), { cookie: crew });
    expect(rest.status).toBe(403);
    expect((await readError(rest)).code).toBe('not_your_job');
    const { results } = await pushOk(h, crew, randomUUID(), [mutation(1, 'completeJob', done(appointmentId))]);
    expect(results[0]).toMatchObject({ status: 'rejected', error: { code: 'not_your_job' } });
    expect((await h.json('GET', `/api/invoices/job/${appointmentId}`, undefined, { cookie: crew })).status).toBe(403);
    const [row] = await h.db.sql`select 1 from invoices where appointment_id = ${appointmentId}`;
    expect(row).toBeUndefined();
  });
});

describe('invoice numbers', () => {
  it('are gapless under concurrent completions, with refusals among them', async () => {
    const jobs = await Promise.all(Array.from({ length: 12 }, () => signedJob(admin, [])));
    const refused = await Promise.all(Array.from({ length: 4 }, () => signedJob(admin, [])));
    const start = await counter();
    const answers = await Promise.all([
      ...jobs.map((j) => h.json('POST', '/api/invoices/complete', done(j.appointmentId), { cookie: admin })),
      // Refused after their transactions began: they must not use up a number.
      ...refused.map((j) => h.json('POST', '/api/invoices/complete', done(j.appointmentId, 8), { cookie: admin })),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(12).fill(201), ...Array(4).fill(409)]);
    const numbers = (
      await h.db.sql<{ number: number }[]>`select number from invoices where number > ${start} order by number`
    ).map((r) => r.number);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => start + i + 1));
    expect(await counter()).toBe(start + 12);
  });

  it('a transaction that took a number and rolled back gives it back', async () => {
    const repo = invoicesRepository(h.db.sql);
    const start = await counter();
    await expect(
      h.db.sql.begin(async (tx) => {
        expect(await repo.nextNumber(tx)).toBe(start + 1);
        throw new Error('rolled back after numbering');
      }),
    ).rejects.toThrow('rolled back');
    expect(await counter()).toBe(start);
  });
});

describe('the customer’s invoice', () => {
  it('is an HTML page and a PDF at an unguessable link; a wrong link finds nothing', async () => {
    const { appointmentId } = await signedJob(crew, [h.crewEmployeeId]);
    const res = await h.json('POST', '/api/invoices/complete', done(appointmentId), { cookie: crew });
    const { invoice } = (await res.json()) as { invoice: Invoice };
    InvoiceSchema.parse(invoice);
    expect(invoice.publicPath).toMatch(/^\/api\/invoices\/public\/[A-Za-z0-9_-]{32}$/);
    const page = await h.app.request(invoice.publicPath);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Haul It All Atlanta');
    expect(html).toContain('$488.00');
    expect(html).toContain('Keisha Long');
    const pdf = await h.app.request(`${invoice.publicPath}/pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await h.app.request(`/api/invoices/public/${'A'.repeat(32)}`)).status).toBe(404);
    expect((await h.app.request('/api/invoices/public/short')).status).toBe(400);
  });

  it('renders its PDF in well under 200 ms (median of 20; README figure)', async () => {
    const { appointmentId } = await signedJob(crew, [h.crewEmployeeId], {
      items: [
        { code: 'mattress', quantity: 2 },
        { code: 'fridge', quantity: 1 },
        { code: 'tv', quantity: 3 },
      ],
      surcharges: [{ code: 'stairs', quantity: 2 }],
    });
    // The fridge needs its refrigerant record (decision 0231).
    const fridge = { itemCode: 'fridge', recoveredBy: 'Sam Ortiz, EPA 608 #1234', recoveredOn: '2025-01-06' };
    const made = await h.json(
      'POST',
      '/api/invoices/complete',
      { ...done(appointmentId), compliance: [fridge] },
      { cookie: crew },
    );
    expect(made.status).toBe(201);
    const [row] = await h.db.sql<{ public_token: string }[]>`
      select public_token from invoices where appointment_id = ${appointmentId}`;
    const doc = await invoicesRepository(h.db.sql).byToken(row?.public_token ?? '');
    if (!doc) throw new Error('no invoice');
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await invoicePdf(doc);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[10] ?? Number.POSITIVE_INFINITY;
    console.info(`invoice PDF render: median ${median.toFixed(1)} ms, slowest ${times[19]?.toFixed(1)} ms`);
    expect(median).toBeLessThan(200);
    expect(invoiceHtml(doc)).toContain('Refrigerator or freezer');
  });
});

describe('payments: no provider, the card reader', () => {
  const card = cardPayment;

  it('records a payment once, refuses more than is due, and marks the invoice paid', async () => {
    const { appointmentId, totalCents } = await signedJob(crew, [h.crewEmployeeId]);
    const early = await h.json('POST', '/api/payments/card-reader', card(appointmentId, 1_000), { cookie: crew });
    expect((await readError(early)).code).toBe('no_invoice');
    await h.json('POST', '/api/invoices/complete', done(appointmentId), { cookie: crew });
    const too = await h.json('POST', '/api/payments/card-reader', card(appointmentId, totalCents + 1), {
      cookie: crew,
    });
    expect((await readError(too)).code).toBe('overpayment');
    const id = randomUUID();
    const { results } = await pushOk(h, crew, randomUUID(), [
      mutation(1, 'recordCardPayment', card(appointmentId, 10_000, id)),
    ]);
    expect(results[0]).toMatchObject({ status: 'applied', result: { paidCents: 10_000, status: 'open' } });
    // The same payment sent again (another phone, a retried REST call): applied once.
    const again = await h.json('POST', '/api/payments/card-reader', card(appointmentId, 10_000, id), { cookie: crew });
    expect(await again.json()).toMatchObject({ paidCents: 10_000 });
    const restId = randomUUID();
    const rest = await h.json('POST', '/api/payments/card-reader', card(appointmentId, totalCents - 10_000, restId), {
      cookie: crew,
    });
    expect(await rest.json()).toMatchObject({ paidCents: totalCents, status: 'paid' });
    // The last payment replayed after it paid the invoice (the phone never heard the answer): the
    // same payment, applied once, not refused as more than is due.
    const { results: replayed } = await pushOk(h, crew, randomUUID(), [
      mutation(1, 'recordCardPayment', card(appointmentId, totalCents - 10_000, restId)),
    ]);
    expect(replayed[0]).toMatchObject({ status: 'applied', result: { paidCents: totalCents, status: 'paid' } });
    const rows = await h.db.sql`select card_last4 from payments p join invoices i on i.id = p.invoice_id
      where i.appointment_id = ${appointmentId}`;
    expect(rows.map((r) => r.card_last4)).toEqual(['4242', '4242']);
  });

  it('refuses a card number, and a crew member not on the job, REST and sync alike', async () => {
    const { appointmentId } = await signedJob(admin, []);
    await h.json('POST', '/api/invoices/complete', done(appointmentId), { cookie: admin });
    const number = await h.json(
      'POST',
      '/api/payments/card-reader',
      { ...card(appointmentId, 1_000), cardLast4: '4242424242424242' },
      { cookie: admin },
    );
    expect(number.status).toBe(400);
    const rest = await h.json('POST', '/api/payments/card-reader', card(appointmentId, 1_000), { cookie: crew });
    expect((await readError(rest)).code).toBe('not_your_job');
    const { results } = await pushOk(h, crew, randomUUID(), [
      mutation(1, 'recordCardPayment', card(appointmentId, 1_000)),
    ]);
    expect(results[0]).toMatchObject({ status: 'rejected', error: { code: 'not_your_job' } });
  });

  it('admins refund with a reason and void only what nobody paid; crews cannot', async () => {
    const { appointmentId } = await signedJob(crew, [h.crewEmployeeId]);
    const made = await h.json('POST', '/api/invoices/complete', done(appointmentId), { cookie: crew });
    const { invoice } = (await made.json()) as { invoice: Invoice };
    const paymentId = randomUUID();
    await h.json('POST', '/api/payments/card-reader', card(appointmentId, 20_000, paymentId), { cookie: crew });
    expect(
      (
        await h.json(
          'POST',
          `/api/payments/${paymentId}/refund`,
          { amountCents: 500, reason: 'Scratched floor' },
          { cookie: crew },
        )
      ).status,
    ).toBe(403);
    const tooMuch = await h.json(
      'POST',
      `/api/payments/${paymentId}/refund`,
      { amountCents: 20_001, reason: 'Oops' },
      { cookie: admin },
    );
    expect((await readError(tooMuch)).code).toBe('refund_too_large');
    const noReason = await h.json('POST', `/api/payments/${paymentId}/refund`, { amountCents: 500 }, { cookie: admin });
    expect(noReason.status).toBe(400);
    const refunded = await h.json(
      'POST',
      `/api/payments/${paymentId}/refund`,
      { amountCents: 5_000, reason: 'Scratched floor' },
      { cookie: admin },
    );
    expect(await refunded.json()).toMatchObject({ refundedCents: 5_000, paidCents: 20_000 });
    const voidPaid = await h.json(
      'POST',
      `/api/invoices/${invoice.id}/void`,
      { reason: 'Entered twice' },
      { cookie: admin },
    );
    expect((await readError(voidPaid)).code).toBe('invoice_has_payments');

    const other = await signedJob(crew, [h.crewEmployeeId]);
    const second = (await (
      await h.json('POST', '/api/invoices/complete', done(other.appointmentId), { cookie: crew })
    ).json()) as {
      invoice: Invoice;
    };
    const voided = await h.json(
      'POST',
      `/api/invoices/${second.invoice.id}/void`,
      { reason: 'Entered twice' },
      { cookie: admin },
    );
    expect(await voided.json()).toMatchObject({ status: 'void', voidReason: 'Entered twice' });
    const late = await h.json('POST', '/api/payments/card-reader', card(other.appointmentId, 1_000), { cookie: crew });
    expect((await readError(late)).code).toBe('invoice_void');
  });
});
