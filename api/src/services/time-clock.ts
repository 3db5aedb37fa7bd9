/**
 * Clock-in and clock-out, for the `clockIn`/`clockOut` mutators and the REST calls. The rules are
 * the pure plans (punch-plans.ts); this service reads their facts, writes what they decide and, in
 * a push's optimistic attempt, sends a forecast punch's write before its facts are read
 * (punch-forecast.ts). A punch is stored at its trusted time (shared `trustedPunchTime`, decision
 * 0225): the phone's clock corrected by the offset it measured at its last sync, else by the
 * request's skew (a push's `pushedAt`, a REST call's X-Device-Time header).
 */
import { randomUUID } from 'node:crypto';
import {
  type ClockInSchema,
  type ClockOutSchema,
  jobSite,
  LIMITS,
  PUNCH_FLAGS,
  requestSkewMs,
  type TimeEntry,
  type User,
} from '@haul/shared';
import type { z } from 'zod';
import { assertActsFor } from '../auth/acting-as.ts';
import type { Clock } from '../clock.ts';
import type { Sql } from '../db/client.ts';
import type { TimeEntriesRepository } from '../db/repositories/time-entries.ts';
import { Sent } from '../db/sent.ts';
import { ApiFailure, conflict } from '../http/errors.ts';
import { confirm, ForecastMissed, foreseen, type PunchForecast } from './punch-forecast.ts';
import { atTrueTime, type PunchReceipt, planClockIn, planClockOut } from './punch-plans.ts';
import { type MutationWrite, writeInTransaction } from './versioned-write.ts';

export interface PunchContext extends PunchReceipt {
  /** In a push's optimistic attempt: what its earlier punches read and wrote (punch-forecast.ts). */
  forecast?: PunchForecast | null;
}
/** A punch's options: the write's, and when and how the request carrying it arrived. */
export type PunchWrite<N extends 'clockIn' | 'clockOut'> = MutationWrite<N> & { punch: PunchContext };

/** A replayed punch deleted between its read and its answer. */
const gone = (): never => {
  throw conflict('punch_deleted', 'That punch was deleted on the server.');
};

export function timeClockService(sql: Sql, entries: TimeEntriesRepository, clock: Clock) {
  /**
   * `user` is who is signed in: a crew account may punch only its own employee. Every refusal
   * comes before the insert, which is returned sent but not answered (db/sent.ts). In a push's
   * optimistic attempt a forecast insert goes out with no read before it (punch-forecast.ts).
   */
  async function sendClockIn({ tx, version, user, args: a, punch }: PunchWrite<'clockIn'>): Promise<Sent<TimeEntry>> {
    assertActsFor(user, a.employeeId);
    const forecast = punch.forecast ?? null;
    // The facts (the open entry, overlaps) are read at the punch's trusted time (decision 0225).
    const at = atTrueTime(a, punch);
    const facts = forecast?.clockIn(at);
    const planned = facts ? foreseen(() => planClockIn(facts, a, punch, user)) : null;
    if (forecast && planned?.kind === 'insert' && !planned.proposeSite) {
      forecast.inserted(planned.punch);
      const answer = entries.insertWithFacts(tx, planned.punch, version).then(({ facts: real, entry }) => {
        confirm(() => planClockIn(real, a, punch, user), planned);
        return entry;
      });
      return new Sent(answer);
    }
    const read = await entries.clockInFacts(tx, at);
    forecast?.learned(at, read);
    let plan = planClockIn(read, a, punch, user);
    if (plan.kind === 'closeStale') {
      const close = { flag: PUNCH_FLAGS.autoClosed, at: punch.receivedAt, recordedBy: user.id };
      await entries.closeStaleOpen(tx, a.employeeId, plan.staleBefore, close, version);
      const overlap = await entries.overlapping(tx, a.employeeId, at.clockInTime);
      plan = planClockIn({ ...read, overlap }, a, punch, user, true);
    }
    if (plan.kind === 'replay') return new Sent(entries.find(tx, a.id).then((entry) => entry ?? gone()));
    if (plan.kind === 'closeStale') throw new Error('stale entries were closed already');
    if (plan.proposeSite) {
      await entries.proposeSite(
        tx,
        a.appointmentId,
        jobSite({ source: 'proposed', latitude: a.latitude, longitude: a.longitude }),
        version,
      );
      forecast?.siteChanged(a.appointmentId);
    }
    forecast?.inserted(plan.punch);
    return new Sent(entries.insert(tx, plan.punch, version));
  }

  /** Every refusal comes before the update, which is returned sent but not answered (db/sent.ts). */
  async function sendClockOut({ tx, version, user, args: a, punch }: PunchWrite<'clockOut'>): Promise<Sent<TimeEntry>> {
    assertActsFor(user, a.employeeId);
    const forecast = punch.forecast ?? null;
    const facts = forecast?.clockOut(a.timeEntryId);
    const planned = facts ? foreseen(() => planClockOut(facts, a, punch, user)) : null;
    if (forecast && planned) {
      forecast.clockedOut(a.timeEntryId, planned);
      const answer = entries.clockOutWithFacts(tx, a.timeEntryId, planned, version).then((updated) => {
        if (!updated) throw new ForecastMissed();
        confirm(() => planClockOut(updated.facts, a, punch, user), planned);
        return updated.entry;
      });
      return new Sent(answer);
    }
    const found = await entries.findWithSite(tx, a.timeEntryId);
    const write = planClockOut(found, a, punch, user);
    forecast?.clockedOut(a.timeEntryId, write);
    return new Sent(entries.clockOut(tx, a.timeEntryId, write, version));
  }

  /** A REST call's moment of receipt, with the skew of the device time its request carried (if any). */
  function received(deviceTime: string | undefined) {
    const now = clock.now();
    return { now, punch: { receivedAt: now, skewMs: requestSkewMs(now, deviceTime) } };
  }

  return {
    sendClockIn,
    sendClockOut,

    /** REST: the punch in its own transaction, answered; id and time default to new and now. */
    clockIn(user: User, input: z.output<typeof ClockInSchema>, deviceTime?: string): Promise<TimeEntry> {
      const { now, punch } = received(deviceTime);
      const args = { ...input, id: input.id ?? randomUUID(), clockInTime: input.clockInTime ?? now.toISOString() };
      return writeInTransaction(sql, { user, now, args, punch }, async (w) => (await sendClockIn(w)).answer);
    },
    /** REST: closes the given entry, or the employee's open one; the time defaults to now. */
    async clockOut(user: User, input: z.output<typeof ClockOutSchema>, deviceTime?: string): Promise<TimeEntry> {
      assertActsFor(user, input.employeeId);
      const { now, punch } = received(deviceTime);
      const active = input.timeEntryId ? { id: input.timeEntryId } : await entries.active(input.employeeId);
      if (!active) throw new ApiFailure(409, 'not_clocked_in', 'This employee is not clocked in.');
      const args = { ...input, timeEntryId: active.id, clockOutTime: input.clockOutTime ?? now.toISOString() };
      return writeInTransaction(sql, { user, now, args, punch }, async (w) => (await sendClockOut(w)).answer);
    },
    /** The employee's open entry, or null. */
    active(user: User, employeeId: string): Promise<TimeEntry | null> {
      assertActsFor(user, employeeId);
      return entries.active(employeeId);
    },
    /** The employee's latest entries, newest first. */
    recent(user: User, employeeId: string): Promise<TimeEntry[]> {
      assertActsFor(user, employeeId);
      return entries.forEmployee(employeeId, LIMITS.recentTimeEntries);
    },
  };
}
export type TimeClockService = ReturnType<typeof timeClockService>;
