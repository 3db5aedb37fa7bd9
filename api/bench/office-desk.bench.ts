/**
 * `pnpm bench:office`: how the office's desk answers on a busy company's data. Seeds 20,000
 * appointments, 60 employees with a punch every working day for a year (~15,600 entries, one in
 * ten flagged) and 2,000 refused changes, then times each office route in process
 * (`app.request`, no network) — median and p95 of 30 calls after 3 warm-ups. PGlite by default;
 * set DATABASE_URL for PostgreSQL (a throwaway database is created and dropped).
 */
import { performance } from 'node:perf_hooks';
import { createApp } from '../src/app.ts';
import { fixedClock } from '../src/clock.ts';
import { sessionsRepository } from '../src/db/repositories/sessions.ts';
import { usersRepository } from '../src/db/repositories/users.ts';
import { authService } from '../src/services/auth.ts';
import { createTestDatabase } from '../test/database.ts';

const RUNS = 30;
const NOW = '2026-11-24T15:00:00Z';
const db = await createTestDatabase();
const { sql } = db;
const clock = fixedClock(NOW);
const auth = authService(usersRepository(sql), sessionsRepository(sql), clock);
await auth.ensureStaffAccounts({ admin: 'bench-admin-password', crew: 'bench-crew-password' }, true);
const app = createApp({ sql, clock });

console.log(`seeding (${db.kind})…`);
await sql`
  insert into employees (id, first_name, last_name, phone, email, version)
  select gen_random_uuid(), 'Worker', 'No' || g, '(404) 555-' || lpad(g::text, 4, '0'), 'w' || g || '@example.com', 1
  from generate_series(1, 60) g`;
await sql`
  insert into appointments (first_name, last_name, phone, email, address, service_type, description, preferred_date,
    preferred_time_slot, status, site_latitude, site_longitude, created_at, version)
  select 'Customer', 'Number' || g, '(' || (404 + g % 3 * 266) || ') 555-' || lpad((g % 10000)::text, 4, '0'),
    'c' || g || '@example.com', g || ' Peachtree St NE, Atlanta, GA 30303', 'Furniture Removal', 'Couch',
    date '2025-11-24' + (g % 400), '8:00 AM - 10:00 AM', (array['pending','confirmed','completed','cancelled'])[1 + g % 4],
    33.77, -84.29, timestamptz '2025-11-01' + g * interval '25 minutes', 1
  from generate_series(1, 20000) g`;
await sql`
  insert into time_entries (employee_id, appointment_id, clock_in_time, clock_out_time, total_hours, flags, version)
  select e.id, (select id from appointments order by id limit 1),
    d + time '13:00', d + time '21:30', 8.5,
    case when random() < 0.1 then array['outside_radius'] else '{}'::text[] end, 1
  from employees e cross join generate_series(date '2025-11-24', date '2026-11-23', interval '1 day') d
  where extract(isodow from d) < 6`;
const [admin] = await sql<{ id: string }[]>`select id from users where role = 'admin'`;
await sql`insert into sync_clients (client_id, user_id) values ('00000000-0000-4000-8000-000000000001', ${admin?.id ?? null})`;
await sql`
  insert into sync_mutations (client_id, mutation_id, name, args, status, result, server_time)
  select '00000000-0000-4000-8000-000000000001', g, 'clockIn', '{}', 'rejected',
    '{"code":"already_clocked_in","message":"Already clocked in."}', timestamptz '2026-01-01' + g * interval '1 hour'
  from generate_series(1, 2000) g`;
await sql`analyze`;
const [counts] = await sql<{ a: number; t: number }[]>`
  select (select count(*)::int from appointments) as a, (select count(*)::int from time_entries) as t`;
console.log(`${counts?.a} appointments, ${counts?.t} time entries`);

const login = await app.request('/api/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: 'http://localhost' },
  body: JSON.stringify({ username: 'admin', password: 'bench-admin-password' }),
});
const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
const [someAppointment] = await sql<{ id: string }[]>`select id from appointments order by created_at desc limit 1`;

const cases: [string, string][] = [
  ['timesheet week (60 employees)', '/api/office/timesheets?week=2026-11-16'],
  ['review queue (oldest 200 of ~1,560)', '/api/office/review-queue'],
  ['payroll CSV, 31 days (~1,300 rows)', '/api/office/payroll.csv?from=2026-10-01&to=2026-10-31'],
  ['appointments, first page', '/api/office/appointments'],
  ['appointments, search by phone digits', '/api/office/appointments?q=555-0123'],
  ['appointments, search by name', '/api/office/appointments?q=number1234'],
  ['appointments, status + dates', '/api/office/appointments?status=confirmed&from=2026-06-01&to=2026-06-30'],
  ['one appointment page', `/api/office/appointments/${someAppointment?.id}`],
  ['refused changes, page 40', '/api/office/rejections?page=40'],
  ['(before) GET /api/appointments, all 20,000', '/api/appointments'],
];

const rows: string[] = [];
for (const [label, url] of cases) {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const start = performance.now();
    const res = await app.request(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    if (i >= 3) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  rows.push(`| ${label} | ${median.toFixed(1)} ms | ${p95.toFixed(1)} ms |`);
}
console.log(`\n| route (${db.kind}) | median | p95 |\n| --- | --- | --- |\n${rows.join('\n')}`);
await db.close();
