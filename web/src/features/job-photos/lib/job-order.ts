/**
 * How the job grid narrows its list. The order itself is the device query's
 * (`offline/queries/jobs.ts`, `photoJobs`): today first, each day by arrival window.
 */
import { type Appointment, fullName } from '@haul/shared';

/** Admins search all jobs by customer, address or service. */
export function matchesSearch(job: Appointment, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [fullName(job), job.address, job.serviceType, job.phone].some((field) => field.toLowerCase().includes(q));
}
