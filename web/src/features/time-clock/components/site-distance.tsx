/**
 * Distance from the selected job, as the 100 m rule judges it (GPS accuracy credited up to the
 * radius, decision 0041). Outside, the crew may still clock in with a reason; the entry is
 * flagged for the office.
 */
import { type Appointment, distanceMeters, formatDistance, isWithinClockInRadius, LIMITS } from '@haul/shared';
import type { LocationState } from '../hooks/use-location.ts';

export type SiteCheck = { kind: 'unknown' } | { kind: 'no-site' } | { kind: 'inside' | 'outside'; distance: number };

export function checkSite(job: Appointment | undefined, location: LocationState): SiteCheck {
  if (!job || location.status !== 'ready') return { kind: 'unknown' };
  if (job.siteLatitude === null || job.siteLongitude === null) return { kind: 'no-site' };
  const distance = distanceMeters(location, { latitude: job.siteLatitude, longitude: job.siteLongitude });
  return { kind: isWithinClockInRadius(distance, location.accuracy) ? 'inside' : 'outside', distance };
}

export function SiteDistance({ check, punch = 'in' }: { check: SiteCheck; punch?: 'in' | 'out' }) {
  if (check.kind === 'unknown') return null;
  if (check.kind === 'no-site') {
    return (
      <p className="text-sm text-amber-800">
        This job has no site location yet; this punch's location will be proposed as the site and marked for review.
      </p>
    );
  }
  const away = formatDistance(check.distance);
  if (check.kind === 'inside') {
    return (
      <p className="text-sm text-brand-800" data-testid="site-distance">
        You are {away} from the job site — within {LIMITS.clockInRadiusMeters} m.
      </p>
    );
  }
  return (
    <p className="text-sm font-medium text-red-700" data-testid="site-distance">
      You are {away} from the job site — more than {LIMITS.clockInRadiusMeters} m.{' '}
      {punch === 'in'
        ? 'To clock in anyway, give a reason; the office will review this entry.'
        : 'You can still clock out; the office will see where you were.'}
    </p>
  );
}
