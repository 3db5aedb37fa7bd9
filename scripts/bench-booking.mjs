#!/usr/bin/env node
/**
 * `pnpm bench:booking`: load-tests the public booking API on PostgreSQL with autocannon.
 *
 * The anchor: a bare Hono JSON endpoint (api/bench/bare-hono.ts, no middleware, no database) is
 * measured first in the same run; availability is reported as a share of it (target ≥ 50 %,
 * p99 ≤ 20 ms at 100 connections; docs/performance.md).
 *
 * Creates a throwaway database on the server in DATABASE_URL (default: the local one), starts
 * the API on a free loopback port against it (no demo data, relaxed public-form limits, 50 crews
 * per window), then runs three bounded phases and drops the database:
 *   1. GET availability, rotating over every bookable date;
 *   2. POST bookings spread over every date and window (capacity is large, so nearly all 201);
 *   3. POST bookings all aimed at ONE window: 50 win, the rest are refused with 409.
 * Prints requests/s and latency percentiles per phase. BENCH_SECONDS (default 10),
 * BENCH_READ_CONNECTIONS (default 100, the GET phases) and BENCH_CONNECTIONS (default 10, the
 * POST phases) tune it. `--strict` exits 1 when the availability targets are missed.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgres = createRequire(path.join(root, 'api', 'package.json'))('postgres');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const READ_CONNECTIONS = Number(process.env.BENCH_READ_CONNECTIONS ?? 100);
const STRICT = process.argv.includes('--strict');
const CREWS_PER_WINDOW = 50;
const WINDOWS = [
  '8:00 AM - 10:00 AM',
  '10:00 AM - 12:00 PM',
  '12:00 PM - 2:00 PM',
  '2:00 PM - 4:00 PM',
  '4:00 PM - 6:00 PM',
];
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

function startApi(databaseUrl, entry = path.join(root, 'api', 'src', 'server.ts')) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO_DATA: 'false',
      LOG_REQUESTS: 'false',
      E2E_RELAXED_LIMITS: 'true',
      CREWS_PER_WINDOW: String(CREWS_PER_WINDOW),
      ADMIN_PASSWORD: 'bench-admin-password',
      CREW_PASSWORD: 'bench-crew-password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/[^\s/]+)\//.exec(output);
      if (match) resolve({ child, url: match[1] });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`API exited with ${code}:\n${output}`)));
  });
}

/** Dates the API itself says are bookable (it owns the New York calendar rules). */
async function bookableDates(url) {
  const dates = [];
  const today = new Date();
  for (let offset = 0; offset <= 32; offset++) {
    const date = new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await fetch(`${url}/api/appointments/availability?date=${date}`);
    if (res.ok) dates.push(date);
  }
  return dates;
}

const booking = (date, slot, n) =>
  JSON.stringify({
    firstName: 'Bench',
    lastName: `Visitor ${n}`,
    phone: '(404) 555-0100',
    email: `bench.${n}@example.com`,
    address: '100 Peachtree St NE, Atlanta, GA 30303',
    serviceType: 'Furniture Removal',
    description: 'Load test booking.',
    // Noon UTC is morning in New York: the same calendar date all year.
    preferredDate: `${date}T12:00:00.000Z`,
    preferredTimeSlot: slot,
  });

function run(title, url, requests, connections = CONNECTIONS) {
  return autocannon({ title, url, connections, duration: SECONDS, requests });
}

function report(result) {
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  const l = result.latency;
  console.log(
    `${result.title.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   ` +
      `p50 ${l.p50} ms  p99 ${l.p99} ms  max ${l.max} ms   ${codes}${result.errors ? `  errors ${result.errors}` : ''}`,
  );
}

const dbName = `haul_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
// The name is generated above from hex digits only; identifiers cannot be bound parameters.
await admin.unsafe(`create database ${dbName}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
let api;
try {
  const bare = await startApi('', path.join(root, 'api', 'bench', 'bare-hono.ts'));
  console.log(`Anchor: bare Hono JSON endpoint, ${READ_CONNECTIONS} connections, ${SECONDS} s\n`);
  // Requests built the same way as the availability phase's, so autocannon's own cost is equal.
  let b = 0;
  const anchor = await run(
    'GET bare Hono JSON (anchor)',
    bare.url,
    [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/bare?date=${b++ % 26}` }) }],
    READ_CONNECTIONS,
  );
  report(anchor);
  bare.child.kill('SIGTERM');
  await new Promise((r) => bare.child.once('exit', r));

  api = await startApi(dbUrl.toString());
  const dates = await bookableDates(api.url);
  console.log(
    `\nBooking API on PostgreSQL (${dbName}), ${READ_CONNECTIONS} connections for reads, ${CONNECTIONS} for bookings, ${SECONDS} s per phase, ${dates.length} bookable dates\n`,
  );

  let d = 0;
  const availability = await run(
    'GET availability (rotating dates)',
    api.url,
    [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: `/api/appointments/availability?date=${dates[d++ % dates.length]}` }),
      },
    ],
    READ_CONNECTIONS,
  );
  report(availability);
  const share = availability.requests.average / anchor.requests.average;
  console.log(
    `  availability = ${(share * 100).toFixed(0)} % of bare Hono (target ≥ 50 %), p99 ${availability.latency.p99} ms (target ≤ 20 ms)\n`,
  );
  if (STRICT && (share < 0.5 || availability.latency.p99 > 20)) process.exitCode = 1;

  let n = 0;
  const spread = (req) => {
    const i = n++;
    const date = dates[i % dates.length];
    const slot = WINDOWS[Math.floor(i / dates.length) % WINDOWS.length];
    return { ...req, body: booking(date, slot, i) };
  };
  const post = { method: 'POST', path: '/api/appointments', headers: { 'content-type': 'application/json' } };
  report(await run('POST booking (spread over windows)', api.url, [{ ...post, setupRequest: spread }]));

  const lastDate = dates.at(-1);
  report(
    await run('POST booking (one window, 409s)', api.url, [
      { ...post, setupRequest: (req) => ({ ...req, body: booking(lastDate, WINDOWS[0], n++) }) },
    ]),
  );

  // Under all that load, no window may hold more than its capacity.
  const bench = postgres(dbUrl.toString(), { max: 1, onnotice: () => {} });
  const [fullest] = await bench`
    select count(*)::int as n, max(c)::int as most from (
      select count(*) as c from appointments group by preferred_date, preferred_time_slot) w`;
  const [stored] = await bench`select count(*)::int as n from appointments`;
  await bench.end();
  console.log(
    `\nStored ${stored.n} bookings in ${fullest.n} windows; fullest window holds ${fullest.most} (capacity ${CREWS_PER_WINDOW}).`,
  );
  if (fullest.most > CREWS_PER_WINDOW) {
    console.error('OVERBOOKED: a window holds more than its capacity');
    process.exitCode = 1;
  }
} finally {
  api?.child.kill('SIGTERM');
  if (api) await new Promise((r) => api.child.once('exit', r));
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
