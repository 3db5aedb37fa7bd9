/** The writes behind the staff mutators other than punches and photos; every one stamps `version`. */
import type { JobSiteFields, NewAppointment, ParsedMutatorArgs } from '@haul/shared';
import type { Tx } from '../client.ts';
import { insertNewAppointment } from './appointment-row.ts';
import { toAppointment, toEmployee, toSchedule } from './synced-rows.ts';

type Row = Record<string, unknown>;
const one = (rows: readonly Row[]) => rows[0] ?? null;

/** A schedule as it stands when a stale edit is refused: what the office sees beside the refused edit. */
export interface NewerSchedule {
  date: string;
  start_time: string;
  end_time: string;
  is_available: boolean;
  notes: string | null;
}

/**
 * The live schedule, as jsonb, when a write after `baseVersion` came from another user (decision
 * 0226); null when the edit is current, its own user's earlier edit is all that changed (a phone's
 * queued edits of one row share a base), or no base was sent (a new schedule, an older app).
 */
const newerThanBase = (tx: Tx, id: string, baseVersion: number | undefined, recordedBy: string) => tx`
  select to_jsonb(n) from (select date::text as date, start_time, end_time, is_available, notes from schedules
    where id = ${id} and deleted_at is null and ${baseVersion ?? null}::bigint is not null
      and version > ${baseVersion ?? null}::bigint and recorded_by is distinct from ${recordedBy}::uuid) n`;

export const staffWrites = {
  /** Whose schedule a row is (null when there is no live row with that id). */
  async scheduleOwner(tx: Tx, id: string): Promise<string | null> {
    const [row] = await tx<{ employee_id: string }[]>`
      select employee_id from schedules where id = ${id} and deleted_at is null`;
    return row?.employee_id ?? null;
  },
  /**
   * A schedule write with what it must check, in one statement: whose the schedule was (null when
   * there was no live row with that id) and whether the employee exists, both read as the rows
   * were before the write. Nothing is written for a missing employee or over a deleted schedule
   * (`saved` null). Refusing what the checks forbid, and undoing the write then, is the caller's.
   */
  async upsertSchedule(tx: Tx, v: number, s: ParsedMutatorArgs<'upsertSchedule'>, now: Date, recordedBy: string) {
    const [row] = await tx<(Row & { owner: string | null; employee_exists: boolean })[]>`
      with facts as (
        select (select employee_id from schedules where id = ${s.id} and deleted_at is null) as owner,
          exists (select 1 from employees where id = ${s.employeeId} and deleted_at is null) as employee_exists,
          (${newerThanBase(tx, s.id, s.baseVersion, recordedBy)}) as newer
      ), saved as (
        insert into schedules (id, employee_id, date, start_time, end_time, is_available, notes, created_at,
          updated_at, version, recorded_by)
        select ${s.id}::uuid, ${s.employeeId}::uuid, ${s.date}::date, ${s.startTime}::text, ${s.endTime}::text,
          ${s.isAvailable}::boolean, ${s.notes ?? null}::text, ${now}::timestamptz, ${now}::timestamptz, ${v}::bigint,
          ${recordedBy}::uuid
        from facts where employee_exists and newer is null
        on conflict (id) do update set employee_id = excluded.employee_id, date = excluded.date,
          start_time = excluded.start_time, end_time = excluded.end_time, is_available = excluded.is_available,
          notes = excluded.notes, updated_at = excluded.updated_at, version = excluded.version,
          recorded_by = excluded.recorded_by
        where schedules.deleted_at is null
        returning *)
      select facts.owner, facts.employee_exists, facts.newer, saved.* from facts left join saved on true`;
    return {
      owner: row?.owner ?? null,
      employeeExists: row?.employee_exists === true,
      newer: (row?.newer as NewerSchedule | null | undefined) ?? null,
      saved: row?.id ? toSchedule(row) : null,
    };
  },
  /** The live schedule as someone else changed it after `baseVersion`, or null (decision 0226). */
  async scheduleNewerThan(tx: Tx, id: string, baseVersion: number | undefined, recordedBy: string) {
    const [row] = await tx<{ newer: NewerSchedule | null }[]>`
      select (${newerThanBase(tx, id, baseVersion, recordedBy)}) as newer`;
    return row?.newer ?? null;
  },
  async deleteSchedule(tx: Tx, v: number, id: string, now: Date, recordedBy: string) {
    const rows = await tx`
      update schedules set deleted_at = ${now}, version = ${v}, recorded_by = ${recordedBy}
      where id = ${id} and deleted_at is null returning id`;
    return rows.length > 0;
  },
  /** The job's site columns as `jobSite()` in shared decides them (the office's site always wins). */
  async setAppointmentSite(tx: Tx, v: number, appointmentId: string, site: JobSiteFields, now: Date) {
    const row = one(
      await tx`
      update appointments set site_latitude = ${site.siteLatitude}, site_longitude = ${site.siteLongitude},
        site_source = ${site.siteSource}, site_flag = ${site.siteFlag}, updated_at = ${now}, version = ${v}
      where id = ${appointmentId} and deleted_at is null returning *`,
    );
    return row ? toAppointment(row, true) : null;
  },
  /** A job the office entered, as `newAppointment()` built it; null when its id exists (a replay). */
  async createAppointment(tx: Tx, v: number, job: NewAppointment) {
    return insertNewAppointment(tx, job, v);
  },
  async createEmployee(tx: Tx, v: number, e: ParsedMutatorArgs<'createEmployee'>, now: Date) {
    const row = one(
      await tx`
      insert into employees (id, first_name, last_name, phone, email, role, hourly_rate, created_at, updated_at, version)
      values (${e.id}, ${e.firstName}, ${e.lastName}, ${e.phone}, ${e.email}, ${e.role}, ${e.hourlyRate ?? null},
        ${now}, ${now}, ${v})
      on conflict (id) do nothing returning *`,
    );
    return row ? toEmployee(row, true) : null;
  },
  async employeeExists(tx: Tx, id: string) {
    return (await tx`select 1 from employees where id = ${id} and deleted_at is null`).length > 0;
  },
};
