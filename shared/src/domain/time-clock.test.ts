import { describe, expect, it } from 'vitest';
import { distanceMeters, formatDistance, formatHours, hoursWorked, isWithinClockInRadius } from './time-clock.ts';

describe('time clock rules', () => {
  it('computes hours worked to two decimals', () => {
    const start = new Date('2025-01-06T13:00:00Z');
    expect(hoursWorked(start, new Date('2025-01-06T21:20:00Z'))).toBe(8.33);
    expect(formatHours(hoursWorked(start, start))).toBe('0.00');
    expect(hoursWorked(start, new Date('2025-01-06T12:00:00Z'))).toBe(0);
  });

  it('measures distance between coordinates in metres', () => {
    const fivePoints = { latitude: 33.7537, longitude: -84.3915 };
    expect(distanceMeters(fivePoints, fivePoints)).toBe(0);
    // 0.001° of latitude is about 111 m.
    const north = { latitude: 33.7547, longitude: -84.3915 };
    expect(distanceMeters(fivePoints, north)).toBeGreaterThan(110);
    expect(distanceMeters(fivePoints, north)).toBeLessThan(112);
    // Downtown Atlanta to Decatur square is roughly 9.5 km.
    const decatur = { latitude: 33.7748, longitude: -84.2963 };
    expect(Math.round(distanceMeters(fivePoints, decatur) / 1000)).toBe(9);
  });

  it('credits GPS accuracy, but never more than the radius itself', () => {
    expect(isWithinClockInRadius(90, 5)).toBe(true);
    expect(isWithinClockInRadius(130, 40)).toBe(true);
    expect(isWithinClockInRadius(130, 20)).toBe(false);
    expect(isWithinClockInRadius(250, 2000)).toBe(false);
  });

  it('says distances in plain words', () => {
    expect(formatDistance(40.3)).toBe('40 m');
    expect(formatDistance(999.4)).toBe('999 m');
    expect(formatDistance(40_300)).toBe('40.3 km');
  });
});
