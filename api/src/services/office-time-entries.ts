/**
 * Timesheets and the review queue. What counts for pay is the corrected time when the office
 * corrected an entry, else what the phone recorded; the original is always kept and shown beside.
 */
import {
  addDays,
  formatCompanyTime,
  hoursWorked,
  type OfficeTimeEntry,
  OPEN_ENTRY_REVIEW_HOURS,
  openTooLong,
  PUNCH_FLAGS,
  type ReviewQueue,
  startOfDayInZone,
  summarizeWeek,
  type TimeEntryCorrectionInput,
  type TimeEntryVoidInput,
  type TimesheetWeek,
  type User,
  type VoidedTimeEntry,
  type WorkSpan,
  weekDates,
  weekStartAt,
  weekStartOf,
} from '@haul/shared';
import type { Clock } from '../clock.ts';
import { writeVersioned } from '../db/change-version.ts';
import type { Sql } from '../db/client.ts';
import type { OfficeEntryRow, OfficeTimeEntriesRepository } from '../db/repositories/office-time-entries.ts';
import { conflict, notFound } from '../http/errors.ts';

/** The queue shows at most this many at once; the total says how many wait. */
export const REVIEW_QUEUE_LIMIT = 200;

export function toOfficeTimeEntry(row: OfficeEntryRow, now: Date): OfficeTimeEntry {
  const { entry, correction } = row;
  const effectiveClockIn = correction?.clockInTime ?? entry.clockInTime;
  const effectiveClockOut = correction?.clockOutTime ?? entry.clockOutTime;
  const span = spanOf({ effectiveClockIn, effectiveClockOut });
  return {
    ...entry,
    employeeName: row.employeeName,
    job: row.job,
    correction,
    review: row.review,
    reviewReasons: openTooLong(span, now) ? [...entry.flags, PUNCH_FLAGS.openTooLong] : entry.flags,
    effectiveClockIn,
    effectiveClockOut,
    effectiveHours: effectiveClockOut ? hoursWorked(new Date(effectiveClockIn), new Date(effectiveClockOut)) : null,
  };
}

/** The refusal of a correction that would overlap another of the employee's entries, saying which. */
function correctionOverlaps(other: { clockInTime: string; clockOutTime: string | null }) {
  const from = formatCompanyTime(new Date(other.clockInTime));
  const to = other.clockOutTime ? formatCompanyTime(new Date(other.clockOutTime)) : 'still clocked in';
  return conflict(
    'overlaps_entry',
    `These times overlap another entry of the same person (${from} – ${to}). Correct or void that one first.`,
  );
}

export const spanOf = (e: Pick<OfficeTimeEntry, 'effectiveClockIn' | 'effectiveClockOut'>): WorkSpan => ({
  start: new Date(e.effectiveClockIn),
  end: e.effectiveClockOut ? new Date(e.effectiveClockOut) : null,
});

export function officeTimeEntriesService(sql: Sql, repo: OfficeTimeEntriesRepository, clock: Clock) {
  return {
    /** Every employee with time in the week (Monday company time), hours per day, and the entries. */
    async week(requested: string | undefined): Promise<TimesheetWeek> {
      const now = clock.now();
      const weekStart = requested ? weekStartOf(requested) : weekStartAt(now);
      const from = startOfDayInZone(weekStart);
      const to = startOfDayInZone(addDays(weekStart, 7));
      const entries = (await repo.overlapping(from, to, now)).map((r) => toOfficeTimeEntry(r, now));
      const byEmployee = new Map<string, OfficeTimeEntry[]>();
      for (const e of entries) byEmployee.set(e.employeeId, [...(byEmployee.get(e.employeeId) ?? []), e]);
      const employees = [...byEmployee.entries()].map(([employeeId, own]) => ({
        employeeId,
        name: own[0]?.employeeName ?? '',
        ...summarizeWeek(own.map(spanOf), weekStart, now),
      }));
      return {
        weekStart,
        dates: weekDates(weekStart),
        employees: employees.map(({ weekStart: _w, ...rest }) => rest),
        entries,
      };
    },

    async reviewQueue(): Promise<ReviewQueue> {
      const now = clock.now();
      const openSince = new Date(now.getTime() - OPEN_ENTRY_REVIEW_HOURS * 3_600_000);
      const { rows, total } = await repo.unreviewed(openSince, REVIEW_QUEUE_LIMIT);
      return { items: rows.map((r) => toOfficeTimeEntry(r, now)), total };
    },

    async approve(id: string, user: User): Promise<OfficeTimeEntry> {
      const now = clock.now();
      await writeVersioned(sql, async (tx, version) => {
        if (!(await repo.lockEntry(tx, id))) throw notFound('No time entry has that id.');
        await repo.insertReview(tx, {
          timeEntryId: id,
          outcome: 'approved',
          clockInTime: null,
          clockOutTime: null,
          reason: null,
          recordedBy: user.id,
          at: now,
        });
        await repo.stampReviewed(tx, id, version, now);
      });
      return this.one(id);
    },

    /** Records the office's times beside the phone's; the phone's own times are not changed. */
    async correct(id: string, input: TimeEntryCorrectionInput, user: User): Promise<OfficeTimeEntry> {
      const now = clock.now();
      if (new Date(input.clockOutTime) > now) {
        throw conflict('clock_out_in_future', 'The corrected clock-out cannot be in the future.');
      }
      await writeVersioned(sql, async (tx, version) => {
        const entry = await repo.lockEntry(tx, id);
        if (!entry) throw notFound('No time entry has that id.');
        // Both entries would be paid: a minute is never counted twice.
        const [other] = await repo.othersOverlapping(tx, {
          employeeId: entry.employeeId,
          exceptId: id,
          from: new Date(input.clockInTime),
          to: new Date(input.clockOutTime),
          now,
        });
        if (other) throw correctionOverlaps(other);
        await repo.insertReview(tx, {
          timeEntryId: id,
          outcome: 'corrected',
          clockInTime: input.clockInTime,
          clockOutTime: input.clockOutTime,
          reason: input.reason,
          recordedBy: user.id,
          at: now,
        });
        // On the entry too, so the crew member's phone shows it beside the recorded times.
        await repo.setCorrection(tx, id, { ...input, version, at: now });
      });
      return this.one(id);
    },

    /**
     * Voids an entry (a future-dated or duplicate punch): it no longer blocks the clock, is not
     * paid and leaves the phones at their next pull; who, when and why are kept.
     */
    async voidEntry(id: string, input: TimeEntryVoidInput, user: User): Promise<VoidedTimeEntry> {
      const now = clock.now();
      const voided = await writeVersioned(sql, (tx, version) =>
        repo.voidEntry(tx, id, { by: user.id, reason: input.reason, at: now, version }),
      );
      if (!voided) throw notFound('No time entry has that id.');
      return { id, voidedAt: now.toISOString(), voidedBy: user.id, reason: input.reason };
    },

    async one(id: string): Promise<OfficeTimeEntry> {
      const row = await repo.one(id);
      if (!row) throw notFound('No time entry has that id.');
      return toOfficeTimeEntry(row, clock.now());
    },

    /** Entries whose worked time overlaps company dates from..to inclusive. */
    async between(from: string, to: string): Promise<OfficeTimeEntry[]> {
      const now = clock.now();
      const rows = await repo.overlapping(startOfDayInZone(from), startOfDayInZone(addDays(to, 1)), now);
      return rows.map((r) => toOfficeTimeEntry(r, now));
    },
  };
}
export type OfficeTimeEntriesService = ReturnType<typeof officeTimeEntriesService>;
