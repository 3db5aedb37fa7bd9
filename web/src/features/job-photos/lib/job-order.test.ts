import { type Appointment, ARRIVAL_WINDOW_LABELS, type User } from '@haul/shared';
import { buildAppointmentInput } from '@haul/shared/factories';
import { describe, expect, it } from 'vitest';
import { orderJobsFor } from './job-order.ts';

const crew: User = {
  id: crypto.randomUUID(),
  username: 'crew',
  role: 'crew',
  employeeId: crypto.randomUUID(),
  createdAt: '2026-01-01T12:00:00.000Z',
};

function job(preferredDate: string, preferredTimeSlot: string, lastName: string): Appointment {
  return {
    ...buildAppointmentInput(preferredDate, { preferredTimeSlot, lastName }),
    id: crypto.randomUUID(),
    status: 'confirmed',
    specialInstructions: null,
    assignedEmployeeIds: [],
    siteLatitude: null,
    siteLongitude: null,
    siteSource: null,
    siteFlag: null,
    createdAt: '2026-01-01T12:00:00.000Z',
  };
}

describe('the job-photos grid order', () => {
  it("lists a day's jobs in arrival-window order, not text order (8 AM before 2 PM)", () => {
    const [eight, ten, twelve, two] = ARRIVAL_WINDOW_LABELS as [string, string, string, string];
    expect(eight.startsWith('8:00 AM') && two.startsWith('2:00 PM')).toBe(true);
    const jobs = [job('2026-03-02', two, 'A'), job('2026-03-02', eight, 'B'), job('2026-03-01', twelve, 'C')];
    jobs.push(job('2026-03-02', ten, 'D'));
    const order = orderJobsFor(crew, jobs).map((j) => `${j.preferredDate} ${j.lastName}`);
    expect(order).toEqual(['2026-03-01 C', '2026-03-02 B', '2026-03-02 D', '2026-03-02 A']);
  });
});
