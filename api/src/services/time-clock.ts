/**
 * Clock-in and clock-out, shared by the `clockIn`/`clockOut` mutators and the REST calls. An
 * offline punch is never dropped for where or when it was made: the server re-measures the
 * distance to the job site and flags what an admin should review (decision 0041). It refuses
 * only what cannot be true: a second open entry, overlapping entries, a cancelled job.
 */
import {
  calendarDateOf,
  distanceMeters,
  formatCompanyTime,
  hoursWorked,
  isSuspectPunchTime,
  isWithinClockInRadius,
  type ParsedMutatorArgs,
  PUNCH_FLAGS,
  type TimeEntry,
  type User,
} from '@haul/shared';
import { assertActsFor } from '../auth/acting-as.ts';
import type { Tx } from '../db/client.ts';
import type {
  ClockInFacts,
  ClockOutFacts,
  ClockOutWrite,
  NewPunch,
  TimeEntriesRepository,
} from '../db/repositories/time-entries.ts';
import { Sent } from '../db/sent.ts';
import { ApiFailure, conflict, notFound } from '../http/errors.ts';
import { ForecastMissed, type PunchForecast } from './punch-forecast.ts';

const roundedDistance = (site: { latitude: number; longitude: number }, at: { latitude: number; longitude: number }) =>
  Math.round(distanceMeters(site, at) * 10) / 10;

/**
 * An open entry clocked in longer ago than this no longer blocks a new clock-in: a punch from a
 * far-past device clock, or a forgotten clock-out, must not lock a crew member out (decision 0046).
 */
const STALE_OPEN_HOURS = 24;
/** time_entries.total_hours is numeric(7, 2). */
const MAX_RECORDED_HOURS = 99_999.99;

export interface PunchContext {
  receivedAt: Date;
  /** Server receive time minus the device clock when it sent the request; null when unknown. */
  skewMs: number | null;
  /** In a push's optimistic attempt: what its earlier punches read and wrote (punch-forecast.ts). */
  forecast?: PunchForecast | null;
}

/** Crews read these reasons on their phones in Atlanta: company time, not UTC. */
const shortTime = (iso: string) => formatCompanyTime(new Date(iso));

/** A replayed punch deleted between its read and its answer. */
const gone = (): never => {
  throw conflict('punch_deleted', 'That punch was deleted on the server.');
};

/** What a clock-in does, decided from its facts alone (so a forecast can be checked against the real ones). */
type ClockInPlan =
  | { kind: 'replay' }
  | { kind: 'closeStale'; staleBefore: Date }
  | { kind: 'insert'; punch: NewPunch; proposeSite: boolean };

/** A clock-in's plan; throws its refusal. `staleClosed`: stale open entries were just closed. */
function planClockIn(
  f: ClockInFacts,
  a: ParsedMutatorArgs<'clockIn'>,
  ctx: PunchContext,
  user: User,
  staleClosed = false,
): ClockInPlan {
  if (f.existing) {
    // A replay of the same punch is answered with the stored entry, but only to its own employee's account.
    assertActsFor(user, f.existing.employeeId);
    return { kind: 'replay' };
  }
  if (!f.employeeExists) throw notFound('That employee does not exist.');
  const site = f.site;
  if (!site) throw new ApiFailure(404, 'job_not_found', 'That job does not exist.');
  if (site.status === 'cancelled')
    throw conflict('job_cancelled', 'That job was cancelled; the punch was not recorded.');
  const open = f.overlap;
  const staleBefore = new Date(new Date(a.clockInTime).getTime() - STALE_OPEN_HOURS * 3_600_000);
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
  const proposeSite = site.latitude === null || site.longitude === null;
  if (site.latitude === null || site.longitude === null) {
    flags.push(PUNCH_FLAGS.noSiteLocation);
  } else {
    distance = roundedDistance({ latitude: site.latitude, longitude: site.longitude }, a);
    if (!isWithinClockInRadius(distance, a.accuracy ?? 0)) flags.push(PUNCH_FLAGS.outsideRadius);
  }
  const offRoster: string[] = [];
  if (!site.assignedEmployeeIds.includes(a.employeeId)) offRoster.push(PUNCH_FLAGS.notAssigned);
  if (site.date !== calendarDateOf(new Date(a.clockInTime))) offRoster.push(PUNCH_FLAGS.notScheduledToday);
  if (offRoster.length > 0 && !a.dispatchReason) offRoster.push(PUNCH_FLAGS.reasonMissing);
  flags.push(...offRoster);
  if (isSuspectPunchTime(ctx, a.clockInTime)) flags.push(PUNCH_FLAGS.clockSkew);
  const punch: NewPunch = {
    id: a.id,
    employeeId: a.employeeId,
    appointmentId: a.appointmentId,
    clockInTime: a.clockInTime,
    latitude: a.latitude,
    longitude: a.longitude,
    accuracy: a.accuracy ?? null,
    notes: a.notes ?? null,
    distanceMeters: distance,
    outsideReason: a.outsideReason ?? null,
    dispatchReason: a.dispatchReason ?? null,
    flags,
    receivedAt: ctx.receivedAt,
    recordedBy: user.id,
  };
  return { kind: 'insert', punch, proposeSite };
}

/** A clock-out's write; throws its refusal. */
function planClockOut(
  found: ClockOutFacts | null,
  a: ParsedMutatorArgs<'clockOut'>,
  ctx: PunchContext,
  user: User,
): ClockOutWrite {
  const entry = found?.entry;
  if (!entry || entry.employeeId !== a.employeeId) {
    throw new ApiFailure(409, 'not_clocked_in', 'There is no clock-in to close for this employee.');
  }
  if (entry.clockOutTime !== null) throw conflict('already_clocked_out', 'This entry was already clocked out.');
  if (new Date(a.clockOutTime) < new Date(entry.clockInTime)) {
    throw conflict('clock_out_before_clock_in', 'The clock-out time is before the clock-in time.');
  }
  const hours = hoursWorked(new Date(entry.clockInTime), new Date(a.clockOutTime));
  const flags = new Set(entry.flags);
  if (isSuspectPunchTime(ctx, a.clockOutTime)) flags.add(PUNCH_FLAGS.clockSkew);
  if (hours > STALE_OPEN_HOURS) flags.add(PUNCH_FLAGS.longShift);
  const site = found.site;
  let distance: number | null = null;
  if (site && site.latitude !== null && site.longitude !== null) {
    distance = roundedDistance({ latitude: site.latitude, longitude: site.longitude }, a);
    if (!isWithinClockInRadius(distance, a.accuracy ?? 0)) flags.add(PUNCH_FLAGS.clockOutOutsideRadius);
  }
  return {
    clockOutTime: a.clockOutTime,
    latitude: a.latitude,
    longitude: a.longitude,
    accuracy: a.accuracy ?? null,
    notes: a.notes ?? null,
    // Closing an entry years old must still work (an admin can always close one).
    totalHours: Math.min(hours, MAX_RECORDED_HOURS),
    distanceMeters: distance,
    flags: [...flags],
    receivedAt: ctx.receivedAt,
    recordedBy: user.id,
  };
}

/** The plan from forecast facts, when it is a plain write that can go out before its facts are read. */
function foreseen<T>(plan: () => T): T | null {
  try {
    return plan();
  } catch (error) {
    // A forecast refusal is not trusted: the real facts are read and decide.
    if (error instanceof ApiFailure) return null;
    throw error;
  }
}

/** The same write from the real facts as from the forecast; anything else ends the optimistic attempt. */
function confirm<T>(real: () => T, sent: T): void {
  if (JSON.stringify(real()) !== JSON.stringify(sent)) throw new ForecastMissed();
}

export function timeClockService(entries: TimeEntriesRepository) {
  /**
   * `user` is who is signed in: a crew account may punch only its own employee. Every refusal
   * comes before the insert, which is returned sent but not answered (db/sent.ts). In a push's
   * optimistic attempt a forecast insert goes out with no read before it (punch-forecast.ts).
   */
  async function sendClockIn(
    tx: Tx,
    version: number,
    a: ParsedMutatorArgs<'clockIn'>,
    ctx: PunchContext,
    user: User,
  ): Promise<Sent<TimeEntry>> {
    assertActsFor(user, a.employeeId);
    const forecast = ctx.forecast ?? null;
    const facts = forecast?.clockIn(a);
    const planned = facts ? foreseen(() => planClockIn(facts, a, ctx, user)) : null;
    if (forecast && planned?.kind === 'insert' && !planned.proposeSite) {
      const { punch } = planned;
      forecast.inserted(punch);
      const answer = entries.insertWithFacts(tx, punch, version).then(({ facts: real, entry }) => {
        confirm(() => planClockIn(real, a, ctx, user), planned);
        return entry;
      });
      return new Sent(answer);
    }
    const read = await entries.clockInFacts(tx, a);
    forecast?.learned(a, read);
    let plan = planClockIn(read, a, ctx, user);
    if (plan.kind === 'closeStale') {
      const close = { flag: PUNCH_FLAGS.autoClosed, at: ctx.receivedAt, recordedBy: user.id };
      await entries.closeStaleOpen(tx, a.employeeId, plan.staleBefore, close, version);
      const overlap = await entries.overlapping(tx, a.employeeId, a.clockInTime);
      plan = planClockIn({ ...read, overlap }, a, ctx, user, true);
    }
    if (plan.kind === 'replay') return new Sent(entries.find(tx, a.id).then((entry) => entry ?? gone()));
    if (plan.kind === 'closeStale') throw new Error('stale entries were closed already');
    if (plan.proposeSite) {
      await entries.proposeSite(tx, a.appointmentId, a.latitude, a.longitude, version);
      forecast?.siteChanged(a.appointmentId);
    }
    forecast?.inserted(plan.punch);
    return new Sent(entries.insert(tx, plan.punch, version));
  }

  /** Every refusal comes before the update, which is returned sent but not answered (db/sent.ts). */
  async function sendClockOut(
    tx: Tx,
    version: number,
    a: ParsedMutatorArgs<'clockOut'>,
    ctx: PunchContext,
    user: User,
  ): Promise<Sent<TimeEntry>> {
    assertActsFor(user, a.employeeId);
    const forecast = ctx.forecast ?? null;
    const facts = forecast?.clockOut(a.timeEntryId);
    const planned = facts ? foreseen(() => planClockOut(facts, a, ctx, user)) : null;
    if (forecast && planned) {
      forecast.clockedOut(a.timeEntryId, planned);
      const answer = entries.clockOutWithFacts(tx, a.timeEntryId, planned, version).then((updated) => {
        if (!updated) throw new ForecastMissed();
        confirm(() => planClockOut(updated.facts, a, ctx, user), planned);
        return updated.entry;
      });
      return new Sent(answer);
    }
    const found = await entries.findWithSite(tx, a.timeEntryId);
    const write = planClockOut(found, a, ctx, user);
    forecast?.clockedOut(a.timeEntryId, write);
    return new Sent(entries.clockOut(tx, a.timeEntryId, write, version));
  }

  return {
    sendClockIn,
    sendClockOut,
    /** The REST calls' punch: answered before it returns. */
    clockIn: async (...args: Parameters<typeof sendClockIn>): Promise<TimeEntry> => (await sendClockIn(...args)).answer,
    clockOut: async (...args: Parameters<typeof sendClockOut>): Promise<TimeEntry> =>
      (await sendClockOut(...args)).answer,
  };
}
export type TimeClockService = ReturnType<typeof timeClockService>;
