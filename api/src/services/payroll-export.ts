/**
 * The payroll CSV: one row per time entry, in company time, with what counts for pay (the
 * correction when there is one) and the phone's original beside it. csv-stringify does the
 * RFC 4180 quoting (commas, quotes, line breaks in notes); a UTF-8 byte-order mark makes
 * spreadsheet programs read the file as UTF-8 (decision 0037).
 */
import {
  calendarDateOf,
  companyClockTime,
  formatHours,
  type OfficeTimeEntry,
  PAYROLL_COLUMNS,
  type PayrollQuery,
  punchFlagLabel,
} from '@haul/shared';
import { stringify } from 'csv-stringify/sync';
import type { OfficeTimeEntriesService } from './office-time-entries.ts';

const BOM = '\uFEFF';

/** "2026-11-24 08:05" in company time: sortable, and read as a date-time by spreadsheets. */
export function companyTimestamp(iso: string | null): string {
  if (!iso) return '';
  const instant = new Date(iso);
  return `${calendarDateOf(instant)} ${companyClockTime(instant)}`;
}

/**
 * Text typed on a phone (notes, reasons) must not run as a spreadsheet formula when the file is
 * opened (CSV injection): a cell starting with = + - @ or a tab gets a leading apostrophe, which
 * spreadsheets show as text.
 */
export function inertCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function approvalOf(e: OfficeTimeEntry): string {
  if (e.review?.outcome === 'corrected') return `Corrected by ${e.review.byUsername ?? 'admin'}`;
  if (e.review?.outcome === 'approved') return `Approved by ${e.review.byUsername ?? 'admin'}`;
  return e.reviewReasons.length > 0 ? 'Needs review' : 'Not flagged';
}

export function payrollRows(entries: OfficeTimeEntry[]): string[][] {
  return entries.map((e) => [
    inertCell(e.employeeName),
    calendarDateOf(new Date(e.effectiveClockIn)),
    inertCell(e.job ? `${e.job.customerName}, ${e.job.address}` : ''),
    companyTimestamp(e.effectiveClockIn),
    e.effectiveClockOut ? companyTimestamp(e.effectiveClockOut) : 'Still clocked in',
    e.effectiveHours === null ? '' : formatHours(e.effectiveHours),
    e.reviewReasons.map(punchFlagLabel).join('; '),
    approvalOf(e),
    e.correction ? companyTimestamp(e.clockInTime) : '',
    e.correction ? companyTimestamp(e.clockOutTime) : '',
    inertCell(e.correction?.reason ?? ''),
    inertCell(e.notes ?? ''),
    inertCell(e.clockOutNotes ?? ''),
  ]);
}

export function payrollExport(timeEntries: OfficeTimeEntriesService) {
  return {
    async csv(range: PayrollQuery): Promise<{ fileName: string; body: string }> {
      const entries = await timeEntries.between(range.from, range.to);
      const sorted = [...entries].sort(
        (a, b) => a.employeeName.localeCompare(b.employeeName) || a.effectiveClockIn.localeCompare(b.effectiveClockIn),
      );
      const body = stringify([[...PAYROLL_COLUMNS], ...payrollRows(sorted)], { record_delimiter: 'windows' });
      return { fileName: `payroll-${range.from}-to-${range.to}.csv`, body: BOM + body };
    },
  };
}
export type PayrollExport = ReturnType<typeof payrollExport>;
