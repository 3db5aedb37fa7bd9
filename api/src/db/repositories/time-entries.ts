/** Time clock rows: punches, the job site they are checked against, and overlap lookups. */
import type { TimeEntry } from '@haul/shared';
import type { Sql, Tx } from '../client.ts';
import { toTimeEntry } from './synced-rows.ts';

export interface JobSite {
  status: string;
  latitude: number | null;
  longitude: number | null;
  /** The job's calendar date (company zone). */
  date: string;
  assignedEmployeeIds: string[];
}
interface JobSiteRow {
  status: string;
  site_latitude: number | null;
  site_longitude: number | null;
  preferred_date: string;
  assigned_employee_ids: string[];
}
const toJobSite = (row: JobSiteRow): JobSite => ({
  status: row.status,
  latitude: row.site_latitude,
  longitude: row.site_longitude,
  date: row.preferred_date,
  assignedEmployeeIds: row.assigned_employee_ids,
});

export interface NewPunch {
  id: string;
  employeeId: string;
  appointmentId: string;
  clockInTime: string;
  latitude: number;
  longitude: number;
  accuracy: number | null;
  notes: string | null;
  distanceMeters: number | null;
  outsideReason: string | null;
  dispatchReason: string | null;
  flags: string[];
  receivedAt: Date;
  recordedBy: string;
}
export interface ClockOutWrite {
  clockOutTime: string;
  latitude: number;
  longitude: number;
  accuracy: number | null;
  notes: string | null;
  totalHours: number;
  distanceMeters: number | null;
  flags: string[];
  receivedAt: Date;
  recordedBy: string;
}

export interface ClockInFacts {
  existing: TimeEntry | null;
  employeeExists: boolean;
  site: JobSite | null;
  overlap: TimeEntry | null;
}
interface ClockInFactsRow {
  fact: 'existing' | 'overlap' | null;
  employee_exists: boolean;
  site: JobSiteRow | null;
}

/** The job a punch is made at, as the punch is checked against it. */
const jobSiteOf = (tx: Tx, appointmentId: string | ReturnType<Tx>) => tx`
  select status, site_latitude, site_longitude, preferred_date, assigned_employee_ids from appointments
  where id = ${appointmentId} and deleted_at is null`;

/** Entries of this employee still open, or ending after `at`, the open one first (at most one row). */
const overlappingWhere = (tx: Tx, employeeId: string, at: string) => tx`
  where employee_id = ${employeeId} and deleted_at is null and (clock_out_time is null or clock_out_time > ${at})
  order by clock_out_time is null desc, clock_in_time desc limit 1`;

export function timeEntriesRepository(sql: Sql) {
  return {
    /**
     * A punch with the job site it was made at, in one round trip (a clock-out checks both). The
     * site is null when the punch has no job or the job is gone.
     */
    async findWithSite(tx: Tx, id: string): Promise<{ entry: TimeEntry; site: JobSite | null } | null> {
      const [row] = await tx<(Record<string, unknown> & { site: JobSiteRow | null })[]>`
        select t.*, (select to_jsonb(a) from (${jobSiteOf(tx, tx`t.appointment_id`)}) a) as site
        from time_entries t where t.id = ${id} and t.deleted_at is null`;
      return row ? { entry: toTimeEntry(row), site: row.site ? toJobSite(row.site) : null } : null;
    },
    /** The first punch at a job without a site proposes one, flagged for the office (never overrides a site). */
    async proposeSite(tx: Tx, appointmentId: string, latitude: number, longitude: number, version: number) {
      await tx`
        update appointments set site_latitude = ${latitude}, site_longitude = ${longitude}, site_source = 'proposed',
          site_flag = 'proposed', version = ${version}, updated_at = now()
        where id = ${appointmentId} and site_latitude is null`;
    },
    async find(tx: Tx | Sql, id: string): Promise<TimeEntry | null> {
      const [row] = await tx`select * from time_entries where id = ${id} and deleted_at is null`;
      return row ? toTimeEntry(row) : null;
    },
    /**
     * What a clock-in decides on, in one statement: the punch if it was already recorded, whether
     * the employee exists, the job site, and the employee's first entry that a new one starting
     * `at` would overlap (see `overlapping`).
     */
    async clockInFacts(
      tx: Tx,
      p: { id: string; employeeId: string; appointmentId: string; clockInTime: string },
    ): Promise<ClockInFacts> {
      const rows = await tx<(Record<string, unknown> & ClockInFactsRow)[]>`
        with facts as (
          select exists (select 1 from employees where id = ${p.employeeId} and deleted_at is null) as employee_exists,
            (select to_jsonb(a) from (${jobSiteOf(tx, p.appointmentId)}) a) as site)
        select facts.*, entry.* from facts left join lateral (
          (select 'existing' as fact, t.* from time_entries t where t.id = ${p.id} and t.deleted_at is null)
          union all
          (select 'overlap' as fact, t.* from time_entries t ${overlappingWhere(tx, p.employeeId, p.clockInTime)})
        ) entry on true`;
      const first = rows[0];
      const entry = (fact: string) => {
        const row = rows.find((r) => r.fact === fact);
        return row ? toTimeEntry(row) : null;
      };
      return {
        existing: entry('existing'),
        employeeExists: first?.employee_exists === true,
        site: first?.site ? toJobSite(first.site) : null,
        overlap: entry('overlap'),
      };
    },
    /** An entry of this employee still open, or ending after `at` (a new open entry would overlap it). */
    async overlapping(tx: Tx, employeeId: string, at: string): Promise<TimeEntry | null> {
      const [row] = await tx`select * from time_entries ${overlappingWhere(tx, employeeId, at)}`;
      return row ? toTimeEntry(row) : null;
    },
    async insert(tx: Tx, p: NewPunch, version: number): Promise<TimeEntry> {
      const [row] = await tx`
        insert into time_entries (id, employee_id, appointment_id, clock_in_time, clock_in_latitude,
          clock_in_longitude, clock_in_accuracy, notes, clock_in_distance_m, outside_reason, dispatch_reason, flags,
          clock_in_received_at, created_at, updated_at, version, recorded_by)
        values (${p.id}, ${p.employeeId}, ${p.appointmentId}, ${p.clockInTime}, ${p.latitude}, ${p.longitude},
          ${p.accuracy}, ${p.notes}, ${p.distanceMeters}, ${p.outsideReason}, ${p.dispatchReason}, ${tx.array(p.flags)},
          ${p.receivedAt}, ${p.receivedAt}, ${p.receivedAt}, ${version}, ${p.recordedBy})
        returning *`;
      return toTimeEntry(row as Record<string, unknown>);
    },
    /**
     * Closes an employee's open entry begun before `before` at its own clock-in time (0 hours,
     * flagged): the database allows one open entry per employee, so a stale one must end before a
     * new clock-in can start. An admin reviews and corrects it.
     */
    async closeStaleOpen(
      tx: Tx,
      employeeId: string,
      before: Date,
      close: { flag: string; at: Date; recordedBy: string },
      version: number,
    ) {
      await tx`
        update time_entries set clock_out_time = clock_in_time, total_hours = 0,
          flags = array_append(array_remove(flags, ${close.flag}), ${close.flag}), recorded_by = ${close.recordedBy},
          clock_out_received_at = ${close.at}, updated_at = ${close.at}, version = ${version}
        where employee_id = ${employeeId} and clock_out_time is null and deleted_at is null
          and clock_in_time < ${before}`;
    },
    async clockOut(tx: Tx, id: string, w: ClockOutWrite, version: number): Promise<TimeEntry> {
      const [row] = await tx`
        update time_entries set clock_out_time = ${w.clockOutTime}, clock_out_latitude = ${w.latitude},
          clock_out_longitude = ${w.longitude}, clock_out_accuracy = ${w.accuracy},
          clock_out_notes = ${w.notes}, recorded_by = ${w.recordedBy}, total_hours = ${w.totalHours}, clock_out_distance_m = ${w.distanceMeters}, flags = ${tx.array(w.flags)},
          clock_out_received_at = ${w.receivedAt}, updated_at = ${w.receivedAt}, version = ${version}
        where id = ${id} returning *`;
      return toTimeEntry(row as Record<string, unknown>);
    },
    async active(employeeId: string): Promise<TimeEntry | null> {
      const [row] = await sql`
        select * from time_entries where employee_id = ${employeeId} and clock_out_time is null and deleted_at is null`;
      return row ? toTimeEntry(row) : null;
    },
    async forEmployee(employeeId: string, limit: number): Promise<TimeEntry[]> {
      const rows = await sql`
        select * from time_entries where employee_id = ${employeeId} and deleted_at is null
        order by clock_in_time desc limit ${limit}`;
      return rows.map(toTimeEntry);
    },
  };
}
export type TimeEntriesRepository = ReturnType<typeof timeEntriesRepository>;
