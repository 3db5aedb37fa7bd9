/**
 * What one optimistic push attempt already knows about punches (decision 0096), so most punches
 * of a batch are decided without waiting for a read: the job sites and employees its clock-ins
 * read, how far back each employee's entries are known to be clear, and the entries its own
 * punches wrote. A forecast punch sends its write together with a read of the real facts as they
 * were before it (one statement); when the real facts lead to any other write or to a refusal,
 * the attempt is abandoned (`ForecastMissed`) and the batch runs again with savepoints, reading first.
 * A forecast is only ever a guess: a wrong one costs time, never a wrong write.
 */
import type { ParsedMutatorArgs } from '@haul/shared';
import type {
  ClockInFacts,
  ClockOutFacts,
  ClockOutWrite,
  JobSite,
  NewPunch,
  PunchEntry,
} from '../db/repositories/time-entries.ts';
import { ApiFailure } from '../http/errors.ts';

/** A forecast punch met other facts than foreseen: the optimistic attempt cannot commit. */
export class ForecastMissed extends Error {}

/** The plan from forecast facts, when it is a plain write that can go out before its facts are read. */
export function foreseen<T>(plan: () => T): T | null {
  try {
    return plan();
  } catch (error) {
    // A forecast refusal is not trusted: the real facts are read and decide.
    if (error instanceof ApiFailure) return null;
    throw error;
  }
}

/** The same write from the real facts as from the forecast; anything else ends the optimistic attempt. */
export function confirm<T>(real: () => T, sent: T): void {
  if (JSON.stringify(real()) !== JSON.stringify(sent)) throw new ForecastMissed();
}

const openFirstThenLatest = (x: PunchEntry, y: PunchEntry) =>
  Number(y.clockOutTime === null) - Number(x.clockOutTime === null) ||
  Date.parse(y.clockInTime) - Date.parse(x.clockInTime);

export class PunchForecast {
  private readonly sites = new Map<string, JobSite | null>();
  private readonly employees = new Set<string>();
  /** Per employee: from this time (ms) on, no entry other than `written` is open or ends later. */
  private readonly clearFrom = new Map<string, number>();
  /** Entries this attempt's punches wrote, as they stand now. */
  private readonly written = new Map<string, PunchEntry>();

  /** The facts of a clock-in, or null when this attempt cannot foresee them. */
  clockIn(a: ParsedMutatorArgs<'clockIn'>): ClockInFacts | null {
    const site = this.sites.get(a.appointmentId);
    const clear = this.clearFrom.get(a.employeeId);
    const at = Date.parse(a.clockInTime);
    if (site === undefined || clear === undefined || at < clear) return null;
    if (!this.employees.has(a.employeeId) || this.written.has(a.id)) return null;
    const overlapping = [...this.written.values()]
      .filter((e) => e.employeeId === a.employeeId && (e.clockOutTime === null || Date.parse(e.clockOutTime) > at))
      .sort(openFirstThenLatest);
    return { existing: null, employeeExists: true, employeeInactive: false, site, overlap: overlapping[0] ?? null };
  }

  /** The facts of a clock-out of an entry this attempt wrote, or null. */
  clockOut(entryId: string): ClockOutFacts | null {
    const entry = this.written.get(entryId);
    const site = entry?.appointmentId ? this.sites.get(entry.appointmentId) : undefined;
    return entry && site !== undefined ? { entry, site } : null;
  }

  /** A clock-in read its real facts. */
  learned(a: ParsedMutatorArgs<'clockIn'>, facts: ClockInFacts): void {
    this.sites.set(a.appointmentId, facts.site);
    if (facts.employeeExists && !facts.employeeInactive) this.employees.add(a.employeeId);
    if (facts.existing || facts.overlap) return;
    // Nothing overlapped this punch: no entry is open or ends after it (nor after any later time).
    const at = Date.parse(a.clockInTime);
    this.clearFrom.set(a.employeeId, Math.min(at, this.clearFrom.get(a.employeeId) ?? at));
  }

  siteChanged(appointmentId: string): void {
    this.sites.delete(appointmentId);
  }

  inserted(p: NewPunch): void {
    const { id, employeeId, appointmentId, clockInTime, flags } = p;
    this.written.set(id, { id, employeeId, appointmentId, clockInTime, clockOutTime: null, flags });
  }

  clockedOut(entryId: string, w: ClockOutWrite): void {
    const entry = this.written.get(entryId);
    if (entry) this.written.set(entryId, { ...entry, clockOutTime: w.clockOutTime, flags: w.flags });
  }
}
