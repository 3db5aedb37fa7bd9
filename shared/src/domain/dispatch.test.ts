import { describe, expect, it } from 'vitest';
import {
  arrivalWindowOf,
  assignmentWarnings,
  byArrivalWindow,
  crewConflicts,
  dispatchWarnings,
  formatDistance,
} from './dispatch.ts';

describe('formatDistance', () => {
  it('reads metres under a kilometre and kilometres with one decimal above', () => {
    expect(formatDistance(38.4)).toBe('38 m');
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(999.4)).toBe('999 m');
    expect(formatDistance(999.6)).toBe('1.0 km');
    expect(formatDistance(40_300)).toBe('40.3 km');
    expect(formatDistance(112_400)).toBe('112 km');
    expect(formatDistance(-3)).toBe('0 m');
  });
});

describe('arrival windows', () => {
  it('reads slot labels and orders jobs by them', () => {
    expect(arrivalWindowOf('8:00 AM - 10:00 AM')).toEqual({ start: 480, end: 600 });
    expect(arrivalWindowOf('12:00 PM - 2:00 PM')).toEqual({ start: 720, end: 840 });
    expect(arrivalWindowOf('whenever')).toBeNull();
    const jobs = [
      { preferredTimeSlot: '2:00 PM - 4:00 PM', lastName: 'A' },
      { preferredTimeSlot: 'later', lastName: 'B' },
      { preferredTimeSlot: '8:00 AM - 10:00 AM', lastName: 'C' },
    ];
    expect(jobs.sort(byArrivalWindow).map((j) => j.lastName)).toEqual(['C', 'A', 'B']);
  });
});

describe('assignmentWarnings', () => {
  const job = (id: string, slot: string, assigned: string[] = []) => ({
    id,
    firstName: 'Ann',
    lastName: id,
    preferredDate: '2026-12-01',
    preferredTimeSlot: slot,
    status: 'confirmed' as const,
    assignedEmployeeIds: assigned,
  });
  const target = job('T', '10:00 AM - 12:00 PM');

  it('warns when the person is scheduled Not Available that day', () => {
    const schedules = [{ employeeId: 'e1', date: '2026-12-01', isAvailable: false }];
    expect(assignmentWarnings('e1', target, schedules, []).map((w) => w.code)).toEqual(['not_available']);
  });

  it('warns when the person is already on an overlapping window, not an adjacent one', () => {
    const overlapping = job('O', '10:00 AM - 12:00 PM', ['e1']);
    const adjacent = job('A', '8:00 AM - 10:00 AM', ['e1']);
    expect(assignmentWarnings('e1', target, [], [overlapping]).map((w) => w.code)).toEqual(['overlapping_job']);
    expect(assignmentWarnings('e1', target, [], [adjacent])).toEqual([]);
    expect(assignmentWarnings('e2', target, [], [overlapping])).toEqual([]);
  });

  it('has nothing to say about an available person with a free window', () => {
    const schedules = [{ employeeId: 'e1', date: '2026-12-01', isAvailable: true }];
    expect(assignmentWarnings('e1', target, schedules, [target])).toEqual([]);
  });

  it('the office screens add "no schedule that day" first; a schedule on another day does not count', () => {
    const otherDay = [{ employeeId: 'e1', date: '2026-12-02', isAvailable: true }];
    const overlapping = job('O', '10:00 AM - 12:00 PM', ['e1']);
    expect(dispatchWarnings('e1', target, otherDay, [overlapping]).map((w) => w.code)).toEqual([
      'no_schedule',
      'overlapping_job',
    ]);
    const crewed = job('T', '10:00 AM - 12:00 PM', ['e1', 'e2']);
    const schedules = [
      { employeeId: 'e1', date: '2026-12-01', isAvailable: true },
      { employeeId: 'e2', date: '2026-12-01', isAvailable: true },
    ];
    expect(crewConflicts(crewed, schedules, [crewed])).toEqual([]);
    expect(crewConflicts(crewed, schedules.slice(1), [crewed])).toEqual([
      { employeeId: 'e1', warnings: [{ code: 'no_schedule', message: 'No schedule that day.' }] },
    ]);
  });
});
