/**
 * The office's money screen and the accountant's CSV (decision 0195). The figures
 * come from the one pure `moneyReport` in shared/; this service only picks the window and reads.
 * The CSV is RFC 4180 by csv-stringify with a UTF-8 byte-order mark and inert cells, like the
 * payroll export (decision 0037).
 */
import {
  addDays,
  type CalendarDate,
  calendarDateOf,
  centsAsDecimal,
  leadSource,
  MONEY_CSV_COLUMNS,
  type MoneyCsvQuery,
  type MoneyQuery,
  type MoneyReport,
  moneyReport,
  monthOf,
  startOfDayInZone,
  weekStartOf,
} from '@haul/shared';
import { stringify } from 'csv-stringify/sync';
import type { Clock } from '../clock.ts';
import type { MoneyCsvRow, MoneyRepository } from '../db/repositories/money.ts';
import { companyTimestamp, inertCell } from './payroll-export.ts';

const BOM = '\uFEFF';
const KIND_LABELS = { invoice: 'Invoice', payment: 'Payment', refund: 'Refund' } as const;
const METHOD_LABELS: Record<string, string> = { card_reader: 'Card reader', stripe: 'Stripe' };
const STATUS_LABELS = { open: 'Open', paid: 'Paid', void: 'Void' } as const;

/** One CSV line per money row; refunds are negative, and a void invoice counts as no revenue. */
export function moneyCsvRows(rows: MoneyCsvRow[]): string[][] {
  return rows.map((r) => [
    KIND_LABELS[r.kind],
    companyTimestamp(r.at.toISOString()),
    String(r.number),
    inertCell(r.customer_name),
    leadSource.label(r.lead_source) || inertCell(r.lead_source),
    STATUS_LABELS[r.status],
    centsAsDecimal(r.kind === 'refund' ? -r.amount_cents : r.amount_cents),
    r.kind === 'invoice' || r.status === 'void' ? 'No' : 'Yes',
    r.method ? (METHOD_LABELS[r.method] ?? r.method) : '',
    r.card_last4 ?? '',
    r.approval_code ?? '',
    inertCell(r.reason ?? ''),
  ]);
}

export function moneyService(repo: MoneyRepository, clock: Clock) {
  return {
    async report(query: MoneyQuery): Promise<MoneyReport> {
      const now = clock.now();
      const today = calendarDateOf(now);
      const month = query.month ?? monthOf(today);
      // Read from the earliest of: the month shown, this month, this week.
      const firstDay = [`${month}-01`, `${monthOf(today)}-01`, weekStartOf(today)].sort()[0] as CalendarDate;
      const from = startOfDayInZone(firstDay);
      const [invoices, entries] = await Promise.all([repo.invoices(from), repo.entries(from)]);
      return moneyReport(invoices, entries, now, month);
    },
    async csv(range: MoneyCsvQuery): Promise<{ fileName: string; body: string }> {
      const rows = await repo.csvRows(startOfDayInZone(range.from), startOfDayInZone(addDays(range.to, 1)));
      const body = stringify([[...MONEY_CSV_COLUMNS], ...moneyCsvRows(rows)], { record_delimiter: 'windows' });
      return { fileName: `money-${range.from}-to-${range.to}.csv`, body: BOM + body };
    },
  };
}
export type MoneyService = ReturnType<typeof moneyService>;
