/** The office's appointment list (search, filters, paging) and one appointment's page. */
import type { Appointment, AppointmentStatus, CalendarDate, JobPhoto } from '@haul/shared';
import type { Sql } from '../client.ts';
import { type AppointmentRow, toAppointment } from './appointment-row.ts';
import { toInvoice, toJobPhoto } from './synced-rows.ts';

export interface AppointmentFilter {
  q?: string;
  status?: AppointmentStatus;
  from?: CalendarDate;
  to?: CalendarDate;
}

/** `%text%` for ILIKE with the user's own %, _ and \ taken literally. */
export const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Digits of a phone search; a leading US country code is dropped so "+1 404…" finds "(404)…". */
export function phoneDigits(q: string): string {
  const digits = q.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export function appointmentSearchRepository(sql: Sql) {
  const where = (f: AppointmentFilter) => {
    const q = f.q?.trim() ?? '';
    const digits = phoneDigits(q);
    const text = q
      ? sql`and (full_name(first_name, last_name) ilike ${contains(q)} or address ilike ${contains(q)}
          or email ilike ${contains(q)}
          ${digits.length >= 3 ? sql`or regexp_replace(phone, '\\D', '', 'g') like ${contains(digits)}` : sql``})`
      : sql``;
    return sql`deleted_at is null ${text}
      ${f.status ? sql`and status = ${f.status}` : sql``}
      ${f.from ? sql`and preferred_date >= ${f.from}` : sql``}
      ${f.to ? sql`and preferred_date <= ${f.to}` : sql``}`;
  };

  return {
    /** Newest booking first, as the dashboard has always listed them. */
    async search(
      f: AppointmentFilter,
      limit: number,
      offset: number,
    ): Promise<{ items: Appointment[]; total: number }> {
      // One scan for the page and the total; only a page past the end needs a separate count.
      const rows = await sql<(AppointmentRow & { total: number })[]>`
        select *, count(*) over ()::int as total from appointments where ${where(f)}
        order by created_at desc, id limit ${limit} offset ${offset}`;
      if (rows.length === 0 && offset > 0) {
        const [count] = await sql<{ n: number }[]>`select count(*)::int as n from appointments where ${where(f)}`;
        return { items: [], total: count?.n ?? 0 };
      }
      return { items: rows.map(toAppointment), total: rows[0]?.total ?? 0 };
    },

    /** Job done: the crew's notes for the office, who marked it done, and the invoice. */
    async done(id: string) {
      const [row] = await sql<{ office_notes: string | null; done_at: Date | null; done_by: string | null }[]>`
        select a.office_notes, a.done_at, coalesce(full_name(e.first_name, e.last_name), u.username) as done_by
        from appointments a left join users u on u.id = a.done_by left join employees e on e.id = u.employee_id
        where a.id = ${id}`;
      const [invoice] = await sql<Record<string, unknown>[]>`select * from invoices where appointment_id = ${id}`;
      return {
        done: row?.done_at
          ? { officeNotes: row.office_notes, doneAt: row.done_at.toISOString(), doneBy: row.done_by }
          : null,
        invoice: invoice ? toInvoice(invoice) : null,
      };
    },
    async find(id: string): Promise<Appointment | null> {
      const [row] = await sql<AppointmentRow[]>`select * from appointments where id = ${id} and deleted_at is null`;
      return row ? toAppointment(row) : null;
    },

    /**
     * The crew of the job: whoever is assigned, plus anyone who clocked in on it (assigned or
     * not, the office wants to see who was there), from the job's `assigned_employee_ids`.
     */
    async crew(
      appointmentId: string,
    ): Promise<{ employeeId: string; name: string; phone: string; assigned: boolean }[]> {
      const rows = await sql<{ id: string; name: string; phone: string; assigned: boolean }[]>`
        select e.id, full_name(e.first_name, e.last_name) as name, e.phone,
          exists (select 1 from appointments a where a.id = ${appointmentId} and e.id = any(a.assigned_employee_ids)) as assigned
        from employees e
        where e.id in (
          select unnest(assigned_employee_ids) from appointments where id = ${appointmentId}
          union
          select employee_id from time_entries where appointment_id = ${appointmentId} and deleted_at is null)
        order by assigned desc, e.last_name, e.first_name`;
      return rows.map((r) => ({
        employeeId: r.id,
        name: r.name,
        phone: r.phone,
        assigned: r.assigned,
      }));
    },

    async photos(appointmentId: string): Promise<JobPhoto[]> {
      const rows = await sql`
        select * from job_photos where appointment_id = ${appointmentId} and deleted_at is null
        order by uploaded_at, id`;
      return rows.map(toJobPhoto);
    },
  };
}
export type AppointmentSearchRepository = ReturnType<typeof appointmentSearchRepository>;
