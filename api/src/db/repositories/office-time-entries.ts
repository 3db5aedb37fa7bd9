/**
 * Time entries as the office sees them: each with its employee, its job, its latest correction
 * and its latest review. The phone's own times are never updated here; a correction is a row in
 * time_entry_reviews beside the entry (decision 0036).
 */
import type { TimeEntry } from '@haul/shared';
import type postgres from 'postgres';
import type { Sql, Tx } from '../client.ts';
import { isoOrNull } from '../rows.ts';
import { toTimeEntry } from './synced-rows.ts';

type Row = Record<string, unknown>;
type Fragment = postgres.PendingQuery<postgres.Row[]>;

export interface OfficeEntryRow {
  entry: TimeEntry;
  employeeName: string;
  job: { id: string; customerName: string; address: string; officeNotes: string | null } | null;
  correction: {
    clockInTime: string;
    clockOutTime: string;
    reason: string;
    byUsername: string | null;
    at: string;
  } | null;
  review: { outcome: 'approved' | 'corrected'; byUsername: string | null; at: string } | null;
}

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

function toOfficeEntryRow(r: Row): OfficeEntryRow {
  const jobId = text(r.job_id);
  const correctedIn = isoOrNull((r.c_in ?? null) as Date | null);
  const correctedOut = isoOrNull((r.c_out ?? null) as Date | null);
  const reviewedAt = isoOrNull((r.r_at ?? null) as Date | null);
  return {
    entry: toTimeEntry(r),
    employeeName: String(r.employee_name),
    job: jobId
      ? {
          id: jobId,
          customerName: String(r.job_customer),
          address: String(r.job_address),
          officeNotes: text(r.job_office_notes),
        }
      : null,
    correction:
      correctedIn && correctedOut
        ? {
            clockInTime: correctedIn,
            clockOutTime: correctedOut,
            reason: String(r.c_reason),
            byUsername: text(r.c_by),
            at: isoOrNull(r.c_at as Date) ?? '',
          }
        : null,
    review: reviewedAt
      ? { outcome: r.r_outcome === 'corrected' ? 'corrected' : 'approved', byUsername: text(r.r_by), at: reviewedAt }
      : null,
  };
}

export function officeTimeEntriesRepository(sql: Sql) {
  /**
   * The entry joined with who and what, its latest correction (c_*) and its latest review (r_*).
   * The latest rows per entry are hash-joined (distinct on), not looked up per entry, so a
   * week's filter scans time_entries once instead of running two subqueries for every entry ever
   * recorded (`pnpm bench:office`).
   */
  const select = (where: Fragment, tail: Fragment) => sql`
    with corrections as (
      select distinct on (time_entry_id) * from time_entry_reviews where outcome = 'corrected'
      order by time_entry_id, created_at desc),
    reviews as (
      select distinct on (time_entry_id) * from time_entry_reviews order by time_entry_id, created_at desc)
    select te.*, full_name(e.first_name, e.last_name) as employee_name,
      a.id as job_id, full_name(a.first_name, a.last_name) as job_customer, a.address as job_address,
      a.office_notes as job_office_notes,
      c.clock_in_time as c_in, c.clock_out_time as c_out, c.reason as c_reason, cu.username as c_by, c.created_at as c_at,
      r.outcome as r_outcome, ru.username as r_by, r.created_at as r_at
    from time_entries te
    join employees e on e.id = te.employee_id
    left join appointments a on a.id = te.appointment_id
    left join corrections c on c.time_entry_id = te.id
    left join users cu on cu.id = c.recorded_by
    left join reviews r on r.time_entry_id = te.id
    left join users ru on ru.id = r.recorded_by
    where te.deleted_at is null and ${where}
    ${tail}`;

  return {
    /** Entries whose worked time (corrected, or the phone's; open ones until now) overlaps [from, to). */
    async overlapping(from: Date, to: Date, now: Date): Promise<OfficeEntryRow[]> {
      const rows = await select(
        sql`coalesce(c.clock_in_time, te.clock_in_time) < ${to}
          and coalesce(c.clock_out_time, te.clock_out_time, ${now}) > ${from}`,
        sql`order by e.last_name, e.first_name, te.employee_id, coalesce(c.clock_in_time, te.clock_in_time)`,
      );
      return rows.map(toOfficeEntryRow);
    },

    /** Flagged or long-open entries with no review yet, oldest first. */
    async unreviewed(openSince: Date, limit: number): Promise<{ rows: OfficeEntryRow[]; total: number }> {
      const needsReview = sql`r.id is null and (cardinality(te.flags) > 0
        or (te.clock_out_time is null and te.clock_in_time < ${openSince}))`;
      const rows = await select(needsReview, sql`order by te.clock_in_time, te.id limit ${limit}`);
      const [count] = await sql<{ n: number }[]>`
        select count(*)::int as n from time_entries te
        where te.deleted_at is null
          and not exists (select 1 from time_entry_reviews r where r.time_entry_id = te.id)
          and (cardinality(te.flags) > 0 or (te.clock_out_time is null and te.clock_in_time < ${openSince}))`;
      return { rows: rows.map(toOfficeEntryRow), total: count?.n ?? 0 };
    },

    async forAppointment(appointmentId: string): Promise<OfficeEntryRow[]> {
      const rows = await select(sql`te.appointment_id = ${appointmentId}`, sql`order by te.clock_in_time, te.id`);
      return rows.map(toOfficeEntryRow);
    },

    async one(id: string): Promise<OfficeEntryRow | null> {
      const [row] = await select(sql`te.id = ${id}`, sql``);
      return row ? toOfficeEntryRow(row) : null;
    },

    /**
     * Locks the entry for a review, and its employee's other live entries with it, so two
     * corrections of one person's time cannot both pass the overlap check; null when there is no
     * such (live) entry.
     */
    async lockEntry(tx: Tx, id: string): Promise<{ employeeId: string; clockOutTime: Date | null } | null> {
      const [row] = await tx<{ employee_id: string; clock_out_time: Date | null }[]>`
        select employee_id, clock_out_time from time_entries where id = ${id} and deleted_at is null for update`;
      if (!row) return null;
      await tx`select 1 from employees where id = ${row.employee_id} for update`;
      return { employeeId: row.employee_id, clockOutTime: row.clock_out_time };
    },

    /**
     * The employee's other live entries whose worked time (corrected, or the phone's; an open one
     * until now) overlaps [from, to), earliest first.
     */
    async othersOverlapping(
      tx: Tx,
      q: { employeeId: string; exceptId: string; from: Date; to: Date; now: Date },
    ): Promise<{ id: string; clockInTime: string; clockOutTime: string | null }[]> {
      const rows = await tx<{ id: string; clock_in: Date; clock_out: Date | null }[]>`
        with corrections as (
          select distinct on (time_entry_id) * from time_entry_reviews where outcome = 'corrected'
          order by time_entry_id, created_at desc)
        select te.id, coalesce(c.clock_in_time, te.clock_in_time) as clock_in,
               coalesce(c.clock_out_time, te.clock_out_time) as clock_out
        from time_entries te left join corrections c on c.time_entry_id = te.id
        where te.deleted_at is null and te.employee_id = ${q.employeeId} and te.id <> ${q.exceptId}
          and coalesce(c.clock_in_time, te.clock_in_time) < ${q.to}
          and coalesce(c.clock_out_time, te.clock_out_time, ${q.now}) > ${q.from}
        order by clock_in`;
      return rows.map((r) => ({
        id: r.id,
        clockInTime: r.clock_in.toISOString(),
        clockOutTime: isoOrNull(r.clock_out),
      }));
    },

    /** Voids a live entry (a tombstone with who, when and why); false when there is none. */
    async voidEntry(
      tx: Tx,
      id: string,
      v: { by: string; reason: string; at: Date; version: number },
    ): Promise<boolean> {
      const rows = await tx`
        update time_entries set deleted_at = ${v.at}, voided_at = ${v.at}, voided_by = ${v.by},
          void_reason = ${v.reason}, version = ${v.version}, updated_at = ${v.at}
        where id = ${id} and deleted_at is null returning id`;
      return rows.length > 0;
    },

    /** The entry's latest correction, where the crew's pull reads it (decision 0236). */
    async setCorrection(
      tx: Tx,
      id: string,
      c: { clockInTime: string; clockOutTime: string; reason: string; version: number; at: Date },
    ): Promise<void> {
      await tx`
        update time_entries set corrected_clock_in_time = ${c.clockInTime}, corrected_clock_out_time = ${c.clockOutTime},
          correction_reason = ${c.reason}, version = ${c.version}, updated_at = ${c.at}
        where id = ${id}`;
    },

    /**
     * A new change version on a reviewed entry: a flagged entry older than the admins' window
     * leaves their devices at the next pull (db/repositories/sync-scope.ts, rule 1).
     */
    async stampReviewed(tx: Tx, id: string, version: number, at: Date): Promise<void> {
      await tx`update time_entries set version = ${version}, updated_at = ${at} where id = ${id}`;
    },

    async insertReview(
      tx: Tx,
      review: {
        timeEntryId: string;
        outcome: 'approved' | 'corrected';
        clockInTime: string | null;
        clockOutTime: string | null;
        reason: string | null;
        recordedBy: string;
        at: Date;
      },
    ): Promise<void> {
      await tx`
        insert into time_entry_reviews (time_entry_id, outcome, clock_in_time, clock_out_time, reason, recorded_by, created_at)
        values (${review.timeEntryId}, ${review.outcome}, ${review.clockInTime}, ${review.clockOutTime},
          ${review.reason}, ${review.recordedBy}, ${review.at})`;
    },
  };
}
export type OfficeTimeEntriesRepository = ReturnType<typeof officeTimeEntriesRepository>;
