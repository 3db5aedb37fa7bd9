/**
 * A company that has grown for years (decision 0215): a 60-person company with
 * `years` of history up to `today` and 30 days ahead (~5,000 jobs a year, 3 time entries and 4
 * photo records a job, 2 contact requests a day, one punch in ten flagged and reviewed within two
 * weeks, five old jobs never finished). Seeded into a fresh test database (PGlite, or a new
 * database on the server DATABASE_URL names). Used by `pnpm bench:sync:admin` (the server's
 * answers) and `pnpm bench:sync:admin:device` (the same pull in Chromium, company-server.ts).
 */

import type { Clock } from '../src/clock.ts';
import { sessionsRepository } from '../src/db/repositories/sessions.ts';
import { usersRepository } from '../src/db/repositories/users.ts';
import { authService } from '../src/services/auth.ts';
import { createTestDatabase } from '../test/database.ts';

const JOBS_PER_YEAR = 5000;
const DAYS_AHEAD = 30;

/** Seeds `years` of history ending on `today` (the company's calendar date of `clock`). */
export async function seedCompany(years: number, clock: Clock, today: string) {
  const db = await createTestDatabase();
  const { sql } = db;
  const auth = authService(usersRepository(sql), sessionsRepository(sql), clock);
  await auth.ensureStaffAccounts({ admin: 'bench-admin-password', crew: 'bench-crew-password' }, true);
  const days = years * 365;
  const jobs = Math.round(JOBS_PER_YEAR * years * (1 + DAYS_AHEAD / days));
  await sql`
    insert into employees (id, first_name, last_name, phone, email, version)
    select gen_random_uuid(), 'Worker', 'No' || g, '(404) 555-' || lpad(g::text, 4, '0'), 'w' || g || '@example.com', 1
    from generate_series(1, 60) g`;
  // Jobs spread evenly from `years` back to 30 days ahead; past ones completed (one in twenty
  // cancelled), five old ones never finished (unresolved work the office still has to close).
  await sql`
    insert into appointments (first_name, last_name, phone, email, address, service_type, description, preferred_date,
      preferred_time_slot, status, site_latitude, site_longitude, created_at, version)
    select 'Customer', 'Number' || g, '(404) 555-' || lpad((g % 10000)::text, 4, '0'),
      'c' || g || '@example.com', g || ' Peachtree St NE, Atlanta, GA 30303', 'Furniture Removal', 'Couch', d,
      '8:00 AM - 10:00 AM',
      case when d >= ${today}::date then 'confirmed' when g % 20 = 0 then 'cancelled' else 'completed' end,
      33.77, -84.29, d - 7, g
    from (select g, ${today}::date - ${days}::int + ((g - 1) * ${days + DAYS_AHEAD}::int / ${jobs}::int)::int as d
          from generate_series(1, ${jobs}::int) g) j`;
  await sql`
    update appointments set status = 'pending'
    where id in (select id from appointments where preferred_date < ${today}::date - 200 order by preferred_date desc limit 5)`;
  const base = jobs;
  await sql`
    insert into time_entries (employee_id, appointment_id, clock_in_time, clock_out_time, total_hours, flags, version)
    select e.id, a.id, a.preferred_date + time '13:00' + k * interval '1 hour', a.preferred_date + time '17:00' + k * interval '1 hour', 4,
      case when (a.version * 3 + k) % 10 = 0 then array['outside_radius'] else '{}'::text[] end, ${base}::int + a.version * 3 + k
    from appointments a cross join generate_series(0, 2) k
    join (select id, row_number() over (order by id) - 1 as n from employees) e on e.n = (a.version * 3 + k) % 60
    where a.preferred_date <= ${today}::date`;
  const [admin] = await sql<{ id: string }[]>`select id from users where role = 'admin'`;
  await sql`
    insert into time_entry_reviews (time_entry_id, outcome, recorded_by, created_at)
    select id, 'approved', ${admin?.id ?? null}, clock_in_time + interval '3 days' from time_entries
    where cardinality(flags) > 0 and clock_in_time < ${today}::date - 14`;
  await sql`
    insert into job_photos (id, appointment_id, employee_id, photo_type, file_name, file_path, content_type, byte_size,
      uploaded_at, version)
    select gen_random_uuid(), a.id, null, (array['before', 'during', 'after', 'after'])[k + 1], 'photo.jpg', '',
      'image/jpeg', 900000, a.preferred_date + time '16:00' + k * interval '5 minutes', ${base * 5}::int + a.version * 4 + k
    from appointments a cross join generate_series(0, 3) k
    where a.preferred_date <= ${today}::date`;
  await sql`
    insert into contact_requests (first_name, last_name, phone, email, address, description, created_at, handled_at,
      version)
    select 'Lead', 'No' || g, '(404) 555-0100', 'lead' || g || '@example.com', '1 Main St', 'Garage',
      ${today}::date - ${days}::int + g / 2 + time '10:00',
      case when ${today}::date - ${days}::int + g / 2 < ${today}::date - 3 then ${today}::date - ${days}::int + g / 2 + time '15:00' end,
      ${base * 10}::int + g
    from generate_series(0, ${days * 2}::int) g`;
  await sql`update sync_version set version = ${base * 10 + days * 2 + 1}`;
  await sql`analyze`;
  const [counts] = await sql<{ a: number; t: number; p: number; c: number }[]>`
    select (select count(*)::int from appointments) as a, (select count(*)::int from time_entries) as t,
      (select count(*)::int from job_photos) as p, (select count(*)::int from contact_requests) as c`;
  return { db, sql, counts: counts! };
}
