/**
 * Which jobs a person sees first. Until jobs carry their assigned crew (the dispatch issue), a
 * crew's jobs are the ones in the phone's window (what the pull gives), soonest first; this is the
 * one place to switch to "assigned to me first" when assignments exist.
 */
import { type Appointment, byWorkOrder, fullName, type User } from '@haul/shared';

export function orderJobsFor(_user: User, jobs: Appointment[]): Appointment[] {
  return [...jobs].sort(byWorkOrder);
}

/** Admins search all jobs by customer, address or service. */
export function matchesSearch(job: Appointment, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [fullName(job), job.address, job.serviceType, job.phone].some((field) => field.toLowerCase().includes(q));
}
