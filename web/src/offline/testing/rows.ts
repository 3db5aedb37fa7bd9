/**
 * Rows as a device database holds them, for query tests: built on the shared factories, with a
 * fresh id each, and `_pending`/`_deleted` set through overrides when a test needs a local change
 * or a tombstone. `deviceDb()` opens an empty database on fake-indexeddb.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { buildAppointmentInput, buildEmployeeInput, buildScheduleInput } from '@haul/shared/factories';
import { type LocalRow, OfflineDb } from '../db.ts';

const CREATED_AT = '2026-01-05T12:00:00.000Z';

export const deviceDb = () => new OfflineDb(`queries-${randomUUID()}`);

export function jobRow(
  preferredDate: string,
  overrides: Partial<LocalRow<'appointments'>> = {},
): LocalRow<'appointments'> {
  const { specialInstructions: _none, ...input } = buildAppointmentInput(preferredDate);
  return {
    ...input,
    id: randomUUID(),
    status: 'confirmed',
    specialInstructions: null,
    assignedEmployeeIds: [],
    siteLatitude: null,
    siteLongitude: null,
    siteSource: null,
    siteFlag: null,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function employeeRow(overrides: Partial<LocalRow<'employees'>> = {}): LocalRow<'employees'> {
  const { phone, email, firstName, lastName } = buildEmployeeInput();
  return {
    id: randomUUID(),
    firstName,
    lastName,
    phone,
    email,
    role: 'crew_member',
    status: 'active',
    hourlyRate: '18.00',
    hireDate: '2025-06-01',
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function scheduleRow(
  employeeId: string,
  date: string,
  overrides: Partial<LocalRow<'schedules'>> = {},
): LocalRow<'schedules'> {
  const { startTime, endTime } = buildScheduleInput(employeeId, date);
  return {
    id: randomUUID(),
    employeeId,
    date,
    startTime,
    endTime,
    isAvailable: true,
    notes: null,
    createdAt: CREATED_AT,
    version: null,
    ...overrides,
  };
}

export function timeEntryRow(
  employeeId: string,
  clockInTime: string,
  overrides: Partial<LocalRow<'timeEntries'>> = {},
): LocalRow<'timeEntries'> {
  return {
    id: randomUUID(),
    employeeId,
    appointmentId: null,
    clockInTime,
    clockOutTime: null,
    clockInLatitude: null,
    clockInLongitude: null,
    clockOutLatitude: null,
    clockOutLongitude: null,
    totalHours: null,
    notes: null,
    clockOutNotes: null,
    clockInDistanceMeters: null,
    flags: [],
    outsideReason: null,
    dispatchReason: null,
    clockOutDistanceMeters: null,
    clockInReceivedAt: null,
    deviceClockInTime: null,
    deviceClockOutTime: null,
    officeCorrection: null,
    createdAt: clockInTime,
    ...overrides,
  };
}

export function photoRow(
  appointmentId: string,
  uploadedAt: string,
  overrides: Partial<LocalRow<'jobPhotos'>> = {},
): LocalRow<'jobPhotos'> {
  const id = overrides.id ?? randomUUID();
  return {
    id,
    appointmentId,
    employeeId: null,
    photoType: 'before',
    fileName: `${id}.jpg`,
    contentType: 'image/jpeg',
    byteSize: 1000,
    description: null,
    url: `/api/job-photos/${id}`,
    thumbnailUrl: `/api/job-photos/${id}/thumbnail`,
    uploadedAt,
    ...overrides,
  };
}

export function moduleRow(
  moduleOrder: number,
  overrides: Partial<LocalRow<'trainingModules'>> = {},
): LocalRow<'trainingModules'> {
  return {
    id: randomUUID(),
    title: `Module ${moduleOrder}`,
    description: 'Lift with your legs',
    content: '<p>Bend your knees.</p>',
    moduleOrder,
    estimatedMinutes: 10,
    passingScore: 80,
    isActive: true,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function questionRow(
  moduleId: string,
  questionOrder: number,
  overrides: Partial<LocalRow<'quizQuestions'>> = {},
): LocalRow<'quizQuestions'> {
  return {
    id: randomUUID(),
    moduleId,
    question: `Q${questionOrder}`,
    options: ['a', 'b', 'c'],
    questionOrder,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function progressRow(
  employeeId: string,
  moduleId: string,
  overrides: Partial<LocalRow<'employeeProgress'>> = {},
): LocalRow<'employeeProgress'> {
  return {
    id: randomUUID(),
    employeeId,
    moduleId,
    status: 'in_progress',
    score: null,
    timeSpent: null,
    attempts: 0,
    startedAt: CREATED_AT,
    completedAt: null,
    lastQuiz: null,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function badgeRow(name: string, overrides: Partial<LocalRow<'badges'>> = {}): LocalRow<'badges'> {
  return {
    id: randomUUID(),
    name,
    description: `${name} badge`,
    icon: 'award',
    criteria: 'Pass the module',
    moduleId: null,
    points: 10,
    isActive: true,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function employeeBadgeRow(
  employeeId: string,
  badgeId: string,
  earnedAt: string,
  overrides: Partial<LocalRow<'employeeBadges'>> = {},
): LocalRow<'employeeBadges'> {
  return { id: randomUUID(), employeeId, badgeId, earnedAt, createdAt: earnedAt, ...overrides };
}
