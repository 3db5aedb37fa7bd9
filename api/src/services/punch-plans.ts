/**
 * The punch rules as pure plans: what a clock-in or clock-out does, decided from its facts alone
 * (no database, no clock), so the REST calls, a push's careful attempts and its forecast all
 * decide alike (decision 0096). An offline punch is never dropped for where or when it was made:
 * the distance to the job site is measured again and what an admin should review is flagged
 * (decision 0041). A plan refuses only what cannot be true: a second open entry, overlapping
 * entries, a cancelled job; a refusal is thrown as an `ApiFailure`.
 */
import {
  calendarDateOf,
  distanceMeters,
  formatCompanyTime,
  hoursWorked,
  isEarlyClockIn,
  isFuturePunchTime,
  isWithinClockInRadius,
  type ParsedMutatorArgs,
  PUNCH_FLAGS,
  phoneTimeWorthKeeping,
  type TrustedPunchTime,
  trustedPunchTime,
  type User,
} from '@haul/shared';
import { assertActsFor } from '../auth/acting-as.ts';
import type { ClockInFacts, ClockOutFacts, ClockOutWrite, NewPunch } from '../db/repositories/time-entries.ts';
import { ApiFailure, conflict, notFound } from '../http/errors.ts';

/**
 * An open entry clocked in longer ago than this no longer blocks a new clock-in: a punch from a
 * far-past device clock, or a forgotten clock-out, must not lock a crew member out (decision 0046).
 */
export const STALE_OPEN_HOURS = 24;
/** time_entries.total_hours is numeric(7, 2). */
const MAX_RECORDED_HOURS = 99_999.99;

/** When the server received the request carrying a punch, and how far off the device's clock was. */
export interface PunchReceipt {
  receivedAt: Date;
  /** Server receive time minus the device clock when it sent the request; null when unknown. */
  skewMs: number | null;
}

const roundedDistance = (site: { latitude: number; longitude: number }, at: { latitude: number; longitude: number }) =>
  Math.round(distanceMeters(site, at) * 10) / 10;

/** Crews read these reasons on their phones in Atlanta: company time, not UTC. */
const shortTime = (iso: string) => formatCompanyTime(new Date(iso));

/** What a clock-in does. */
export type ClockInPlan =
  | { kind: 'replay' }
  | { kind: 'closeStale'; staleBefore: Date }
  | { kind: 'insert'; punch: NewPunch; proposeSite: boolean };

/**
 * A punch dated beyond the skew tolerance after the server received it is refused, never stored:
 * stored, a clock-in dated 2099 blocked its employee's clock for good (decision 0111).
 */
function assertNotInFuture(receipt: PunchReceipt, punchTime: string) {
  if (isFuturePunchTime(receipt, punchTime))
    throw new ApiFailure(
      422,
      'punch_in_future',
      "The punch time is later than now. Check the phone's date and time, then punch again.",
    );
}

/**
 * A punch's trusted time (decision 0225): the phone's clock corrected by its measured offset.
 * The plans decide on it, and the facts a clock-in is decided on are read at it.
 */
export const trueClockIn = (a: ParsedMutatorArgs<'clockIn'>, receipt: PunchReceipt): TrustedPunchTime =>
  trustedPunchTime(a.clockInTime, a.deviceClock, receipt);
/** The args as the facts are read for them: the clock-in at its trusted time. */
export const atTrueTime = (a: ParsedMutatorArgs<'clockIn'>, receipt: PunchReceipt): ParsedMutatorArgs<'clockIn'> => ({
  ...a,
  clockInTime: trueClockIn(a, receipt).time,
});

/** A clock-in's plan; throws its refusal. `staleClosed`: stale open entries were just closed. */
export function planClockIn(
  f: ClockInFacts,
  a: ParsedMutatorArgs<'clockIn'>,
  receipt: PunchReceipt,
  user: User,
  staleClosed = false,
): ClockInPlan {
  if (f.existing) {
    // A replay of the same punch is answered with the stored entry, but only to its own employee's account.
    assertActsFor(user, f.existing.employeeId);
    return { kind: 'replay' };
  }
  const trusted = trueClockIn(a, receipt);
  const at = trusted.time;
  assertNotInFuture(receipt, at);
  if (!f.employeeExists) throw notFound('That employee does not exist.');
  if (f.employeeInactive)
    throw conflict('employee_inactive', 'This employee is inactive; the punch was not recorded. Ask the office.');
  const site = f.site;
  if (!site) throw new ApiFailure(404, 'job_not_found', 'That job does not exist.');
  if (site.status === 'cancelled')
    throw conflict('job_cancelled', 'That job was cancelled; the punch was not recorded.');
  const open = f.overlap;
  const staleBefore = new Date(new Date(at).getTime() - STALE_OPEN_HOURS * 3_600_000);
  if (!staleClosed && open?.clockOutTime === null && new Date(open.clockInTime) < staleBefore) {
    return { kind: 'closeStale', staleBefore };
  }
  if (open?.clockOutTime === null) {
    throw conflict('already_clocked_in', `Already clocked in since ${shortTime(open.clockInTime)}.`);
  }
  if (open) {
    throw conflict(
      'overlapping_entry',
      `Overlaps an entry from ${shortTime(open.clockInTime)} to ${shortTime(open.clockOutTime ?? '')}.`,
    );
  }
  const flags: string[] = [];
  let distance: number | null = null;
  // Only the job's own crew may place a site-less job with their first punch.
  const proposeSite =
    (site.latitude === null || site.longitude === null) && site.assignedEmployeeIds.includes(a.employeeId);
  if (site.latitude === null || site.longitude === null) {
    flags.push(PUNCH_FLAGS.noSiteLocation);
  } else {
    distance = roundedDistance({ latitude: site.latitude, longitude: site.longitude }, a);
    if (!isWithinClockInRadius(distance, a.accuracy ?? 0)) flags.push(PUNCH_FLAGS.outsideRadius);
  }
  const offRoster: string[] = [];
  if (!site.assignedEmployeeIds.includes(a.employeeId)) offRoster.push(PUNCH_FLAGS.notAssigned);
  if (site.date !== calendarDateOf(new Date(at))) offRoster.push(PUNCH_FLAGS.notScheduledToday);
  else if (isEarlyClockIn(at, site.date, site.arrivalWindow)) flags.push(PUNCH_FLAGS.earlyClockIn);
  if (offRoster.length > 0 && !a.dispatchReason) offRoster.push(PUNCH_FLAGS.reasonMissing);
  flags.push(...offRoster);
  flags.push(...trusted.flags);
  const punch: NewPunch = {
    id: a.id,
    employeeId: a.employeeId,
    appointmentId: a.appointmentId,
    clockInTime: at,
    deviceClockInTime: phoneTimeWorthKeeping(a.clockInTime, at),
    latitude: a.latitude,
    longitude: a.longitude,
    accuracy: a.accuracy ?? null,
    notes: a.notes ?? null,
    distanceMeters: distance,
    outsideReason: a.outsideReason ?? null,
    dispatchReason: a.dispatchReason ?? null,
    flags,
    receivedAt: receipt.receivedAt,
    recordedBy: user.id,
  };
  return { kind: 'insert', punch, proposeSite };
}

/** A clock-out's write; throws its refusal. */
export function planClockOut(
  found: ClockOutFacts | null,
  a: ParsedMutatorArgs<'clockOut'>,
  receipt: PunchReceipt,
  user: User,
): ClockOutWrite {
  const entry = found?.entry;
  if (!entry || entry.employeeId !== a.employeeId) {
    throw new ApiFailure(409, 'not_clocked_in', 'There is no clock-in to close for this employee.');
  }
  if (entry.clockOutTime !== null) throw conflict('already_clocked_out', 'This entry was already clocked out.');
  const trusted = trustedPunchTime(a.clockOutTime, a.deviceClock, receipt);
  const at = trusted.time;
  assertNotInFuture(receipt, at);
  if (new Date(at) < new Date(entry.clockInTime)) {
    throw conflict('clock_out_before_clock_in', 'The clock-out time is before the clock-in time.');
  }
  const hours = hoursWorked(new Date(entry.clockInTime), new Date(at));
  const flags = new Set(entry.flags);
  for (const flag of trusted.flags) flags.add(flag);
  if (hours > STALE_OPEN_HOURS) flags.add(PUNCH_FLAGS.longShift);
  const site = found.site;
  let distance: number | null = null;
  if (site && site.latitude !== null && site.longitude !== null) {
    distance = roundedDistance({ latitude: site.latitude, longitude: site.longitude }, a);
    if (!isWithinClockInRadius(distance, a.accuracy ?? 0)) flags.add(PUNCH_FLAGS.clockOutOutsideRadius);
  }
  return {
    clockOutTime: at,
    deviceClockOutTime: phoneTimeWorthKeeping(a.clockOutTime, at),
    latitude: a.latitude,
    longitude: a.longitude,
    accuracy: a.accuracy ?? null,
    notes: a.notes ?? null,
    // Closing an entry years old must still work (an admin can always close one).
    totalHours: Math.min(hours, MAX_RECORDED_HOURS),
    distanceMeters: distance,
    flags: [...flags],
    receivedAt: receipt.receivedAt,
    recordedBy: user.id,
  };
}
