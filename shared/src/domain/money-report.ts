/**
 * The office's money figures (decision 0195), one pure function over the invoices
 * and their money movements so the table test can hand-check every figure.
 *
 * - Revenue is payments minus refunds, cash basis: a payment counts on the company day it was
 *   paid, a refund on the company day it was recorded. Void invoices count nothing (decision 0193).
 * - Days, weeks (Monday-based, like the timesheets) and months are America/New_York.
 * - A crew is credited with an equal share of each payment, in whole cents; the cents left over go
 *   one each to the first members by name. A job with nobody on it goes under "No crew".
 * - The average ticket is the mean total of the month's non-void invoices (by issue day).
 * Money is integer cents throughout.
 */
import { COMPANY } from '../company.ts';
import { leadSource } from '../enums.ts';
import { addDays, type CalendarDate, calendarDateOf } from './calendar-date.ts';
import { weekStartOf } from './timesheet.ts';

export interface MoneyInvoice {
  id: string;
  number: number;
  appointmentId: string;
  customerName: string;
  status: 'open' | 'paid' | 'void';
  totalCents: number;
  paidCents: number;
  issuedAt: string;
  leadSource: string;
  crew: { id: string; name: string }[];
}

export interface MoneyEntry {
  kind: 'payment' | 'refund';
  invoiceId: string;
  /** Always positive: a refund's amount is taken off revenue. */
  amountCents: number;
  at: string;
}

export interface OutstandingInvoice {
  invoiceId: string;
  number: number;
  customerName: string;
  appointmentId: string;
  issuedOn: CalendarDate;
  daysOpen: number;
  dueCents: number;
}

export interface MoneyReport {
  today: CalendarDate;
  weekStart: CalendarDate;
  /** 'YYYY-MM': the month the breakdowns cover. */
  month: string;
  revenue: { todayCents: number; weekCents: number; monthCents: number };
  /** Every day of the month with its revenue (0 when nothing came in). */
  daily: { date: CalendarDate; cents: number }[];
  outstanding: { invoices: OutstandingInvoice[]; totalCents: number };
  averageTicket: { cents: number | null; invoices: number };
  byLeadSource: { source: string; label: string; cents: number; invoices: number }[];
  byCrew: { employeeId: string | null; name: string; cents: number }[];
}

export const NO_CREW = 'No crew on the job';

/** 'YYYY-MM' of a calendar date. */
export const monthOf = (date: CalendarDate) => date.slice(0, 7);

/** Every calendar date of a 'YYYY-MM' month. */
export function monthDates(month: string): CalendarDate[] {
  const dates: CalendarDate[] = [];
  for (let d = `${month}-01`; monthOf(d) === month; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** Whole days between two calendar dates (b − a). */
function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
}

/** `cents` shared equally among `n`, the leftover cents one each to the first shares. */
export function splitCents(cents: number, n: number): number[] {
  const sign = cents < 0 ? -1 : 1;
  const abs = Math.abs(cents);
  const base = Math.floor(abs / n);
  const rest = abs - base * n;
  return Array.from({ length: n }, (_, i) => sign * (base + (i < rest ? 1 : 0)));
}

export function moneyReport(
  invoices: MoneyInvoice[],
  entries: MoneyEntry[],
  now: Date,
  month?: string,
  timeZone: string = COMPANY.timeZone,
): MoneyReport {
  const today = calendarDateOf(now, timeZone);
  const weekStart = weekStartOf(today);
  const reportMonth = month ?? monthOf(today);
  const byId = new Map(invoices.map((i) => [i.id, i]));

  const revenue = { todayCents: 0, weekCents: 0, monthCents: 0 };
  const daily = new Map(monthDates(reportMonth).map((d) => [d, 0]));
  const sources = new Map<string, { cents: number; invoices: Set<string> }>();
  const crews = new Map<string, { employeeId: string | null; name: string; cents: number }>();

  for (const entry of entries) {
    const invoice = byId.get(entry.invoiceId);
    if (!invoice || invoice.status === 'void') continue;
    const cents = entry.kind === 'refund' ? -entry.amountCents : entry.amountCents;
    const day = calendarDateOf(new Date(entry.at), timeZone);
    if (day === today) revenue.todayCents += cents;
    if (day >= weekStart && day <= addDays(weekStart, 6)) revenue.weekCents += cents;
    if (monthOf(day) === monthOf(today)) revenue.monthCents += cents;
    if (monthOf(day) !== reportMonth) continue;
    daily.set(day, (daily.get(day) ?? 0) + cents);

    const source = sources.get(invoice.leadSource) ?? { cents: 0, invoices: new Set<string>() };
    source.cents += cents;
    source.invoices.add(invoice.id);
    sources.set(invoice.leadSource, source);

    const members = [...invoice.crew].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    const shares = members.length > 0 ? splitCents(cents, members.length) : [cents];
    const people = members.length > 0 ? members : [{ id: null, name: NO_CREW }];
    people.forEach((person, i) => {
      const key = person.id ?? '';
      const row = crews.get(key) ?? { employeeId: person.id, name: person.name, cents: 0 };
      row.cents += shares[i] ?? 0;
      crews.set(key, row);
    });
  }

  const outstanding: OutstandingInvoice[] = invoices
    .filter((i) => i.status === 'open' && i.totalCents > i.paidCents)
    .map((i) => {
      const issuedOn = calendarDateOf(new Date(i.issuedAt), timeZone);
      return {
        invoiceId: i.id,
        number: i.number,
        customerName: i.customerName,
        appointmentId: i.appointmentId,
        issuedOn,
        daysOpen: Math.max(0, daysBetween(issuedOn, today)),
        dueCents: i.totalCents - i.paidCents,
      };
    })
    .sort((a, b) => b.daysOpen - a.daysOpen || a.number - b.number);

  const monthInvoices = invoices.filter(
    (i) => i.status !== 'void' && monthOf(calendarDateOf(new Date(i.issuedAt), timeZone)) === reportMonth,
  );
  const ticketTotal = monthInvoices.reduce((sum, i) => sum + i.totalCents, 0);

  return {
    today,
    weekStart,
    month: reportMonth,
    revenue,
    daily: [...daily].map(([date, cents]) => ({ date, cents })),
    outstanding: { invoices: outstanding, totalCents: outstanding.reduce((sum, i) => sum + i.dueCents, 0) },
    averageTicket: {
      // Integer cents, halves rounded up: the mean of whole-cent totals.
      cents:
        monthInvoices.length > 0
          ? Math.floor((2 * ticketTotal + monthInvoices.length) / (2 * monthInvoices.length))
          : null,
      invoices: monthInvoices.length,
    },
    byLeadSource: [...sources]
      .map(([source, s]) => ({
        source,
        label: leadSource.label(source) || source,
        cents: s.cents,
        invoices: s.invoices.size,
      }))
      .sort((a, b) => b.cents - a.cents || a.label.localeCompare(b.label)),
    byCrew: [...crews.values()].sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name)),
  };
}
