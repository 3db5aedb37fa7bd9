/**
 * Two real API processes (api/src/server.ts, as production starts it) on one PostgreSQL database:
 * what the scale-out design promises, proven end to end. PostgreSQL suite only (DATABASE_URL);
 * the embedded database is one process by design.
 */
import { ARRIVAL_WINDOW_LABELS } from '@haul/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { type ApiProcess, startApiProcess, stopApiProcess } from './api-process.ts';
import { bookingFor } from './booking-helpers.ts';
import { createTestDatabase, databaseUrl } from './database.ts';

const PASSWORD = 'two-instances-admin';
const CAPACITY = 2;

const startInstance = (name: string, dbUrl: string) =>
  startApiProcess(name, dbUrl, {
    ADMIN_PASSWORD: PASSWORD,
    CREW_PASSWORD: 'two-instances-crew',
    CREWS_PER_WINDOW: String(CAPACITY),
  });
const stop = stopApiProcess;

const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe.skipIf(!process.env.DATABASE_URL)('two API processes on one PostgreSQL database', () => {
  let db: Database;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    db = await createTestDatabase();
    const url = databaseUrl(db);
    if (!url) throw new Error('no server URL');
    a = await startInstance('A', url);
    b = await startInstance('B', url);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await db?.close();
  });

  it('shares sessions: signed in on A is signed in on B; signed out on A is out on both', async () => {
    const login = await fetch(`${a.url}/api/auth/login`, json('POST', { username: 'admin', password: PASSWORD }));
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toContain('=');
    expect((await fetch(`${b.url}/api/auth/session`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${a.url}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBeLessThan(300);
    expect((await fetch(`${b.url}/api/auth/session`, { headers: { cookie } })).status).toBe(401);
    expect((await fetch(`${a.url}/api/auth/session`, { headers: { cookie } })).status).toBe(401);
  });

  it('shares the sign-in lockout: wrong passwords on A and B add up', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const instance = i % 2 === 0 ? a : b;
      const res = await fetch(
        `${instance.url}/api/auth/login`,
        json('POST', { username: 'admin', password: `wrong-${i}` }, from),
      );
      statuses.push(res.status);
    }
    // Then the right password, on either, from that address: refused while locked.
    const right = await fetch(`${b.url}/api/auth/login`, json('POST', { username: 'admin', password: PASSWORD }, from));
    console.log(
      `lockout across instances: wrong attempts A/B alternating → ${statuses.join(' ')}; right password → ${right.status}`,
    );
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
    expect(right.status).toBe(429);
  });

  it('shares the public-form rate limit: 10 per address over both instances', async () => {
    const from = { 'x-forwarded-for': '203.0.113.78' };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const instance = i % 2 === 0 ? a : b;
      const res = await fetch(`${instance.url}/api/appointments`, json('POST', { nonsense: true }, from));
      statuses.push(res.status);
    }
    console.log(`booking-form limit across instances: ${statuses.join(' ')}`);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });

  it('shows a booking on A in availability on B within 1 s, and 30 parallel bookings never overfill', async () => {
    // A date with every window open (the booking rules decide which days are bookable).
    let date = '';
    for (let days = 10; days < 40 && !date; days++) {
      const d = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      const res = await fetch(`${b.url}/api/appointments/availability?date=${d}`);
      const body = (await res.json()) as { availableSlots?: string[] };
      if (res.status === 200 && body.availableSlots?.length === ARRIVAL_WINDOW_LABELS.length) date = d;
    }
    expect(date).not.toBe('');
    const first = ARRIVAL_WINDOW_LABELS[0] as string;
    const second = ARRIVAL_WINDOW_LABELS[1] as string;
    let address = 0;
    const book = (instance: ApiProcess, slot: string) =>
      fetch(
        `${instance.url}/api/appointments`,
        json('POST', bookingFor(date, { preferredTimeSlot: slot }), { 'x-forwarded-for': `198.51.100.${++address}` }),
      );

    // Fill the first window on A; B must stop offering it within 1 s.
    for (let i = 0; i < CAPACITY; i++) expect((await book(a, first)).status).toBe(201);
    const filled = performance.now();
    let seenAfterMs = -1;
    while (performance.now() - filled < 2000) {
      const body = (await (await fetch(`${b.url}/api/appointments/availability?date=${date}`)).json()) as {
        availableSlots: string[];
      };
      if (!body.availableSlots.includes(first)) {
        seenAfterMs = performance.now() - filled;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    console.log(`booking on A seen by availability on B after ${seenAfterMs.toFixed(0)} ms`);
    expect(seenAfterMs).toBeGreaterThanOrEqual(0);
    expect(seenAfterMs).toBeLessThan(1000);

    // 30 at once for the second window, alternating instances.
    const statuses = (await Promise.all(Array.from({ length: 30 }, (_, i) => book(i % 2 ? b : a, second)))).map(
      (r) => r.status,
    );
    const won = statuses.filter((s) => s === 201).length;
    console.log(
      `30 parallel bookings over A and B for one window of ${CAPACITY}: ${won} accepted, ${statuses.filter((s) => s === 409).length} full`,
    );
    expect(won).toBe(CAPACITY);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30 - CAPACITY);
    const [row] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from appointments where preferred_date = ${date} and preferred_time_slot = ${second}`;
    expect(row?.n).toBe(CAPACITY);
  });
});
