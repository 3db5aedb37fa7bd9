/**
 * The office's calendar (decision 0140): seeded holidays and closed days offer no
 * slot and refuse a booking whatever zone the visitor's browser is in; crews per window by weekday
 * and per date change capacity at once on every instance; closing a day lists its bookings.
 * Every test runs on the injected clock: Wednesday 25 November 2026, 10:00 in New York, the day
 * before Thanksgiving.
 */
import {
  ARRIVAL_WINDOW_LABELS,
  AvailabilityResponseSchema,
  bookableDates,
  CalendarSettingsSchema,
  ClosedDatesResponseSchema,
  ClosedDaySavedSchema,
  OBSERVED_HOLIDAYS,
} from '@haul/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { bookingFor, noRateLimit } from './booking-helpers.ts';
import { connectAgain } from './database.ts';
import { readError, TEST_ORIGIN, useHarness } from './harness.ts';

const NOW = '2026-11-25T15:00:00Z';
const THANKSGIVING = '2026-11-26';
const [FIRST, SECOND] = ARRIVAL_WINDOW_LABELS as [string, string];
type App = ReturnType<typeof createApp>;

const availability = (app: App, date: string) => app.request(`/api/appointments/availability?date=${date}`);
async function slots(app: App, date: string) {
  const res = await availability(app, date);
  expect(res.status).toBe(200);
  return AvailabilityResponseSchema.parse(await res.json()).availableSlots;
}
const book = (app: App, body: unknown) =>
  app.request('/api/appointments', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify(body),
  });

describe('seeded holidays, with demo data', () => {
  const h = useHarness({ now: NOW, seedDemo: true, deps: noRateLimit });

  it('the hidden-holiday check: no bookable date is a seeded closed day', async () => {
    const res = await h.app.request('/api/appointments/closed-dates');
    expect(res.status).toBe(200);
    const { closedDates } = ClosedDatesResponseSchema.parse(await res.json());
    expect(closedDates).toEqual([
      { date: THANKSGIVING, label: 'Thanksgiving Day' },
      { date: '2026-12-25', label: 'Christmas Day' },
    ]);
    // What the wizard offers: the shared bookable range without the closed dates.
    const closed = new Set(closedDates.map((c) => c.date));
    const offered = bookableDates(h.clock.now()).filter((d) => !closed.has(d));
    expect(offered[0]).toBe('2026-11-27');
    for (const date of bookableDates(h.clock.now())) {
      const res = await availability(h.app, date);
      expect(res.status, date).toBe(closed.has(date) ? 400 : 200);
    }
  });

  it('seeds exactly the observed holidays', async () => {
    const admin = await h.signIn('admin');
    const settings = CalendarSettingsSchema.parse(
      await (await h.app.request('/api/office/calendar', { headers: { cookie: admin } })).json(),
    );
    const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
    expect(settings.closedDays.map(({ label, rule }) => ({ label, rule })).sort(byLabel)).toEqual(
      [...OBSERVED_HOLIDAYS].sort(byLabel),
    );
  });

  it('refuses Thanksgiving in availability and in a booking, from any visitor time zone', async () => {
    const res = await availability(h.app, THANKSGIVING);
    expect(res.status).toBe(400);
    expect((await readError(res)).fields?.date).toContain('Thanksgiving');
    // The same New York day picked in New York, just before midnight there, and from Auckland.
    for (const instant of ['2026-11-26T05:00:00Z', '2026-11-26T23:30:00-05:00', '2026-11-27T03:00:00+13:00']) {
      const refused = await book(h.app, { ...bookingFor(THANKSGIVING), preferredDate: instant });
      expect(refused.status, instant).toBe(400);
      expect((await readError(refused)).fields?.preferredDate).toContain('Thanksgiving');
    }
  });
});

describe('calendar settings', () => {
  const h = useHarness({ now: NOW, deps: { ...noRateLimit, crewsPerWindow: 1 } });
  let admin: string;
  let second: Database;
  let other: App;
  beforeAll(async () => {
    admin = await h.signIn('admin');
    second = connectAgain(h.db);
    other = createApp({ sql: second.sql, clock: h.clock, crewsPerWindow: 1, ...noRateLimit });
  });
  afterAll(() => second.close());
  const office = (method: string, path: string, body?: unknown) =>
    h.app.request(`/api/office/calendar${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: admin },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('a per-date override changes capacity at once on two instances', async () => {
    const date = '2026-12-04'; // a Friday
    expect(await slots(h.app, date)).toEqual([...ARRIVAL_WINDOW_LABELS]);
    expect(await slots(other, date)).toEqual([...ARRIVAL_WINDOW_LABELS]);

    // A short-staffed Friday: no crew for the first window.
    expect((await office('PUT', '/date-crews', { date, slot: FIRST, crews: 0 })).status).toBe(204);
    expect(await slots(other, date)).not.toContain(FIRST);
    expect(await slots(h.app, date)).not.toContain(FIRST);
    expect((await book(other, bookingFor(date, { preferredTimeSlot: FIRST }))).status).toBe(409);

    // Three crews on the second window: three bookings, the fourth is refused.
    expect((await office('PUT', '/date-crews', { date, slot: SECOND, crews: 3 })).status).toBe(204);
    for (let i = 0; i < 3; i++)
      expect((await book(h.app, bookingFor(date, { preferredTimeSlot: SECOND }))).status).toBe(201);
    expect((await book(other, bookingFor(date, { preferredTimeSlot: SECOND }))).status).toBe(409);
    expect(await slots(other, date)).not.toContain(SECOND);

    expect((await office('DELETE', `/date-crews/${date}`)).status).toBe(204);
    expect(await slots(other, date)).toContain(FIRST);
  });

  it('crews by weekday apply to every such day', async () => {
    // Tuesdays: no crew for the second window.
    expect((await office('PUT', '/weekday-crews', { weekday: 2, slot: SECOND, crews: 0 })).status).toBe(204);
    expect(await slots(other, '2026-12-01')).not.toContain(SECOND);
    expect(await slots(other, '2026-12-08')).not.toContain(SECOND);
    expect(await slots(other, '2026-12-02')).toContain(SECOND);
    const settings = CalendarSettingsSchema.parse(await (await office('GET', '')).json());
    expect(settings.weekdayCrews).toEqual([{ weekday: 2, slot: SECOND, crews: 0 }]);
    expect(settings.closedDays.find((c) => c.label === 'Thanksgiving Day')?.next).toBe(THANKSGIVING);
  });

  it('closing a day that has bookings lists them and keeps them', async () => {
    const date = '2026-12-10';
    const booked = await book(h.app, bookingFor(date, { preferredTimeSlot: FIRST, lastName: 'Stranded' }));
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: string };

    const closing = await office('POST', '/closed-days', { label: 'Staff training', rule: { kind: 'date', date } });
    expect(closing.status).toBe(201);
    const saved = ClosedDaySavedSchema.parse(await closing.json());
    expect(saved.strandedBookings.map((b) => [b.id, b.date, b.closedBy])).toEqual([[id, date, 'Staff training']]);

    // Closed on the other instance at once; the job is still there for the office to move.
    expect((await availability(other, date)).status).toBe(400);
    const settings = CalendarSettingsSchema.parse(await (await office('GET', '')).json());
    expect(settings.strandedBookings.map((b) => b.id)).toEqual([id]);
    const job = await h.app.request(`/api/office/appointments/${id}`, { headers: { cookie: admin } });
    expect(job.status).toBe(200);

    // Reopened: bookable again.
    expect((await office('DELETE', `/closed-days/${saved.closedDay.id}`)).status).toBe(204);
    expect(await slots(other, date)).toEqual(ARRIVAL_WINDOW_LABELS.filter((s) => s !== FIRST));
  });

  it('edits a seeded holiday: a yearly rule moved to another day', async () => {
    const settings = CalendarSettingsSchema.parse(await (await office('GET', '')).json());
    const christmas = settings.closedDays.find((c) => c.label === 'Christmas Day');
    if (!christmas) throw new Error('Christmas is seeded');
    const res = await office('PUT', `/closed-days/${christmas.id}`, {
      label: 'Christmas Eve',
      rule: { kind: 'yearly', month: 12, day: 24 },
    });
    expect(res.status).toBe(200);
    expect((await availability(other, '2026-12-24')).status).toBe(400);
    expect((await availability(other, '2026-12-25')).status).toBe(200);
  });

  it.each([
    ['an unknown rule', '/closed-days', 'POST', { label: 'x', rule: { kind: 'weekly' } }],
    ['31 April', '/closed-days', 'POST', { label: 'x', rule: { kind: 'yearly', month: 4, day: 31 } }],
    [
      'a 6th Monday',
      '/closed-days',
      'POST',
      { label: 'x', rule: { kind: 'nth-weekday', month: 4, weekday: 1, nth: 6 } },
    ],
    ['no label', '/closed-days', 'POST', { label: '', rule: { kind: 'date', date: '2026-12-01' } }],
    ['negative crews', '/date-crews', 'PUT', { date: '2026-12-01', slot: FIRST, crews: -1 }],
    ['an unknown window', '/weekday-crews', 'PUT', { weekday: 1, slot: '3 AM', crews: 1 }],
    ['weekday 7', '/weekday-crews', 'PUT', { weekday: 7, slot: FIRST, crews: 1 }],
  ])('refuses %s with a clear 400', async (_label, path, method, body) => {
    const res = await office(method, path, body);
    expect(res.status).toBe(400);
    expect((await readError(res)).message.length).toBeGreaterThan(0);
  });
});
