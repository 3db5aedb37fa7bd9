/**
 * `pnpm bench:sync:admin` (decision 0215): an admin device's first pull on a company
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
import { seedCompany } from './company.ts';

const NOW = '2026-11-27T15:00:00Z';
const TODAY = '2026-11-27';
const RUNS = 3;
const WHOLE_HISTORY_DAYS = 100 * 365;

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
  const clock = fixedClock(NOW);
  const c = await seedCompany(years, clock, TODAY);
  const app = createApp({ sql: c.sql, clock });
  const anchor = createApp({ sql: c.sql, clock, adminHistoryDays: WHOLE_HISTORY_DAYS });
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
