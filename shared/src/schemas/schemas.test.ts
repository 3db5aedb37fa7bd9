import { describe, expect, it } from 'vitest';
import {
  buildAppointmentInput,
  buildContactRequest,
  buildEmployeeInput,
  buildJob,
  buildScheduleInput,
  TEST_JOB_SITE,
} from '../factories.ts';
import { MUTATOR_ARGS } from '../sync/mutators.ts';
import { AppointmentCreateSchema } from './appointment.ts';
import { ContactRequestCreateSchema } from './contact.ts';
import { EmployeeCreateSchema } from './employee.ts';
import { fieldErrors } from './errors.ts';
import { ScheduleCreateSchema } from './schedule.ts';
import { ClockInSchema } from './time-entry.ts';

const EMPLOYEE = '0b6f3a3e-7c1d-4a51-9a0e-2a2b7f6f0c11';

describe('shared schemas', () => {
  it('accepts what the factories build', () => {
    expect(ContactRequestCreateSchema.safeParse(buildContactRequest()).success).toBe(true);
    expect(AppointmentCreateSchema.safeParse(buildAppointmentInput('2025-01-06T05:00:00.000Z')).success).toBe(true);
    expect(EmployeeCreateSchema.safeParse(buildEmployeeInput()).success).toBe(true);
    expect(ScheduleCreateSchema.safeParse(buildScheduleInput(EMPLOYEE, '2025-01-06')).success).toBe(true);
    expect(MUTATOR_ARGS.createAppointment.safeParse(buildJob('2025-01-06')).success).toBe(true);
    expect(MUTATOR_ARGS.createAppointment.safeParse(buildJob('2025-07-01', { site: null })).success).toBe(true);
  });

  it('builds a job on the company calendar date, at the test site unless told otherwise', () => {
    const job = buildJob('2025-07-01', { lastName: 'Okafor' });
    expect(job).toMatchObject({
      preferredDate: '2025-07-01T04:00:00.000Z',
      lastName: 'Okafor',
      siteLatitude: TEST_JOB_SITE.latitude,
      siteLongitude: TEST_JOB_SITE.longitude,
    });
    expect(buildJob('2025-01-06').id).not.toBe(buildJob('2025-01-06').id);
    expect(buildJob('2025-01-06', { site: null })).not.toHaveProperty('siteLatitude');
  });

  it("uses the spec's messages for missing fields and bad email", () => {
    const result = ContactRequestCreateSchema.safeParse({ firstName: '  ', email: 'nope', phone: '123' });
    expect(result.success).toBe(false);
    const fields = fieldErrors(result.error!);
    expect(fields).toMatchObject({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Invalid email',
      phone: 'Enter a 10-digit phone number',
      address: 'Required',
      description: 'Required',
    });
  });

  it('defaults lead source to direct and role to crew_member', () => {
    const { leadSource: _omit, ...withoutSource } = buildAppointmentInput('2025-01-06T05:00:00.000Z');
    expect(AppointmentCreateSchema.parse(withoutSource).leadSource).toBe('direct');
    const { role: _role, ...withoutRole } = buildEmployeeInput();
    expect(EmployeeCreateSchema.parse(withoutRole).role).toBe('crew_member');
  });

  it("reads the spec's text forms: isAvailable 'false', an ISO schedule date, text coordinates", () => {
    const schedule = ScheduleCreateSchema.parse(
      buildScheduleInput(EMPLOYEE, '2025-01-06T05:00:00.000Z', { isAvailable: 'false' as never }),
    );
    expect(schedule).toMatchObject({ date: '2025-01-06', isAvailable: false });
    const punch = ClockInSchema.parse({
      employeeId: EMPLOYEE,
      appointmentId: EMPLOYEE,
      latitude: '33.7',
      longitude: '-84.4',
    });
    expect(punch.latitude).toBe(33.7);
  });

  it('refuses a schedule that ends before it starts', () => {
    const result = ScheduleCreateSchema.safeParse(
      buildScheduleInput(EMPLOYEE, '2025-01-06', { startTime: '17:00', endTime: '09:00' }),
    );
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!).endTime).toBe('End time must be after start time');
  });

  it('normalises hourly rate to two decimals and rejects nonsense', () => {
    expect(EmployeeCreateSchema.parse(buildEmployeeInput({ hourlyRate: '25' })).hourlyRate).toBe('25.00');
    expect(EmployeeCreateSchema.safeParse(buildEmployeeInput({ hourlyRate: 'lots' })).success).toBe(false);
  });
});
