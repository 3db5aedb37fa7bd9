/** Hours worked and the distance rule of the GPS time clock. */
import { ARRIVAL_WINDOWS, LIMITS } from '../company.ts';
import { ARRIVAL_WINDOW_LABELS } from './booking-window.ts';
import { type CalendarDate, calendarDateOf } from './calendar-date.ts';
import { companyTimeToInstant } from './timesheet.ts';

/** Hours between clock-in and clock-out (or now), rounded to 2 decimals. */
export function hoursWorked(clockIn: Date, clockOut: Date): number {
  const hours = Math.max(0, clockOut.getTime() - clockIn.getTime()) / 3_600_000;
  return Math.round(hours * 100) / 100;
}

export function formatHours(hours: number): string {
  return hours.toFixed(2);
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_METERS = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in metres. */
export function distanceMeters(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Inside the geofence when the site could be within the radius given the fix's reported accuracy,
 * with accuracy credited up to the radius itself (a 2 km "fix" cannot prove presence).
 */
export function isWithinClockInRadius(
  distance: number,
  accuracyMeters = 0,
  radius: number = LIMITS.clockInRadiusMeters,
): boolean {
  const credit = Math.min(Math.max(accuracyMeters, 0), radius);
  return distance <= radius + credit;
}

/** A distance as people read it ("38 m", "40.3 km"): one function, kept with the dispatch rules. */
export { formatDistance } from './dispatch.ts';

/** A device clock this far from the server's when it sent a request flags the punches it carries. */
export const CLOCK_SKEW_TOLERANCE_MS = 10 * 60_000;

/** The header a REST client may send with its clock's reading when it sent the request (ISO 8601). */
export const DEVICE_TIME_HEADER = 'X-Device-Time';

/**
 * How far the device's clock was behind the server's when it sent a request: the server's
 * receive time minus the device's send time (a push's `pushedAt`, a REST call's X-Device-Time).
 * One rule for REST and sync: skew is judged on the request, never on a punch's age, because a
 * punch made offline is old, not wrong. Null when the request does not say (or says no time).
 */
export function requestSkewMs(receivedAt: Date, deviceSentAt: string | null | undefined): number | null {
  if (!deviceSentAt) return null;
  const sent = Date.parse(deviceSentAt);
  return Number.isNaN(sent) ? null : receivedAt.getTime() - sent;
}

/**
 * A punch dated later than the server's receive time plus the tolerance: no device can have
 * punched then, so it is refused on REST and sync alike (issue 23 §1, decision 0111). One rule
 * with `isSuspectPunchTime`, which flags what this refuses and what is merely doubtful.
 */
export function isFuturePunchTime(
  request: { receivedAt: Date },
  punchTime: string,
  toleranceMs: number = CLOCK_SKEW_TOLERANCE_MS,
): boolean {
  return new Date(punchTime).getTime() > request.receivedAt.getTime() + toleranceMs;
}

/**
 * A punch time the server cannot vouch for: the device's clock was off by more than the
 * tolerance when it sent the request, or the punch is later than the moment the server got it.
 */
export function isSuspectPunchTime(
  request: { receivedAt: Date; skewMs: number | null },
  punchTime: string,
  toleranceMs: number = CLOCK_SKEW_TOLERANCE_MS,
): boolean {
  if (request.skewMs !== null && Math.abs(request.skewMs) > toleranceMs) return true;
  return isFuturePunchTime(request, punchTime, toleranceMs);
}

/**
 * A clock-in this long before the job's arrival window opens, on the job's own day, is flagged for
 * the office (issue 23 §14): crews arrive early to walk the job, not hours early.
 */
export const EARLY_CLOCK_IN_MINUTES = 60;

/** Whether a clock-in on the job's day comes more than EARLY_CLOCK_IN_MINUTES before its window. */
export function isEarlyClockIn(clockInTime: string, jobDate: CalendarDate, arrivalWindow: string): boolean {
  const window = ARRIVAL_WINDOWS[ARRIVAL_WINDOW_LABELS.indexOf(arrivalWindow)];
  if (!window) return false;
  const clockIn = new Date(clockInTime);
  if (calendarDateOf(clockIn) !== jobDate) return false;
  const opens = companyTimeToInstant(jobDate, window.start);
  return opens.getTime() - clockIn.getTime() > EARLY_CLOCK_IN_MINUTES * 60_000;
}
