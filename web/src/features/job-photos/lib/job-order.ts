/**
 * Which jobs a person sees first. Until jobs carry their assigned crew (the dispatch issue), a
 * crew's jobs are the ones in the phone's window (what the pull gives), soonest first; this is the
 * one place to switch to "assigned to me first" when assignments exist.
 */
import type { Appointment, User } from '@haul/shared';

export function orderJobsFor(_user: User, jobs: Appointment[]): Appointment[] {
  return [...jobs].sort(
    (a, b) => a.preferredDate.localeCompare(b.preferredDate) || a.preferredTimeSlot.localeCompare(b.preferredTimeSlot),
  );
}

/** Admins search all jobs by customer, address or service. */
export function matchesSearch(job: Appointment, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [`${job.firstName} ${job.lastName}`, job.address, job.serviceType, job.phone].some((field) =>
    field.toLowerCase().includes(q),
  );
}
