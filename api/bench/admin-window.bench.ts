/**
 * `pnpm bench:sync:admin` (issue 29 §2, decision 0215): an admin device's first pull on a company
 * that has grown for years. Seeds a 60-person company with 1 year and, in a second database, 3
 * years of history (~5,000 jobs a year, 3 time entries and 4 photo records a job, 2 contact
 * requests a day, one punch in ten flagged and reviewed within two weeks) and pulls as an admin
 * from cursor 0 to the last page, in process (`app.request`: the server's answers and their
 * JSON, not the device's IndexedDB writes). Prints the time (median of 3) and the rows the device
 * would hold, beside the anchor in the same run: the same pull with the window widened to the
 * whole history (what every admin device pulled before the window). PGlite by default; set
 * DATABASE_URL for PostgreSQL. The clock is fixed (2026-11-27), so the figures do not depend on
 * the day the bench runs.
 */
import { performance } from 'node:perf_hooks';
import { PullResponseSchema, SYNC_LIMITS, SYNC_PROTOCOL } from '@haul/shared';
import { createApp } from '../src/app.ts';
import { fixedClock } from '../src/clock.ts';
import { sessionsRepository } from '../src/db/repositories/sessions.ts';
import { usersRepository } from '../src/db/repositories/users.ts';
import { authService } from '../src/services/auth.ts';
import { createTestDatabase } from '../test/database.ts';

const NOW = '2026-11-27T15:00:00Z';
const TODAY = '2026-11-27';
const JOBS_PER_YEAR = 5000;
const DAYS_AHEAD = 30;
const RUNS = 3;
const WHOLE_HISTORY_DAYS = 100 * 365;

async function company(years: number) {
  const db = await createTestDatabase();
  const { sql } = db;
  const clock = fixedClock(NOW);
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
      case when d >= ${TODAY}::date then 'confirmed' when g % 20 = 0 then 'cancelled' else 'completed' end,
      33.77, -84.29, d - 7, g
    from (select g, ${TODAY}::date - ${days}::int + ((g - 1) * ${days + DAYS_AHEAD}::int / ${jobs}::int)::int as d
          from generate_series(1, ${jobs}::int) g) j`;
  await sql`
    update appointments set status = 'pending'
    where id in (select id from appointments where preferred_date < ${TODAY}::date - 200 order by preferred_date desc limit 5)`;
  const base = jobs;
  await sql`
    insert into time_entries (employee_id, appointment_id, clock_in_time, clock_out_time, total_hours, flags, version)
    select e.id, a.id, a.preferred_date + time '13:00' + k * interval '1 hour', a.preferred_date + time '17:00' + k * interval '1 hour', 4,
      case when (a.version * 3 + k) % 10 = 0 then array['outside_radius'] else '{}'::text[] end, ${base}::int + a.version * 3 + k
    from appointments a cross join generate_series(0, 2) k
    join (select id, row_number() over (order by id) - 1 as n from employees) e on e.n = (a.version * 3 + k) % 60
    where a.preferred_date <= ${TODAY}::date`;
  const [admin] = await sql<{ id: string }[]>`select id from users where role = 'admin'`;
  await sql`
    insert into time_entry_reviews (time_entry_id, outcome, recorded_by, created_at)
    select id, 'approved', ${admin?.id ?? null}, clock_in_time + interval '3 days' from time_entries
    where cardinality(flags) > 0 and clock_in_time < ${TODAY}::date - 14`;
  await sql`
    insert into job_photos (id, appointment_id, employee_id, photo_type, file_name, file_path, content_type, byte_size,
      uploaded_at, version)
    select gen_random_uuid(), a.id, null, (array['before', 'during', 'after', 'after'])[k + 1], 'photo.jpg', '',
      'image/jpeg', 900000, a.preferred_date + time '16:00' + k * interval '5 minutes', ${base * 5}::int + a.version * 4 + k
    from appointments a cross join generate_series(0, 3) k
    where a.preferred_date <= ${TODAY}::date`;
  await sql`
    insert into contact_requests (first_name, last_name, phone, email, address, description, created_at, handled_at,
      version)
    select 'Lead', 'No' || g, '(404) 555-0100', 'lead' || g || '@example.com', '1 Main St', 'Garage',
      ${TODAY}::date - ${days}::int + g / 2 + time '10:00',
      case when ${TODAY}::date - ${days}::int + g / 2 < ${TODAY}::date - 3 then ${TODAY}::date - ${days}::int + g / 2 + time '15:00' end,
      ${base * 10}::int + g
    from generate_series(0, ${days * 2}::int) g`;
  await sql`update sync_version set version = ${base * 10 + days * 2 + 1}`;
  await sql`analyze`;
  const [counts] = await sql<{ a: number; t: number; p: number; c: number }[]>`
    select (select count(*)::int from appointments) as a, (select count(*)::int from time_entries) as t,
      (select count(*)::int from job_photos) as p, (select count(*)::int from contact_requests) as c`;
  return { db, sql, clock, counts: counts! };
}

async function signIn(app: ReturnType<typeof createApp>) {
  const login = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify({ username: 'admin', password: 'bench-admin-password' }),
  });
  return login.headers.get('set-cookie')?.split(';')[0] ?? '';
}

/** A first pull from cursor 0 to the last page: its time and the rows the device then holds. */
async function firstPull(app: ReturnType<typeof createApp>, cookie: string) {
  const held = new Set<string>();
  let cursor = '0';
  let pages = 0;
  const started = performance.now();
  for (;;) {
    const res = await app.request(`/api/sync/pull?cursor=${encodeURIComponent(cursor)}&protocol=${SYNC_PROTOCOL}`, {
      headers: { cookie, origin: 'http://localhost' },
    });
    if (res.status !== 200) throw new Error(`pull answered ${res.status}: ${await res.text()}`);
    const page = PullResponseSchema.parse(await res.json());
    pages++;
    for (const [table, rows] of Object.entries(page.changes)) for (const r of rows ?? []) held.add(`${table}/${r.id}`);
    for (const [table, ids] of Object.entries(page.deletes)) for (const id of ids ?? []) held.delete(`${table}/${id}`);
    cursor = page.cursor;
    if (!page.more) break;
  }
  return { ms: performance.now() - started, rows: held.size, pages };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const lines: string[] = [];
const results: Record<number, { ms: number; rows: number; anchorMs: number; anchorRows: number }> = {};
for (const years of [1, 3]) {
  console.log(`seeding ${years} year(s) of history…`);
  const c = await company(years);
  const app = createApp({ sql: c.sql, clock: c.clock });
  const anchor = createApp({ sql: c.sql, clock: c.clock, adminHistoryDays: WHOLE_HISTORY_DAYS });
  const cookie = await signIn(app);
  await firstPull(app, cookie); // warm-up
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await firstPull(app, cookie));
  const before = await firstPull(anchor, cookie);
  const ms = median(runs.map((r) => r.ms));
  results[years] = { ms, rows: runs[0]!.rows, anchorMs: before.ms, anchorRows: before.rows };
  lines.push(
    `${years} year(s): ${c.counts.a} jobs, ${c.counts.t} time entries, ${c.counts.p} photo records, ${c.counts.c} contact requests (${c.db.kind})`,
    `  window (${SYNC_LIMITS.adminHistoryDays} days back, all ahead, unresolved): first pull ${(ms / 1000).toFixed(2)} s median of ${RUNS}, ${runs[0]!.rows} rows on the device, ${runs[0]!.pages} pages`,
    `  anchor (whole history, as before the window): first pull ${(before.ms / 1000).toFixed(2)} s, ${before.rows} rows, ${before.pages} pages`,
    `  ratio window / whole history: time ${(ms / before.ms).toFixed(2)}, rows ${(runs[0]!.rows / before.rows).toFixed(2)}`,
  );
  await c.db.close();
}
const one = results[1]!;
const three = results[3]!;
console.log(`\nadmin first pull, ${new Date().toISOString().slice(0, 10)} (target: ≤ 2 s, rows independent of years)`);
for (const line of lines) console.log(line);
console.log(
  `rows on the device, 3 years vs 1 year: ${three.rows} vs ${one.rows} with the window; ${three.anchorRows} vs ${one.anchorRows} without`,
);
