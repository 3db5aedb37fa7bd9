/**
 * Test factories: each builds a valid object for one schema, with a counter so values differ,
 * and takes overrides. Used by the api, web and e2e suites alike.
 */

import { ARRIVAL_WINDOW_LABELS } from './domain/booking-window.ts';
import { startOfDayInZone } from './domain/calendar-date.ts';
import type { AppointmentCreate } from './schemas/appointment.ts';
import type { ContactRequestCreate } from './schemas/contact.ts';
import type { EmployeeCreate } from './schemas/employee.ts';
import type { ScheduleCreate } from './schemas/schedule.ts';
import type { ClockIn } from './schemas/time-entry.ts';
import type { FinishQuiz } from './schemas/training.ts';
import type { MutatorArgs } from './sync/mutators.ts';

let sequence = 0;
const next = () => ++sequence;

const FIRST_NAMES = ['Jasmine', 'Marcus', 'Keisha', 'Darnell', 'Emily', 'Carlos', 'Tanya', 'Andre'];
const LAST_NAMES = ['Washington', 'Brooks', 'Nguyen', 'Patel', 'Henderson', 'Ramirez', 'Coleman', 'Ford'];
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

export function buildContactRequest(overrides: Partial<ContactRequestCreate> = {}): ContactRequestCreate {
  const n = next();
  const firstName = pick(FIRST_NAMES, n);
  return {
    firstName,
    lastName: pick(LAST_NAMES, n + 3),
    phone: `(404) 555-${String(1000 + (n % 9000)).padStart(4, '0')}`,
    email: `${firstName.toLowerCase()}.${n}@example.com`,
    address: `${100 + n} Peachtree St NE, Atlanta, GA 30303`,
    description: 'Old couch, two mattresses and a broken treadmill from the basement.',
    ...overrides,
  };
}

export function buildAppointmentInput(
  preferredDate: string,
  overrides: Partial<AppointmentCreate> = {},
): AppointmentCreate {
  return {
    ...buildContactRequest(),
    serviceType: 'Furniture Removal',
    preferredDate,
    preferredTimeSlot: ARRIVAL_WINDOW_LABELS[0] as string,
    specialInstructions: undefined,
    leadSource: 'google_search',
    smsConsent: false,
    ...overrides,
  };
}

/** Where test jobs are, unless a test says otherwise: a driveway in Decatur, GA. */
export const TEST_JOB_SITE = { latitude: 33.774828, longitude: -84.296312 } as const;

export interface JobOverrides extends Partial<AppointmentCreate> {
  id?: string;
  /** The job's site; `null` for a job without one (the geocoder's, or the first punch's, to find). */
  site?: { latitude: number; longitude: number } | null;
}

/**
 * A job as the office enters it: the `createAppointment` mutator's arguments, on a company
 * calendar date (sent as its midnight in the company's zone, as the apps send it), with a new id,
 * at TEST_JOB_SITE. Each test tier makes its jobs from this, through one helper of its own.
 */
export function buildJob(date: string, overrides: JobOverrides = {}): MutatorArgs<'createAppointment'> {
  const { id = crypto.randomUUID(), site = TEST_JOB_SITE, ...input } = overrides;
  return {
    ...buildAppointmentInput(startOfDayInZone(date).toISOString(), input),
    id,
    ...(site ? { siteLatitude: site.latitude, siteLongitude: site.longitude } : {}),
  };
}

export function buildEmployeeInput(overrides: Partial<EmployeeCreate> = {}): EmployeeCreate {
  const n = next();
  const firstName = pick(FIRST_NAMES, n + 1);
  return {
    firstName,
    lastName: pick(LAST_NAMES, n),
    phone: `(678) 555-${String(2000 + (n % 7000)).padStart(4, '0')}`,
    email: `${firstName.toLowerCase()}.crew${n}@example.com`,
    role: 'crew_member',
    hourlyRate: '18.00',
    ...overrides,
  };
}

export function buildScheduleInput(
  employeeId: string,
  date: string,
  overrides: Partial<ScheduleCreate> = {},
): ScheduleCreate {
  return { employeeId, date, startTime: '08:00', endTime: '16:00', isAvailable: true, notes: undefined, ...overrides };
}

export function buildClockIn(
  employeeId: string,
  appointmentId: string,
  at: { latitude: number; longitude: number },
  overrides: Partial<ClockIn> = {},
): ClockIn {
  return { employeeId, appointmentId, latitude: at.latitude, longitude: at.longitude, accuracy: 10, ...overrides };
}

/** A finished quiz with the given answers, six minutes long. */
export function buildFinishQuiz(
  employeeId: string,
  moduleId: string,
  answers: number[],
  overrides: Partial<FinishQuiz> = {},
): FinishQuiz {
  return {
    employeeId,
    moduleId,
    answers,
    startedAt: '2025-01-06T14:50:00.000Z',
    finishedAt: '2025-01-06T14:56:00.000Z',
    ...overrides,
  };
}

/** A real 8×8 JPEG (decodable, so the server can make its thumbnail), for photo tests. */
export function tinyJpeg(): Uint8Array<ArrayBuffer> {
  const base64 =
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAARn/2Q==';
  return Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
}
