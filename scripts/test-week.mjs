#!/usr/bin/env node
/**
 * Runs chosen test files once per day of a week (and on the next DST changes) with the clock set
 * to that day, to find tests that depend on the day they run (decision 0237; docs/testing.md).
 *
 *   node scripts/test-week.mjs [--week 2026-11-30] [--times 09:00,23:30] [--dst] [--no-week] \
 *     <package> <file…> [-- <package> <file…>]
 *
 *   node scripts/test-week.mjs --dst api test/time-clock.test.ts -- web src/offline/queries/jobs.test.ts
 *
 * <package> is shared, api, web or e2e (e2e moves the app's and the test runner's clock, not the
 * browser's). Each day × time runs every group with TEST_NOW (America/New_York wall time, the
 * company's zone) through scripts/test-clock.mjs. Days default to the coming Monday–Sunday;
 * 23:30 New York is already the next day in UTC, the hour date bugs like. Exit 1 if any run failed.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ZONE = 'America/New_York';
const PACKAGES = { shared: '@haul/shared', api: '@haul/api', web: '@haul/web', e2e: '@haul/e2e' };

function parse(argv) {
  const options = { week: null, times: ['09:00', '23:30'], dst: false, weekDays: true, groups: [] };
  let group = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--week') options.week = argv[++i];
    else if (a === '--times') options.times = argv[++i].split(',');
    else if (a === '--dst') options.dst = true;
    else if (a === '--no-week') options.weekDays = false;
    else if (a === '--') group = null;
    else if (!group) {
      if (!PACKAGES[a]) throw new Error(`unknown package ${a}: use ${Object.keys(PACKAGES).join(', ')}`);
      group = { pkg: a, files: [] };
      options.groups.push(group);
    } else group.files.push(a);
  }
  if (options.groups.length === 0) throw new Error('name a package and its test files');
  return options;
}

/** Minutes east of UTC of the zone at an instant. */
function zoneOffsetMinutes(instant) {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName').value; // "GMT-05:00"
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** The instant a New York wall clock shows `date` `time` (the later one in a repeated hour). */
function zonedInstant(date, time) {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let at = wall - zoneOffsetMinutes(new Date(wall)) * 60_000;
  at = wall - zoneOffsetMinutes(new Date(at)) * 60_000;
  return new Date(at);
}

const addDays = (date, n) => new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const todayInZone = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());

function comingMonday() {
  const today = todayInZone();
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(today, (8 - weekday) % 7 || 7);
}

/** The next spring-forward and fall-back days in the company's zone. */
function nextDstDays() {
  const days = [];
  let day = todayInZone();
  let before = zoneOffsetMinutes(zonedInstant(day, '12:00'));
  for (let i = 0; i < 400 && days.length < 2; i++) {
    const next = addDays(day, 1);
    const after = zoneOffsetMinutes(zonedInstant(next, '12:00'));
    if (after !== before) days.push(next);
    day = next;
    before = after;
  }
  return days;
}

function run(options) {
  const days = [];
  if (options.weekDays) {
    const monday = options.week ?? comingMonday();
    for (let i = 0; i < 7; i++) days.push(addDays(monday, i));
  }
  // On a change day: the hour after it (03:30 spring, 01:30 the repeated hour in fall) and the times asked.
  const dstDays = options.dst ? nextDstDays() : [];
  const runs = [];
  for (const day of days) for (const time of options.times) runs.push({ day, time });
  for (const day of dstDays) for (const time of ['03:30', ...options.times]) runs.push({ day, time, dst: true });

  const results = [];
  for (const r of runs) {
    const now = zonedInstant(r.day, r.time).toISOString();
    const weekday = new Date(`${r.day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
    for (const g of options.groups) {
      const label = `${weekday} ${r.day} ${r.time}${r.dst ? ' (DST change)' : ''} ${g.pkg}`;
      console.log(`\n=== ${label}: TEST_NOW=${now}`);
      const env = {
        ...process.env,
        TEST_NOW: now,
        TEST_NOW_SET_AT: String(Date.now()),
        NODE_OPTIONS:
          `${process.env.NODE_OPTIONS ?? ''} --import=${path.join(root, 'scripts', 'test-clock.mjs')}`.trim(),
      };
      const args =
        g.pkg === 'e2e'
          ? ['--filter', PACKAGES[g.pkg], 'exec', 'playwright', 'test', ...g.files]
          : ['--filter', PACKAGES[g.pkg], 'exec', 'vitest', 'run', ...g.files];
      const started = Date.now();
      const res = spawnSync('pnpm', args, { cwd: root, env, stdio: 'inherit' });
      results.push({ label, ok: res.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
    }
  }
  console.log('\n=== test-week summary');
  for (const r of results) console.log(`${r.ok ? 'pass' : 'FAIL'}  ${r.label}  (${r.seconds} s)`);
  return results.every((r) => r.ok) ? 0 : 1;
}

process.exit(run(parse(process.argv.slice(2))));
