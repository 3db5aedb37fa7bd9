/** Time clock rows: punches, the job site they are checked against, and overlap lookups. */
import type { JobSiteFields, TimeEntry } from '@haul/shared';
import type { Sql, Tx } from '../client.ts';
import { toTimeEntry } from './synced-rows.ts';

export interface JobSite {
  status: string;
  latitude: number | null;
  longitude: number | null;
  /** The job's calendar date (company zone). */
  date: string;
  /** Its arrival window's label, e.g. "8:00 AM - 10:00 AM". */
  arrivalWindow: string;
  assignedEmployeeIds: string[];
}
interface JobSiteRow {
  status: string;
  site_latitude: number | null;
  site_longitude: number | null;
  preferred_date: string;
  preferred_time_slot: string;
  assigned_employee_ids: string[];
}
const toJobSite = (row: JobSiteRow): JobSite => ({
  status: row.status,
  latitude: row.site_latitude,
  longitude: row.site_longitude,
  date: row.preferred_date,
  arrivalWindow: row.preferred_time_slot,
  assignedEmployeeIds: row.assigned_employee_ids,
});

export interface NewPunch {
  id: string;
  employeeId: string;
  appointmentId: string;
  /** The trusted time (decision 0225); `deviceClockInTime` is the phone's, null when the same. */
  clockInTime: string;
  deviceClockInTime: string | null;
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
  deviceClockOutTime: string | null;
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

/** What a punch is decided on about an entry (a full row, or what a push wrote itself). */
export type PunchEntry = Pick<
  TimeEntry,
  'id' | 'employeeId' | 'appointmentId' | 'clockInTime' | 'clockOutTime' | 'flags'
>;

/** What a clock-in is decided on. */
export interface ClockInFacts {
  /** The same punch, already recorded (a replay). */
  existing: PunchEntry | null;
  employeeExists: boolean;
  /** The employee is inactive: no new clock-ins; an open entry can still be closed. */
  employeeInactive: boolean;
  site: JobSite | null;
  /** The employee's first entry a new one starting at the punch would overlap (see `overlappingWhere`). */
  overlap: PunchEntry | null;
}
/** What a clock-out is decided on: the punch, and its job site (null when it has no job or the job is gone). */
export interface ClockOutFacts {
  entry: PunchEntry;
  site: JobSite | null;
}
type Row = Record<string, unknown>;
interface ClockInFactsRow {
  employee_exists: boolean;
  employee_inactive: boolean;
  site: JobSiteRow | null;
  existing: Row | null;
  overlap: Row | null;
}
const toClockInFacts = (row: ClockInFactsRow | undefined): ClockInFacts => ({
  existing: row?.existing ? toTimeEntry(row.existing) : null,
  employeeExists: row?.employee_exists === true,
  employeeInactive: row?.employee_inactive === true,
  site: row?.site ? toJobSite(row.site) : null,
  overlap: row?.overlap ? toTimeEntry(row.overlap) : null,
});
type PunchWithSiteRow = Row & { site: JobSiteRow | null };
const toClockOutFacts = (row: PunchWithSiteRow): ClockOutFacts => ({
  entry: toTimeEntry(row),
  site: row.site ? toJobSite(row.site) : null,
});

/** The job a punch is made at, as the punch is checked against it. */
const jobSiteOf = (tx: Tx, appointmentId: string | ReturnType<Tx>) => tx`
  select status, site_latitude, site_longitude, preferred_date, preferred_time_slot, assigned_employee_ids
  from appointments
  where id = ${appointmentId} and deleted_at is null`;

/** Entries of this employee still open, or ending after `at`, the open one first (at most one row). */
const overlappingWhere = (tx: Tx, employeeId: string, at: string) => tx`
  where employee_id = ${employeeId} and deleted_at is null and (clock_out_time is null or clock_out_time > ${at})
  order by clock_out_time is null desc, clock_in_time desc limit 1`;

/** One row: the `ClockInFacts` of a punch, entries and site as JSON. */
const clockInFactsOf = (tx: Tx, p: { id: string; employeeId: string; appointmentId: string; clockInTime: string }) =>
  tx`
  select exists (select 1 from employees where id = ${p.employeeId} and deleted_at is null) as employee_exists,
    exists (select 1 from employees where id = ${p.employeeId} and status = 'inactive') as employee_inactive,
    (select to_jsonb(a) from (${jobSiteOf(tx, p.appointmentId)}) a) as site,
    (select to_jsonb(t) from time_entries t where t.id = ${p.id} and t.deleted_at is null) as existing,
    (select to_jsonb(t) from (select * from time_entries ${overlappingWhere(tx, p.employeeId, p.clockInTime)}) t)
      as overlap`;

/** A live punch with its job site (as JSON); no row when there is no such punch. */
const punchWithSiteOf = (tx: Tx, id: string) => tx`
  select t.*, (select to_jsonb(a) from (${jobSiteOf(tx, tx`t.appointment_id`)}) a) as site
  from time_entries t where t.id = ${id} and t.deleted_at is null`;

const insertPunch = (tx: Tx, p: NewPunch, version: number) => tx`
  insert into time_entries (id, employee_id, appointment_id, clock_in_time, device_clock_in_time, clock_in_latitude,
    clock_in_longitude, clock_in_accuracy, notes, clock_in_distance_m, outside_reason, dispatch_reason, flags,
    clock_in_received_at, created_at, updated_at, version, recorded_by)
  values (${p.id}, ${p.employeeId}, ${p.appointmentId}, ${p.clockInTime}, ${p.deviceClockInTime}, ${p.latitude}, ${p.longitude},
    ${p.accuracy}, ${p.notes}, ${p.distanceMeters}, ${p.outsideReason}, ${p.dispatchReason}, ${tx.array(p.flags)},
    ${p.receivedAt}, ${p.receivedAt}, ${p.receivedAt}, ${version}, ${p.recordedBy})
  returning *`;

const updateClockOut = (tx: Tx, id: string, w: ClockOutWrite, version: number) => tx`
  update time_entries set clock_out_time = ${w.clockOutTime}, device_clock_out_time = ${w.deviceClockOutTime},
    clock_out_latitude = ${w.latitude},
    clock_out_longitude = ${w.longitude}, clock_out_accuracy = ${w.accuracy},
    clock_out_notes = ${w.notes}, recorded_by = ${w.recordedBy}, total_hours = ${w.totalHours},
    clock_out_distance_m = ${w.distanceMeters}, flags = ${tx.array(w.flags)},
    clock_out_received_at = ${w.receivedAt}, updated_at = ${w.receivedAt}, version = ${version}
  where id = ${id} returning *`;

export function timeEntriesRepository(sql: Sql) {
  return {
    /** A punch with the job site it was made at, in one statement (a clock-out checks both). */
    async findWithSite(tx: Tx, id: string): Promise<ClockOutFacts | null> {
      const [row] = await punchWithSiteOf(tx, id);
      return row ? toClockOutFacts(row as PunchWithSiteRow) : null;
    },
    /** The first punch at a job without a site proposes one (never overrides a site). */
    async proposeSite(tx: Tx, appointmentId: string, site: JobSiteFields, version: number) {
      await tx`
        update appointments set site_latitude = ${site.siteLatitude}, site_longitude = ${site.siteLongitude},
          site_source = ${site.siteSource}, site_flag = ${site.siteFlag}, version = ${version}, updated_at = now()
        where id = ${appointmentId} and site_latitude is null`;
    },
    async find(tx: Tx | Sql, id: string): Promise<TimeEntry | null> {
      const [row] = await tx`select * from time_entries where id = ${id} and deleted_at is null`;
      return row ? toTimeEntry(row) : null;
    },
    /** What a clock-in is decided on, in one statement. */
    async clockInFacts(
      tx: Tx,
      p: { id: string; employeeId: string; appointmentId: string; clockInTime: string },
    ): Promise<ClockInFacts> {
      const [row] = await clockInFactsOf(tx, p);
      return toClockInFacts(row as ClockInFactsRow | undefined);
    },
    /** An entry of this employee still open, or ending after `at` (a new open entry would overlap it). */
    async overlapping(tx: Tx, employeeId: string, at: string): Promise<TimeEntry | null> {
      const [row] = await tx`select * from time_entries ${overlappingWhere(tx, employeeId, at)}`;
      return row ? toTimeEntry(row) : null;
    },
    async insert(tx: Tx, p: NewPunch, version: number): Promise<TimeEntry> {
      const [row] = await insertPunch(tx, p, version);
      return toTimeEntry(row as Row);
    },
    /**
     * The insert of a clock-in decided before its facts were read (services/punch-forecast.ts),
     * with those facts read in the same statement as they were before it.
     */
    async insertWithFacts(tx: Tx, p: NewPunch, version: number): Promise<{ facts: ClockInFacts; entry: TimeEntry }> {
      const [row] = await tx<(Row & ClockInFactsRow)[]>`
        with facts as (${clockInFactsOf(tx, p)}), inserted as (${insertPunch(tx, p, version)})
        select facts.*, inserted.* from facts, inserted`;
      if (!row) throw new Error('the inserted punch did not come back');
      return { facts: toClockInFacts(row), entry: toTimeEntry(row) };
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
      const [row] = await updateClockOut(tx, id, w, version);
      return toTimeEntry(row as Row);
    },
    /**
     * The update of a clock-out decided before its facts were read (services/punch-forecast.ts),
     * with those facts read in the same statement as they were before it; null when no punch was
     * updated.
     */
    async clockOutWithFacts(
      tx: Tx,
      id: string,
      w: ClockOutWrite,
      version: number,
    ): Promise<{ facts: ClockOutFacts | null; entry: TimeEntry } | null> {
      const [row] = await tx<(Row & { found: PunchWithSiteRow | null })[]>`
        with found as (${punchWithSiteOf(tx, id)}), updated as (${updateClockOut(tx, id, w, version)})
        select (select to_jsonb(found) from found) as found, updated.* from updated`;
      if (!row) return null;
      return { facts: row.found ? toClockOutFacts(row.found) : null, entry: toTimeEntry(row) };
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
