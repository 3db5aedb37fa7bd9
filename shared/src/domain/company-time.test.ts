import { describe, expect, it } from 'vitest';
import { formatCompanyTime } from './company-time.ts';

describe('company time: one formatter for every instant a screen shows (decision 0317)', () => {
  it('shows instants in company time, across daylight saving', () => {
    expect(formatCompanyTime(new Date('2025-01-06T13:05:00Z'))).toBe('Jan 6, 8:05 AM');
    expect(formatCompanyTime(new Date('2025-07-04T13:05:00Z'))).toBe('Jul 4, 9:05 AM');
  });

  it('gives each style of the staff screens, from a Date or an ISO timestamp', () => {
    const late = '2025-01-06T02:30:00Z'; // 21:30 on Jan 5 in Atlanta, already Jan 6 in UTC
    expect(formatCompanyTime(late, 'date-time')).toBe('Jan 5, 2025, 9:30 PM');
    expect(formatCompanyTime(late, 'date')).toBe('Jan 5, 2025');
    expect(formatCompanyTime(late, 'day')).toBe('Jan 5');
    expect(formatCompanyTime(new Date(late), 'time')).toBe('9:30 PM');
  });

  it('shows an unreadable timestamp as nothing', () => {
    expect(formatCompanyTime('not a time', 'date-time')).toBe('');
  });
});
