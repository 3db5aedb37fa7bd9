import { describe, expect, it } from 'vitest';
import { ARRIVAL_WINDOW_LABELS, bookableDates, checkBookableDateOn } from './booking-window.ts';
import { calendarDateOf, dayOfWeek } from './calendar-date.ts';

/** The rule at a moment, as the API applies it: today is the company's calendar day of `now`. */
const checkBookableDate = (date: string, now: Date) => checkBookableDateOn(date, calendarDateOf(now));

// Saturday 2025-01-04, 23:30 in New York (04:30 UTC on the 5th).
const lateSaturdayNight = new Date('2025-01-05T04:30:00Z');

describe('bookable dates', () => {
  it('starts tomorrow in New York even when UTC has already moved on', () => {
    const dates = bookableDates(lateSaturdayNight);
    // Tomorrow is Sunday the 5th (closed), so the first bookable day is Monday the 6th.
    expect(dates[0]).toBe('2025-01-06');
    expect(checkBookableDate('2025-01-04', lateSaturdayNight).ok).toBe(false);
  });

  it('covers 30 days from tomorrow and never a Sunday', () => {
    const dates = bookableDates(lateSaturdayNight);
    expect(dates.at(-1)).toBe('2025-02-03');
    expect(dates.every((d) => dayOfWeek(d) !== 0)).toBe(true);
    expect(dates).toHaveLength(30 - 5); // five Sundays fall in the window
  });

  it('explains why a date is refused', () => {
    const now = new Date('2025-01-06T15:00:00Z'); // Monday
    expect(checkBookableDate('2025-01-07', now)).toEqual({ ok: true });
    expect(checkBookableDate('2025-01-06', now)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/tomorrow/),
    });
    expect(checkBookableDate('2025-02-06', now)).toMatchObject({ ok: false, reason: expect.stringMatching(/30 days/) });
    expect(checkBookableDate('2025-02-05', now)).toEqual({ ok: true });
    expect(checkBookableDate('2025-01-12', now)).toMatchObject({ ok: false, reason: expect.stringMatching(/Sunday/) });
    expect(checkBookableDate('not-a-date', now).ok).toBe(false);
  });

  it('labels two-hour arrival windows in 12-hour time', () => {
    expect(ARRIVAL_WINDOW_LABELS[0]).toBe('8:00 AM - 10:00 AM');
    expect(ARRIVAL_WINDOW_LABELS[2]).toBe('12:00 PM - 2:00 PM');
    expect(ARRIVAL_WINDOW_LABELS.at(-1)).toBe('4:00 PM - 6:00 PM');
  });
});
