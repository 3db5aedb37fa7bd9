/**
 * The Overview's numbers, computed from the lists the admin already loaded (see
 * docs/decisions/0031-dashboard-analytics-client-side.md), so counters, analytics and lists
 * always agree.
 */
import {
  type Appointment,
  displayAppointmentStatus,
  LEAD_SOURCE_NOT_SPECIFIED,
  LIMITS,
  leadSource,
} from '@haul/shared';

export const TOP_LEAD_SOURCES = LIMITS.overviewTopLeadSources;
export const RECENT_CONTACTS = LIMITS.overviewRecentContacts;

export interface LeadSourceCount {
  /** The stored value, or null for appointments without one. */
  source: string | null;
  label: string;
  count: number;
}

export function statusCounts(appointments: readonly Pick<Appointment, 'status'>[]) {
  let pending = 0;
  let confirmed = 0;
  for (const a of appointments) {
    const status = displayAppointmentStatus(a.status);
    if (status === 'pending') pending++;
    if (status === 'confirmed') confirmed++;
  }
  return { total: appointments.length, pending, confirmed };
}

/** Top sources by appointment count, highest first; ties keep the enum's order for a stable list. */
export function leadSourceCounts(
  appointments: readonly Pick<Appointment, 'leadSource'>[],
  limit = TOP_LEAD_SOURCES,
): LeadSourceCount[] {
  const counts = new Map<string | null, number>();
  for (const a of appointments) {
    const source = a.leadSource ?? null;
    counts.set(source, (counts.get(source) ?? 0) + 1);
  }
  const order = (source: string | null) =>
    source === null ? Number.MAX_SAFE_INTEGER : leadSource.values.indexOf(source as never);
  return [...counts.entries()]
    .sort(([a, x], [b, y]) => y - x || order(a) - order(b))
    .slice(0, limit)
    .map(([source, count]) => ({
      source,
      count,
      label: source ? leadSource.label(source) || source : LEAD_SOURCE_NOT_SPECIFIED,
    }));
}

/** Spec wording, 'N leads', for every N. */
export const leadsLabel = (count: number) => `${count} leads`;
