/** The office's money screen and the accountant's CSV (issue 24 §7; decision 0195). */
import { z } from 'zod';
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
