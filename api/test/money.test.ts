/**
 * Money for the office (decision 0195): the report and the accountant's CSV from real
 * invoices, payments and refunds made through the API, admins only, bad input refused.
 */
import { randomUUID } from 'node:crypto';
import { type MoneyReport, type PriceBook, PriceBookSchema } from '@haul/shared';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { readError, useHarness } from './harness.ts';
import { signedJob } from './invoice-support.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z' });
let admin: string;
let crew: string;
let book: PriceBook;

const card = (appointmentId: string, amountCents: number, id: string = randomUUID()) => ({
  id,
  appointmentId,
  amountCents,
  cardLast4: '4242',
  approvalCode: 'A7X91Q',
  paidAt: '2025-01-06T17:10:00.000Z',
});
const done = (appointmentId: string) => ({
  appointmentId,
  finalShareEighths: 4,
  completedAt: '2025-01-06T17:00:00.000Z',
});

async function ok<T = unknown>(res: Response): Promise<T> {
  if (res.status >= 300) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
type Done = { invoice: { id: string; number: number } };

let paidJob: { appointmentId: string; totalCents: number };
let partJob: { appointmentId: string; totalCents: number };
let partInvoiceNumber: number;

beforeAll(async () => {
  admin = await h.signIn('admin');
  crew = await h.signIn('crew');
  book = PriceBookSchema.parse(
    await (await h.json('GET', '/api/price-books/current', undefined, { cookie: crew })).json(),
  );
  const who = { admin, cookie: crew, book };
  // Paid in full, then 10.00 refunded with a reason typed as a formula.
  paidJob = await signedJob(h, who, who.cookie, [h.crewEmployeeId]);
  await ok(await h.json('POST', '/api/invoices/complete', done(paidJob.appointmentId), { cookie: crew }));
  const paymentId = randomUUID();
  await ok(
    await h.json('POST', '/api/payments/card-reader', card(paidJob.appointmentId, paidJob.totalCents, paymentId), {
      cookie: crew,
    }),
  );
  await ok(
    await h.json(
      'POST',
      `/api/payments/${paymentId}/refund`,
      { amountCents: 1_000, reason: '=HYPERLINK("http://evil.example")' },
      { cookie: admin },
    ),
  );
  // Part paid, from a referral: outstanding.
  partJob = await signedJob(h, who, who.cookie, [h.crewEmployeeId], {}, { leadSource: 'referral' });
  const part = await ok<Done>(
    await h.json('POST', '/api/invoices/complete', done(partJob.appointmentId), { cookie: crew }),
  );
  partInvoiceNumber = part.invoice.number;
  await ok(await h.json('POST', '/api/payments/card-reader', card(partJob.appointmentId, 5_000), { cookie: crew }));
  // Issued, then voided: neither revenue nor outstanding.
  const voidJob = await signedJob(h, who, who.cookie, [h.crewEmployeeId]);
  const voided = await ok<Done>(
    await h.json('POST', '/api/invoices/complete', done(voidJob.appointmentId), { cookie: crew }),
  );
  await ok(
    await h.json('POST', `/api/invoices/${voided.invoice.id}/void`, { reason: 'Entered twice' }, { cookie: admin }),
  );
});

describe('GET /api/office/money', () => {
  it('revenue is payments minus refunds in company time; outstanding, average ticket, sources and crews', async () => {
    const report = await ok<MoneyReport>(await h.json('GET', '/api/office/money', undefined, { cookie: admin }));
    const revenue = paidJob.totalCents - 1_000 + 5_000;
    expect(report.today).toBe('2025-01-06');
    expect(report.weekStart).toBe('2025-01-06');
    expect(report.revenue).toEqual({ todayCents: revenue, weekCents: revenue, monthCents: revenue });
    expect(report.daily.find((d) => d.date === '2025-01-06')?.cents).toBe(revenue);
    expect(report.outstanding).toEqual({
      totalCents: partJob.totalCents - 5_000,
      invoices: [
        expect.objectContaining({
          number: partInvoiceNumber,
          appointmentId: partJob.appointmentId,
          daysOpen: 0,
          dueCents: partJob.totalCents - 5_000,
        }),
      ],
    });
    // The void invoice is not a ticket.
    expect(report.averageTicket).toEqual({
      cents: Math.round((paidJob.totalCents + partJob.totalCents) / 2),
      invoices: 2,
    });
    expect(report.byLeadSource).toEqual([
      { source: 'google_search', label: 'Google Search', cents: paidJob.totalCents - 1_000, invoices: 1 },
      { source: 'referral', label: 'Referral', cents: 5_000, invoices: 1 },
    ]);
    expect(report.byCrew).toEqual([{ employeeId: h.crewEmployeeId, name: 'Casey Crew', cents: revenue }]);
  });

  it('a later day: days open count up and today is empty, this week and month keep the figures', async () => {
    h.clock.set('2025-01-09T15:00:00Z');
    try {
      const report = await ok<MoneyReport>(await h.json('GET', '/api/office/money', undefined, { cookie: admin }));
      expect(report.revenue.todayCents).toBe(0);
      expect(report.revenue.weekCents).toBe(paidJob.totalCents - 1_000 + 5_000);
      expect(report.outstanding.invoices[0]?.daysOpen).toBe(3);
      const december = (await ok(
        await h.json('GET', '/api/office/money?month=2024-12', undefined, { cookie: admin }),
      )) as MoneyReport;
      expect(december.daily).toHaveLength(31);
      expect(december.byLeadSource).toEqual([]);
      expect(december.revenue.monthCents).toBe(paidJob.totalCents - 1_000 + 5_000);
    } finally {
      h.clock.set('2025-01-06T15:00:00Z');
    }
  });

  it('admins only; a bad month is refused clearly', async () => {
    expect((await h.json('GET', '/api/office/money', undefined, { cookie: crew })).status).toBe(403);
    expect((await h.json('GET', '/api/office/money')).status).toBe(401);
    for (const month of ['2025-13', '25-01', '1999-12', '2025-1']) {
      const bad = await h.json('GET', `/api/office/money?month=${month}`, undefined, { cookie: admin });
      expect(bad.status).toBe(400);
      expect((await readError(bad)).message).toBeTruthy();
    }
  });
});

describe('GET /api/office/money.csv', () => {
  it('one row per invoice, payment and refund; UTF-8 BOM; RFC 4180; formulas made inert', async () => {
    const res = await h.json('GET', '/api/office/money.csv?from=2025-01-01&to=2025-01-31', undefined, {
      cookie: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toContain('money-2025-01-01-to-2025-01-31.csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: Record<string, string>[] = parse(new TextDecoder().decode(bytes), { columns: true, bom: true });
    expect(rows.map((r) => r.Type).sort()).toEqual(['Invoice', 'Invoice', 'Invoice', 'Payment', 'Payment', 'Refund']);
    const refund = rows.find((r) => r.Type === 'Refund');
    expect(refund).toMatchObject({
      Amount: '-10.00',
      'Counts as revenue': 'Yes',
      Method: 'Card reader',
      'Card last 4': '4242',
      Reason: '\'=HYPERLINK("http://evil.example")',
      'Lead source': 'Google Search',
      // Recorded at the clock's 15:00 UTC: 10:00 in Atlanta.
      Date: '2025-01-06 10:00',
    });
    const voidRow = rows.find((r) => r['Invoice status'] === 'Void');
    expect(voidRow).toMatchObject({ Type: 'Invoice', 'Counts as revenue': 'No', Reason: 'Entered twice' });
    const payment = rows.find((r) => r.Type === 'Payment' && r.Invoice === String(partInvoiceNumber));
    expect(payment).toMatchObject({ Amount: '50.00', 'Approval code': 'A7X91Q', Date: '2025-01-06 12:10' });
  });

  it('a range with nothing in it is just the header; a reversed or too long range is refused', async () => {
    const empty = await h.json('GET', '/api/office/money.csv?from=2024-12-01&to=2024-12-31', undefined, {
      cookie: admin,
    });
    // Response.text() decodes UTF-8 and drops the byte-order mark.
    expect((await empty.text()).trim()).toBe(
      'Type,Date,Invoice,Customer,Lead source,Invoice status,Amount,Counts as revenue,Method,Card last 4,Approval code,Reason',
    );
    for (const q of [
      'from=2025-01-31&to=2025-01-01',
      'from=2024-01-01&to=2025-06-01',
      'from=2025-02-30&to=2025-03-01',
    ]) {
      const bad = await h.json('GET', `/api/office/money.csv?${q}`, undefined, { cookie: admin });
      expect(bad.status).toBe(400);
    }
    expect(
      (await h.json('GET', '/api/office/money.csv?from=2025-01-01&to=2025-01-31', undefined, { cookie: crew })).status,
    ).toBe(403);
  });
});
