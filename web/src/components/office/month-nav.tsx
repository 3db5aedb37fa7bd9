/**
 * The office reports' month (money, loads): `?month=YYYY-MM` in the address, and a switcher with
 * the month between its previous and next. On a phone the buttons say "← Oct" and "Dec →", so the
 * three fit on one line; a screen reader hears the full names.
 */
import { formatCalendarDate } from '@haul/shared';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../ui/button-styles.ts';
import type { CalendarMonth } from '../ui/month-calendar-dates.ts';

const MONTH = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** The month the address asks for (`?month=`), if it is one. */
export const askedMonth = (asked: string | null): CalendarMonth | undefined =>
  asked && MONTH.test(asked) ? asked : undefined;

/** `month` moved by `by` months. */
export function addMonths(month: CalendarMonth, by: number): CalendarMonth {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
}

/** "November 2026", or "Nov" for `short`. */
export function monthName(month: CalendarMonth, style: 'long' | 'short' = 'long'): string {
  return formatCalendarDate(`${month}-01`, style === 'long' ? { month: 'long', year: 'numeric' } : { month: 'short' });
}

function MonthLink({ month, arrow }: { month: CalendarMonth; arrow: 'before' | 'after' }) {
  return (
    <Link to={{ search: `?month=${month}` }} className={buttonClasses('outline', 'md')}>
      {arrow === 'before' && <span aria-hidden="true">← </span>}
      <span className="sr-only sm:not-sr-only">{monthName(month)}</span>
      <span aria-hidden="true" className="sm:hidden">
        {monthName(month, 'short')}
      </span>
      {arrow === 'after' && <span aria-hidden="true"> →</span>}
    </Link>
  );
}

export function MonthNav({ month }: { month: CalendarMonth }) {
  return (
    <nav aria-label="Month" className="flex items-center justify-between gap-2">
      <MonthLink month={addMonths(month, -1)} arrow="before" />
      <p className="text-lg font-semibold text-slate-900" aria-live="polite">
        {monthName(month)}
      </p>
      <MonthLink month={addMonths(month, 1)} arrow="after" />
    </nav>
  );
}
