/**
 * Dispatch rules shared by the office screen, the crew phone and the server: when a job's
 * arrival window is, who may be warned about an assignment, and distances as people say them.
 */

import type { Appointment } from '../schemas/appointment.ts';
import type { Schedule } from '../schemas/schedule.ts';
import { fullName } from './people.ts';

/** Minutes since midnight of "8:00 AM" / "4:30 PM"; null when the text is not a time. */
function minutesOf(text: string): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AP]M)\s*$/i.exec(text);
  if (!match) return null;
  const [, h, m, suffix] = match as unknown as [string, string, string, string];
  const hour = (Number(h) % 12) + (suffix.toUpperCase() === 'PM' ? 12 : 0);
  return hour * 60 + Number(m);
}

/** The arrival window of a slot label such as "8:00 AM - 10:00 AM", in minutes; null if unreadable. */
export function arrivalWindowOf(label: string): { start: number; end: number } | null {
  const [from, to] = label.split(/\s+-\s+/);
  const start = from ? minutesOf(from) : null;
  const end = to ? minutesOf(to) : null;
  return start === null || end === null || end <= start ? null : { start, end };
}

/** Jobs in arrival-window order (unreadable windows last, then by name). */
export function byArrivalWindow<T extends Pick<Appointment, 'preferredTimeSlot' | 'lastName'>>(a: T, b: T): number {
  const wa = arrivalWindowOf(a.preferredTimeSlot)?.start ?? Number.MAX_SAFE_INTEGER;
  const wb = arrivalWindowOf(b.preferredTimeSlot)?.start ?? Number.MAX_SAFE_INTEGER;
  return wa - wb || a.lastName.localeCompare(b.lastName);
}

/** A day's work order across days: by date, then by arrival window ("8:00 AM" before "2:00 PM"). */
export function byWorkOrder<T extends Pick<Appointment, 'preferredDate' | 'preferredTimeSlot' | 'lastName'>>(
  a: T,
  b: T,
): number {
  return a.preferredDate.localeCompare(b.preferredDate) || byArrivalWindow(a, b);
}

export type AssignmentWarningCode = 'not_available' | 'no_schedule' | 'overlapping_job';
export interface AssignmentWarning {
  code: AssignmentWarningCode;
  message: string;
}

type DispatchJob = Pick<
  Appointment,
  'id' | 'firstName' | 'lastName' | 'preferredDate' | 'preferredTimeSlot' | 'status' | 'assignedEmployeeIds'
>;

/**
 * Why the office might not want this person on this job: scheduled Not Available that day, or
 * already on another live job whose window overlaps. Warnings, never refusals: the office knows
 * things the schedule does not.
 */
export function assignmentWarnings(
  employeeId: string,
  job: DispatchJob,
  schedules: readonly Pick<Schedule, 'employeeId' | 'date' | 'isAvailable'>[],
  jobs: readonly DispatchJob[],
): AssignmentWarning[] {
  const warnings: AssignmentWarning[] = [];
  const sameDay = schedules.filter((s) => s.employeeId === employeeId && s.date === job.preferredDate);
  if (sameDay.length > 0 && sameDay.every((s) => !s.isAvailable)) {
    warnings.push({ code: 'not_available', message: 'Scheduled as Not Available that day.' });
  }
  const window = arrivalWindowOf(job.preferredTimeSlot);
  const clash = jobs.find((other) => {
    if (other.id === job.id || other.preferredDate !== job.preferredDate) return false;
    if (other.status === 'cancelled' || !other.assignedEmployeeIds.includes(employeeId)) return false;
    const w = arrivalWindowOf(other.preferredTimeSlot);
    return window && w
      ? w.start < window.end && window.start < w.end
      : other.preferredTimeSlot === job.preferredTimeSlot;
  });
  if (clash) {
    warnings.push({
      code: 'overlapping_job',
      message: `Already on ${fullName(clash)}'s job (${clash.preferredTimeSlot}).`,
    });
  }
  return warnings;
}

/**
 * What the office's screens show for a person on (or offered for) a job: the assignment warnings
 * above, and, first, that nobody put them on the schedule that day at all. The server's answer to
 * an assignment keeps to `assignmentWarnings`; a missing schedule is for the office to notice.
 */
export function dispatchWarnings(
  employeeId: string,
  job: DispatchJob,
  schedules: readonly Pick<Schedule, 'employeeId' | 'date' | 'isAvailable'>[],
  jobs: readonly DispatchJob[],
): AssignmentWarning[] {
  const scheduled = schedules.some((s) => s.employeeId === employeeId && s.date === job.preferredDate);
  const missing: AssignmentWarning[] = scheduled ? [] : [{ code: 'no_schedule', message: 'No schedule that day.' }];
  return [...missing, ...assignmentWarnings(employeeId, job, schedules, jobs)];
}

/** The day board: each person on the job with something to look at, in crew order. */
export function crewConflicts(
  job: DispatchJob,
  schedules: readonly Pick<Schedule, 'employeeId' | 'date' | 'isAvailable'>[],
  jobs: readonly DispatchJob[],
): { employeeId: string; warnings: AssignmentWarning[] }[] {
  return job.assignedEmployeeIds
    .map((employeeId) => ({ employeeId, warnings: dispatchWarnings(employeeId, job, schedules, jobs) }))
    .filter((c) => c.warnings.length > 0);
}

/** A distance as a person reads it: "38 m" under a kilometre, then "1.2 km", "40.3 km", "112 km". */
export function formatDistance(meters: number): string {
  const m = Math.max(0, meters);
  if (Math.round(m) < 1000) return `${Math.round(m)} m`;
  const km = m / 1000;
  // biome-ignore lint/plugin/no-float-money: kilometres, not money
  return km < 100 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

/**
 * What a crew account sees of a job: everything the field needs, but the customer's name, phone,
 * email, address, job description, instructions and site only on jobs that crew member is
 * assigned to, and never the lead source (decisions 0061, 0110). The REST list and the sync pull
 * both use it, so both edges hide the same fields. Blanked text is '' and blanked site fields are
 * null, so the row still matches `AppointmentSchema`.
 */
export function crewCopyOf(job: Appointment, employeeId: string | null): Appointment {
  const { leadSource: _marketing, ...rest } = job;
  if (employeeId && job.assignedEmployeeIds.includes(employeeId)) return rest;
  return {
    ...rest,
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
    address: '',
    description: '',
    specialInstructions: null,
    siteLatitude: null,
    siteLongitude: null,
    siteSource: null,
    siteFlag: null,
  };
}
