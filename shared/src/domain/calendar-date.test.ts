import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateOf,
  dayOfWeek,
  formatCalendarDate,
  formatLongDate,
  formatShortDate,
  isCalendarDate,
  startOfDayInZone,
} from './calendar-date.ts';

describe('calendar dates in the company zone', () => {
  it('reads the New York date of an instant, not the UTC one', () => {
    // 02:00 UTC on Jan 6 is still 21:00 on Jan 5 in New York.
    expect(calendarDateOf(new Date('2025-01-06T02:00:00Z'))).toBe('2025-01-05');
    expect(calendarDateOf(new Date('2025-01-06T05:00:00Z'))).toBe('2025-01-06');
  });

  it('finds midnight in New York across standard and daylight time', () => {
    expect(startOfDayInZone('2025-01-05').toISOString()).toBe('2025-01-05T05:00:00.000Z');
    expect(startOfDayInZone('2025-07-04').toISOString()).toBe('2025-07-04T04:00:00.000Z');
    // DST starts 2025-03-09 at 02:00; midnight is still EST.
    expect(startOfDayInZone('2025-03-09').toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(startOfDayInZone('2025-11-02').toISOString()).toBe('2025-11-02T04:00:00.000Z');
  });

  it('round-trips midnight back to the same calendar date', () => {
    for (let i = 0; i < 400; i += 7) {
      const date = addDays('2025-01-01', i);
      expect(calendarDateOf(startOfDayInZone(date))).toBe(date);
    }
  });

  it('does calendar arithmetic across months and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(dayOfWeek('2025-01-05')).toBe(0);
  });

  it('validates calendar dates strictly', () => {
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-1-5')).toBe(false);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
  });

  it('agrees with the calendar on every day-of-month 00–32 of every month, 1999–2101', () => {
    const real = (value: string) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    };
    for (let year = 1999; year <= 2101; year++) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const value = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const valid = month >= 1 && month <= 12 && day >= 1 && real(value);
          expect(isCalendarDate(value), value).toBe(valid);
        }
      }
    }
  });

  it('formats the long form the booking summary shows', () => {
    expect(formatLongDate('2025-01-05')).toBe('Sunday, January 5, 2025');
    expect(formatLongDate('2025-01-06')).toBe('Monday, January 6, 2025');
    expect(formatShortDate('2025-01-06')).toBe('Mon, Jan 6');
    expect(formatShortDate('2026-11-25')).toBe('Wed, Nov 25');
  });

  it('labels a day or a month as the date itself, even with a zone asked for', () => {
    expect(formatCalendarDate('2026-11-01', { month: 'long', year: 'numeric' })).toBe('November 2026');
    expect(formatCalendarDate('2025-01-05', { weekday: 'short', month: 'numeric', day: 'numeric' })).toBe('Sun, 1/5');
    // A caller cannot move the day: the options' zone is always UTC midnight's.
    const sneaky = { month: 'short', day: 'numeric', timeZone: 'Pacific/Kiritimati' } as Intl.DateTimeFormatOptions;
    expect(formatCalendarDate('2025-01-05', sneaky)).toBe('Jan 5');
  });
});
