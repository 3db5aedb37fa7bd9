import { describe, expect, it } from 'vitest';
import { calendarMonthLabel, clampDate, monthGrid, shiftMonth } from './month-calendar-dates.ts';

describe('month grid dates', () => {
  it('lays a month out in Sunday-first weeks padded with blanks', () => {
    const weeks = monthGrid('2025-02'); // 1 Feb 2025 is a Saturday; 28 days
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2025-02-01']);
    expect(weeks[4]).toEqual([
      '2025-02-23',
      '2025-02-24',
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      null,
    ]);
  });

  it('shifts by a month and keeps the day inside the shorter month', () => {
    expect(shiftMonth('2025-01-31', 1)).toBe('2025-02-28');
    expect(shiftMonth('2025-12-15', 1)).toBe('2026-01-15');
    expect(shiftMonth('2025-03-31', -1)).toBe('2025-02-28');
  });

  it('clamps to the reachable range and names months in English', () => {
    expect(clampDate('2025-01-01', '2025-01-07', '2025-02-05')).toBe('2025-01-07');
    expect(clampDate('2025-03-01', '2025-01-07', '2025-02-05')).toBe('2025-02-05');
    expect(calendarMonthLabel('2025-01')).toBe('January 2025');
  });
});
