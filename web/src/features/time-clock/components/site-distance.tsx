/**
 * Distance from the selected job, as the 100 m rule judges it (GPS accuracy credited up to the
 * radius, decision 0041). Outside, the crew may still clock in with a reason; the entry is
 * flagged for the office.
 */
import { type Appointment, distanceMeters, isWithinClockInRadius, LIMITS } from '@haul/shared';
import type { LocationState } from '../hooks/use-location.ts';

export type SiteCheck = { kind: 'unknown' } | { kind: 'no-site' } | { kind: 'inside' | 'outside'; distance: number };

export function checkSite(job: Appointment | undefined, location: LocationState): SiteCheck {
  if (!job || location.status !== 'ready') return { kind: 'unknown' };
  if (job.siteLatitude === null || job.siteLongitude === null) return { kind: 'no-site' };
  const distance = distanceMeters(location, { latitude: job.siteLatitude, longitude: job.siteLongitude });
  return { kind: isWithinClockInRadius(distance, location.accuracy) ? 'inside' : 'outside', distance };
}

export function SiteDistance({ check }: { check: SiteCheck }) {
  if (check.kind === 'unknown') return null;
  if (check.kind === 'no-site') {
    return (
      <p className="text-sm text-amber-800">This job has no site location yet; the punch will be marked for review.</p>
    );
  }
  const metres = Math.round(check.distance);
  return check.kind === 'inside' ? (
    <p className="text-sm text-brand-800" data-testid="site-distance">
      You are {metres} m from the job site — within {LIMITS.clockInRadiusMeters} meters.
    </p>
  ) : (
    <p className="text-sm font-medium text-red-700" data-testid="site-distance">
      You are {metres} m from the job site — more than {LIMITS.clockInRadiusMeters} meters. To clock in anyway, give a
      reason; the office will review this entry.
    </p>
  );
}
