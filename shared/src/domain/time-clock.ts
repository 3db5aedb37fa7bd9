/** Hours worked and the distance rule of the GPS time clock. */
import { ARRIVAL_WINDOWS, LIMITS } from '../company.ts';
import { ARRIVAL_WINDOW_LABELS } from './booking-window.ts';
import { type CalendarDate, calendarDateOf } from './calendar-date.ts';
import { companyTimeToInstant } from './timesheet.ts';

/** Hours between clock-in and clock-out (or now), rounded to 2 decimals. */
export function hoursWorked(clockIn: Date, clockOut: Date): number {
  const hours = Math.max(0, clockOut.getTime() - clockIn.getTime()) / 3_600_000;
  // biome-ignore lint/plugin/no-float-money: hours to the hundredth, not money
  return Math.round(hours * 100) / 100;
}

export function formatHours(hours: number): string {
  // biome-ignore lint/plugin/no-float-money: hours, not money
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

/**
 * The phone's own reading of a punch is kept beside the stored time only when the two differ by at
 * least this much: a minute is what anyone can see on a clock. Below it, the difference is the
 * offset measurement's own noise (milliseconds), and "your phone's clock was off" would be shown on
 * nearly every entry (the screen pass of 2026-11-27, decision 0225).
 */
export const PHONE_TIME_SHOWN_FROM_MS = 60_000;

/** The phone's time of a punch, kept only when it differs visibly from the trusted one. */
export const phoneTimeWorthKeeping = (phone: string, trusted: string): string | null =>
  Math.abs(Date.parse(phone) - Date.parse(trusted)) >= PHONE_TIME_SHOWN_FROM_MS ? phone : null;

/** The header a REST client may send with its clock's reading when it sent the request (ISO 8601). */
export const DEVICE_TIME_HEADER = 'X-Device-Time';

/** The header every API answer carries with the server's clock (ISO 8601, ms): phones measure their offset on it. */
export const SERVER_TIME_HEADER = 'X-Server-Time';

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
 * punched then, so it is refused on REST and sync alike (decision 0111). One rule
 * with `trustedPunchTime`: what this refuses is judged on the punch's trusted time.
 */
export function isFuturePunchTime(
  request: { receivedAt: Date },
  punchTime: string,
  toleranceMs: number = CLOCK_SKEW_TOLERANCE_MS,
): boolean {
  return new Date(punchTime).getTime() > request.receivedAt.getTime() + toleranceMs;
}

/**
 * What a phone knew about its own clock when it punched (decision 0225): the server's
 * clock minus the phone's, measured at its last successful sync; the server's time at that
 * measurement; and, when the app ran without a restart between, the same difference at the moment
 * the punch was recorded, carried forward from the measurement on the monotonic clock
 * (`performance.now()`, which a change of the phone's clock does not move). An offset, not a
 * time: a punch dated other than "now" (a forgotten clock-out) is corrected just as well.
 */
export interface DeviceClockReading {
  offsetMs: number;
  measuredAt: string;
  currentOffsetMs?: number | undefined;
}

/** A punch's best-estimate true time, and the flags that say how far it can be vouched for. */
export interface TrustedPunchTime {
  /** The time stored and paid: the phone's time corrected by what is known of its clock. */
  time: string;
  /** `clock_skew` (the phone's clock was off: corrected) and `time_unverified` (cannot be checked). */
  flags: ('clock_skew' | 'time_unverified')[];
}

/**
 * The one skew rule for REST and sync (decision 0225). The phone's clock is never trusted for pay:
 * 1. the offset carried on the monotonic clock since the last sync, right whatever the phone's
 *    clock did since;
 * 2. else the offset measured at the last sync, vouched when the request that carries the punch
 *    shows the same offset (the phone's clock was not changed between);
 * 3. else (an older app, a REST call) the request's own skew (X-Device-Time, `pushedAt`) when it is
 *    beyond the tolerance (within it, it is the network's delay as much as the clock's error);
 * 4. else the phone's time as it is.
 * An estimate later than the receive time plus the tolerance is impossible and skipped; when the
 * estimates disagree by more than the tolerance the punch is flagged `time_unverified`. A punch
 * whose phone clock was seen off by more than the tolerance is flagged `clock_skew`.
 */
export function trustedPunchTime(
  punchTime: string,
  reading: DeviceClockReading | null | undefined,
  request: { receivedAt: Date; skewMs: number | null },
  toleranceMs: number = CLOCK_SKEW_TOLERANCE_MS,
): TrustedPunchTime {
  const phone = Date.parse(punchTime);
  const latest = request.receivedAt.getTime() + toleranceMs;
  const near = (x: number, y: number) => Math.abs(x - y) <= toleranceMs;
  const possible = (t: number) => Number.isFinite(t) && t <= latest;
  const measured = reading ? Date.parse(reading.measuredAt) : Number.NaN;
  const anchored =
    reading?.currentOffsetMs !== undefined && measured <= latest ? phone + reading.currentOffsetMs : Number.NaN;
  const byOffset = reading ? phone + reading.offsetMs : Number.NaN;
  const skewOff = request.skewMs !== null && !near(request.skewMs, 0);
  const bySkew = request.skewMs === null ? Number.NaN : phone + request.skewMs;
  let time = phone;
  let vouched = true;
  if (possible(anchored)) {
    time = anchored;
    vouched = !Number.isFinite(byOffset) || near(anchored, byOffset);
  } else if (possible(byOffset)) {
    time = byOffset;
    vouched = !Number.isFinite(bySkew) || near(byOffset, bySkew);
  } else if (skewOff && possible(bySkew)) {
    time = bySkew;
    vouched = !reading;
  } else if (reading || skewOff) {
    // Every estimate is impossible: the phone's time as it is, for the office to check.
    vouched = false;
  }
  const flags: TrustedPunchTime['flags'] = [];
  if (skewOff || (reading && !near(reading.offsetMs, 0)) || !near(time, phone)) flags.push('clock_skew');
  if (!vouched) flags.push('time_unverified');
  return { time: new Date(time).toISOString(), flags };
}

/**
 * A clock-in this long before the job's arrival window opens, on the job's own day, is flagged for
 * the office: crews arrive early to walk the job, not hours early.
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
