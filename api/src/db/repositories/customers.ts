/**
 * Customers SQL (decision 0142). The matching rule lives in migration 0017's trigger, so every
 * path that stores an appointment links it to a customer; this file reads them, keeps notes and
 * merges two records the office says are one.
 */
import type { Appointment, CustomerMerge, CustomerNote, CustomerSummary } from '@haul/shared';
import type postgres from 'postgres';
import { writeVersioned } from '../change-version.ts';
import type { Sql } from '../client.ts';
import { iso } from '../rows.ts';
import { type AppointmentRow, toAppointment } from './appointment-row.ts';
import { contains, phoneDigits } from './appointment-search.ts';

interface SummaryRow {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  created_at: Date;
  merged_into: string | null;
  job_count: number;
  completed_count: number;
  last_job_date: string | null;
}

const toSummary = (r: SummaryRow): CustomerSummary => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  phone: r.phone,
  email: r.email,
  createdAt: iso(r.created_at),
  jobCount: r.job_count,
  completedCount: r.completed_count,
  lastJobDate: r.last_job_date,
});

type Fragment = postgres.PendingQuery<postgres.Row[]>;

/** Why a merge did not happen. */
export type MergeRefusal = 'missing' | 'merged' | 'same';

export function customersRepository(sql: Sql) {
  const summaries = (where: Fragment) => sql`
    select c.id, c.first_name, c.last_name, c.phone, c.email, c.created_at, c.merged_into,
      count(a.id)::int as job_count,
      count(a.id) filter (where a.status = 'completed')::int as completed_count,
      max(a.preferred_date)::text as last_job_date
    from customers c left join appointments a on a.customer_id = c.id and a.deleted_at is null
    where ${where}
    group by c.id`;

  return {
    /** Live (not merged) customers, the latest job first. */
    async search(q: string | undefined, limit: number, offset: number) {
      const text = q?.trim() ?? '';
      const digits = phoneDigits(text);
      const where = text
        ? sql`c.merged_into is null and ((c.first_name || ' ' || c.last_name) ilike ${contains(text)}
            or c.email ilike ${contains(text)}
            ${digits.length >= 3 ? sql`or c.phone_key like ${contains(digits)}` : sql``}
            or exists (select 1 from appointments x where x.customer_id = c.id and x.deleted_at is null
              and (x.address ilike ${contains(text)} or (x.first_name || ' ' || x.last_name) ilike ${contains(text)})))`
        : sql`c.merged_into is null`;
      const rows = await sql<(SummaryRow & { total: number })[]>`
        select s.*, count(*) over ()::int as total from (${summaries(where)}) s
        order by s.last_job_date desc nulls last, s.created_at desc, s.id
        limit ${limit} offset ${offset}`;
      if (rows.length === 0 && offset > 0) {
        const [count] = await sql<{ n: number }[]>`select count(*)::int as n from (${summaries(where)}) s`;
        return { items: [] as CustomerSummary[], total: count?.n ?? 0 };
      }
      return { items: rows.map(toSummary), total: rows[0]?.total ?? 0 };
    },

    async find(id: string): Promise<{ customer: CustomerSummary; mergedInto: string | null } | null> {
      const [row] = await sql<SummaryRow[]>`${summaries(sql`c.id = ${id}`)}`;
      return row ? { customer: toSummary(row), mergedInto: row.merged_into } : null;
    },

    /** Their jobs, the latest date first. */
    async jobs(id: string): Promise<Appointment[]> {
      const rows = await sql<AppointmentRow[]>`
        select * from appointments where customer_id = ${id} and deleted_at is null
        order by preferred_date desc, created_at desc, id`;
      return rows.map(toAppointment);
    },

    async notes(id: string): Promise<CustomerNote[]> {
      const rows = await sql<{ id: string; body: string; recorded_by_name: string; recorded_at: Date }[]>`
        select id, body, recorded_by_name, recorded_at from customer_notes
        where customer_id = ${id} order by recorded_at desc, id`;
      return rows.map((r) => ({ id: r.id, body: r.body, byName: r.recorded_by_name, at: iso(r.recorded_at) }));
    },

    async merged(id: string): Promise<CustomerMerge[]> {
      const rows = await sql<
        {
          id: string;
          first_name: string;
          last_name: string;
          phone: string;
          email: string;
          username: string | null;
          merged_at: Date;
        }[]
      >`
        select c.id, c.first_name, c.last_name, c.phone, c.email, u.username, c.merged_at
        from customers c left join users u on u.id = c.merged_by
        where c.merged_into = ${id} order by c.merged_at desc, c.id`;
      return rows.map((r) => ({
        customerId: r.id,
        name: `${r.first_name} ${r.last_name}`,
        phone: r.phone,
        email: r.email,
        byName: r.username,
        at: iso(r.merged_at),
      }));
    },

    /** The customer behind an appointment. */
    async ofAppointment(appointmentId: string): Promise<string | null> {
      const [row] = await sql<{ customer_id: string }[]>`
        select customer_id from appointments where id = ${appointmentId}`;
      return row?.customer_id ?? null;
    },

    /** Null when the customer does not exist or was merged away. */
    async addNote(id: string, body: string, by: { id: string; name: string }, at: Date): Promise<CustomerNote | null> {
      const [row] = await sql<{ id: string }[]>`
        insert into customer_notes (customer_id, body, recorded_by, recorded_by_name, recorded_at)
        select id, ${body}, ${by.id}, ${by.name}, ${at} from customers where id = ${id} and merged_into is null
        returning id`;
      return row ? { id: row.id, body, byName: by.name, at: at.toISOString() } : null;
    },

    /**
     * Moves `fromId`'s jobs and notes to `intoId` and marks `fromId` merged (who and when). Under the
     * version lock, like every booking, so a booking matched to `fromId` in the same moment is
     * either moved here or, when it commits later, finds `fromId` merged and follows it.
     */
    async merge(fromId: string, intoId: string, by: string, at: Date): Promise<MergeRefusal | null> {
      if (fromId === intoId) return 'same';
      return writeVersioned(sql, async (tx) => {
        const rows = await tx<{ id: string; merged_into: string | null }[]>`
          select id, merged_into from customers where id in (${fromId}, ${intoId}) order by id for update`;
        if (rows.length < 2) return 'missing';
        if (rows.some((r) => r.merged_into !== null)) return 'merged';
        await tx`update appointments set customer_id = ${intoId} where customer_id = ${fromId}`;
        await tx`update customer_notes set customer_id = ${intoId} where customer_id = ${fromId}`;
        await tx`update customers set merged_into = ${intoId} where merged_into = ${fromId}`;
        await tx`update customers set merged_into = ${intoId}, merged_by = ${by}, merged_at = ${at} where id = ${fromId}`;
        return null;
      });
    },
  };
}
export type CustomersRepository = ReturnType<typeof customersRepository>;
