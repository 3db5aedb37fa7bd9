/** Timestamps shown to staff, always in the company's zone so the office and crews agree. */
import { COMPANY } from '@haul/shared';

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY.timeZone,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** e.g. "Jan 5, 2025, 2:30 PM" (America/New_York). */
export function formatDateTime(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}
