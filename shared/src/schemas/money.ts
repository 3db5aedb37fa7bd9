/** The office's money screen and the accountant's CSV (decision 0195). */
import { z } from 'zod';
import type { MoneyReport } from '../domain/money-report.ts';
import { calendarDateField } from './fields.ts';

/** Which month the breakdowns cover, 'YYYY-MM' (this month when absent), 2000–2099. */
export const MoneyQuerySchema = z.object({
  month: z
    .string()
    .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, { error: 'Expected a month in YYYY-MM form, 2000–2099' })
    .optional(),
});
export type MoneyQuery = z.infer<typeof MoneyQuerySchema>;

/** The accountant's CSV: an inclusive range of company days, at most a year and a day. */
export const MoneyCsvQuerySchema = z
  .object({ from: calendarDateField(), to: calendarDateField() })
  .refine((v) => v.to >= v.from, { path: ['to'], error: 'The end date must not be before the start date' })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= 366 * 86_400_000, {
    path: ['to'],
    error: 'Export at most a year at a time',
  });
export type MoneyCsvQuery = z.infer<typeof MoneyCsvQuerySchema>;

/** The accountant's CSV columns, in order: one row per invoice, payment or refund. */
export const MONEY_CSV_COLUMNS = [
  'Type',
  'Date',
  'Invoice',
  'Customer',
  'Lead source',
  'Invoice status',
  'Amount',
  'Counts as revenue',
  'Method',
  'Card last 4',
  'Approval code',
  'Reason',
] as const;

const cents = () => z.number().int();

/** What GET /api/office/money answers (the shape of `moneyReport`'s result). */
export const MoneyReportSchema = z.object({
  today: z.string(),
  weekStart: z.string(),
  month: z.string(),
  revenue: z.object({ todayCents: cents(), weekCents: cents(), monthCents: cents() }),
  daily: z.array(z.object({ date: z.string(), cents: cents() })),
  outstanding: z.object({
    invoices: z.array(
      z.object({
        invoiceId: z.string(),
        number: z.number().int(),
        customerName: z.string(),
        appointmentId: z.string(),
        issuedOn: z.string(),
        daysOpen: z.number().int(),
        dueCents: cents(),
      }),
    ),
    totalCents: cents(),
  }),
  averageTicket: z.object({ cents: cents().nullable(), invoices: z.number().int() }),
  byLeadSource: z.array(
    z.object({ source: z.string(), label: z.string(), cents: cents(), invoices: z.number().int() }),
  ),
  byCrew: z.array(z.object({ employeeId: z.string().nullable(), name: z.string(), cents: cents() })),
}) satisfies z.ZodType<MoneyReport>;

/**
 * A Stripe payment no invoice could take (paid on the reader meanwhile, voided, not dollars):
 * kept by the webhook as `refused` for the office to refund in Stripe (decision 0194).
 */
export const RefusedCardPaymentSchema = z.object({
  eventId: z.string(),
  receivedAt: z.string(),
  sessionId: z.string().nullable(),
  detail: z.string().nullable(),
  invoiceNumber: z.number().int().nullable(),
  appointmentId: z.string().nullable(),
  customerName: z.string().nullable(),
});
export type RefusedCardPayment = z.infer<typeof RefusedCardPaymentSchema>;
