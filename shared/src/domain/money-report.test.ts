/**
 * The office's money figures on a fixed data set, every figure computed by hand (decision 0195).
 * "Now" is 23:59 on Sunday 1 November 2026 in Atlanta, the night clocks went back (EDT → EST at
 * 06:00 UTC), so the week Monday 26 October … Sunday 1 November is a DST week and one payment at
 * 04:30 UTC on 2 November still belongs to 1 November.
 */
import { describe, expect, it } from 'vitest';
import { type MoneyEntry, type MoneyInvoice, moneyReport, NO_CREW, splitCents } from './money-report.ts';

const ann = { id: 'e-ann', name: 'Ann Diaz' };
const ben = { id: 'e-ben', name: 'Ben Ortiz' };
const cal = { id: 'e-cal', name: 'Cal Reed' };
const zoe = { id: 'e-zoe', name: 'Zoe Park' };

const invoice = (
  n: number,
  over: Partial<MoneyInvoice> & Pick<MoneyInvoice, 'totalCents' | 'paidCents' | 'issuedAt'>,
): MoneyInvoice => ({
  id: `inv-${n}`,
  number: n,
  appointmentId: `job-${n}`,
  customerName: `Customer ${n}`,
  status: 'paid',
  leadSource: 'direct',
  crew: [],
  ...over,
});

const invoices: MoneyInvoice[] = [
  invoice(101, {
    totalCents: 10_000,
    paidCents: 10_000,
    issuedAt: '2026-10-25T20:00:00Z',
    leadSource: 'google_search',
    crew: [zoe, ann],
  }),
  invoice(102, {
    totalCents: 20_000,
    paidCents: 20_000,
    issuedAt: '2026-10-26T14:00:00Z',
    leadSource: 'referral',
    crew: [ben],
  }),
  // Issued 00:10 EDT on 1 November; three on the crew, so the cents do not divide evenly.
  invoice(103, {
    totalCents: 30_001,
    paidCents: 30_001,
    issuedAt: '2026-11-01T04:10:00Z',
    leadSource: 'google_search',
    crew: [zoe, cal, ann],
  }),
  // Issued 23:00 EST on 1 November (04:00 UTC on the 2nd), part paid, nobody on the job.
  invoice(104, {
    status: 'open',
    totalCents: 8_000,
    paidCents: 5_000,
    issuedAt: '2026-11-02T04:00:00Z',
    leadSource: 'referral',
  }),
  invoice(105, {
    status: 'void',
    totalCents: 7_000,
    paidCents: 7_000,
    issuedAt: '2026-11-01T14:00:00Z',
    leadSource: 'facebook',
    crew: [ann],
  }),
  invoice(106, { totalCents: 12_345, paidCents: 12_345, issuedAt: '2026-10-31T15:00:00Z', crew: [ben] }),
  invoice(107, {
    status: 'open',
    totalCents: 45_000,
    paidCents: 0,
    issuedAt: '2026-10-20T15:00:00Z',
    leadSource: 'yelp',
    crew: [ann],
  }),
];

const entries: MoneyEntry[] = [
  // 23:30 EDT Sunday 25 October: the week before.
  { kind: 'payment', invoiceId: 'inv-101', amountCents: 10_000, at: '2026-10-26T03:30:00Z' },
  // 00:30 EDT Monday 26 October: the first minutes of the week.
  { kind: 'payment', invoiceId: 'inv-102', amountCents: 20_000, at: '2026-10-26T04:30:00Z' },
  { kind: 'payment', invoiceId: 'inv-106', amountCents: 12_345, at: '2026-10-31T16:00:00Z' },
  // 00:30 EDT on 1 November.
  { kind: 'payment', invoiceId: 'inv-103', amountCents: 30_001, at: '2026-11-01T04:30:00Z' },
  { kind: 'refund', invoiceId: 'inv-103', amountCents: 3_001, at: '2026-11-01T20:00:00Z' },
  // 23:30 EST on 1 November: a fixed −4 h offset would put it on Monday 2 November.
  { kind: 'payment', invoiceId: 'inv-104', amountCents: 5_000, at: '2026-11-02T04:30:00Z' },
  // The void invoice's payment and refund count nothing.
  { kind: 'payment', invoiceId: 'inv-105', amountCents: 7_000, at: '2026-11-01T15:00:00Z' },
  { kind: 'refund', invoiceId: 'inv-105', amountCents: 7_000, at: '2026-11-01T16:00:00Z' },
];

const now = new Date('2026-11-02T04:59:00Z');

describe('moneyReport', () => {
  it('today, this week and this month in company time, refunds taken off, void invoices left out', () => {
    const r = moneyReport(invoices, entries, now);
    expect(r.today).toBe('2026-11-01');
    expect(r.weekStart).toBe('2026-10-26');
    expect(r.month).toBe('2026-11');
    // Today: 30 001 + 5 000 − 3 001.
    // Week: 20 000 + 12 345 + 30 001 + 5 000 − 3 001 (not the 10 000 of Sunday 25 October).
    // Month (November): as today.
    expect(r.revenue).toEqual({ todayCents: 32_000, weekCents: 64_345, monthCents: 32_000 });
    expect(r.daily).toHaveLength(30);
    expect(r.daily[0]).toEqual({ date: '2026-11-01', cents: 32_000 });
    expect(r.daily.slice(1).every((d) => d.cents === 0)).toBe(true);
  });

  it('outstanding: open invoices with money due, oldest first, days open in company days', () => {
    const r = moneyReport(invoices, entries, now);
    expect(r.outstanding).toEqual({
      totalCents: 48_000,
      invoices: [
        {
          invoiceId: 'inv-107',
          number: 107,
          customerName: 'Customer 107',
          appointmentId: 'job-107',
          issuedOn: '2026-10-20',
          daysOpen: 12,
          dueCents: 45_000,
        },
        {
          invoiceId: 'inv-104',
          number: 104,
          customerName: 'Customer 104',
          appointmentId: 'job-104',
          issuedOn: '2026-11-01',
          daysOpen: 0,
          dueCents: 3_000,
        },
      ],
    });
  });

  it('November: average ticket, lead sources and crews, with the refund and the leftover cent', () => {
    const r = moneyReport(invoices, entries, now);
    // Invoices 103 and 104 (105 is void): (30 001 + 8 000) / 2 = 19 000.5 → 19 001.
    expect(r.averageTicket).toEqual({ cents: 19_001, invoices: 2 });
    expect(r.byLeadSource).toEqual([
      { source: 'google_search', label: 'Google Search', cents: 27_000, invoices: 1 },
      { source: 'referral', label: 'Referral', cents: 5_000, invoices: 1 },
    ]);
    // 30 001 in three: Ann 10 001, Cal 10 000, Zoe 10 000; the 3 001 refund: −1 001, −1 000, −1 000.
    expect(r.byCrew).toEqual([
      { employeeId: 'e-ann', name: 'Ann Diaz', cents: 9_000 },
      { employeeId: 'e-cal', name: 'Cal Reed', cents: 9_000 },
      { employeeId: 'e-zoe', name: 'Zoe Park', cents: 9_000 },
      { employeeId: null, name: NO_CREW, cents: 5_000 },
    ]);
  });

  it('October on request: its days, sources and crews; today and this week stay as they are', () => {
    const r = moneyReport(invoices, entries, now, '2026-10');
    expect(r.revenue).toEqual({ todayCents: 32_000, weekCents: 64_345, monthCents: 32_000 });
    expect(r.daily).toHaveLength(31);
    expect(r.daily.filter((d) => d.cents !== 0)).toEqual([
      { date: '2026-10-25', cents: 10_000 },
      { date: '2026-10-26', cents: 20_000 },
      { date: '2026-10-31', cents: 12_345 },
    ]);
    // 101, 102, 106, 107: 87 345 / 4 = 21 836.25 → 21 836.
    expect(r.averageTicket).toEqual({ cents: 21_836, invoices: 4 });
    expect(r.byLeadSource).toEqual([
      { source: 'referral', label: 'Referral', cents: 20_000, invoices: 1 },
      { source: 'direct', label: 'Direct/Word of Mouth', cents: 12_345, invoices: 1 },
      { source: 'google_search', label: 'Google Search', cents: 10_000, invoices: 1 },
    ]);
    expect(r.byCrew).toEqual([
      { employeeId: 'e-ben', name: 'Ben Ortiz', cents: 32_345 },
      { employeeId: 'e-ann', name: 'Ann Diaz', cents: 5_000 },
      { employeeId: 'e-zoe', name: 'Zoe Park', cents: 5_000 },
    ]);
  });

  it('an empty book: zeros, no average, nothing outstanding', () => {
    const r = moneyReport([], [], now);
    expect(r.revenue).toEqual({ todayCents: 0, weekCents: 0, monthCents: 0 });
    expect(r.averageTicket).toEqual({ cents: null, invoices: 0 });
    expect(r.outstanding).toEqual({ invoices: [], totalCents: 0 });
    expect(r.byLeadSource).toEqual([]);
  });
});

describe('splitCents', () => {
  it('equal whole cents, the leftover to the first; refunds the same way round', () => {
    expect(splitCents(10, 3)).toEqual([4, 3, 3]);
    expect(splitCents(-10, 3)).toEqual([-4, -3, -3]);
    expect(splitCents(2, 3)).toEqual([1, 1, 0]);
    expect(splitCents(900, 1)).toEqual([900]);
  });
});
