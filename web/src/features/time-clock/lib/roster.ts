/** Which jobs are on an employee's roster: assigned to them and scheduled for the company's today. */
import { type Appointment, byArrivalWindow, calendarDateOf } from '@haul/shared';

/** Whether a punch on this job is on the roster: assigned to the employee, and scheduled for today. */
export function isOnRoster(job: Appointment, employeeId: string, now = new Date()): boolean {
  return job.assignedEmployeeIds.includes(employeeId) && job.preferredDate === calendarDateOf(now);
}

/** The employee's assigned jobs for today first (in arrival-window order), then every other job. */
export function rosterFirst(jobs: Appointment[], employeeId: string, now = new Date()) {
  const mine = jobs.filter((j) => isOnRoster(j, employeeId, now)).sort(byArrivalWindow);
  return { mine, others: jobs.filter((j) => !mine.includes(j)) };
}
