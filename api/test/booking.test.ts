import { AppointmentSchema, ARRIVAL_WINDOW_LABELS, AvailabilityResponseSchema } from '@haul/shared';
import { describe, expect, it } from 'vitest';
import { writeVersioned } from '../src/db/change-version.ts';
import { bookingFor, isoOf, noRateLimit } from './booking-helpers.ts';
import { readError, useHarness } from './harness.ts';

// Monday 6 January 2025, 10:00 in New York: tomorrow is Tue 7 Jan, day 30 is Wed 5 Feb.
const NOW = '2025-01-06T15:00:00Z';
const [FIRST_WINDOW, SECOND_WINDOW] = ARRIVAL_WINDOW_LABELS as [string, string];

describe('GET /api/appointments/availability', () => {
  const h = useHarness({ now: NOW, deps: noRateLimit });
  const availability = (date: string) => h.app.request(`/api/appointments/availability?date=${date}`);

  it('offers every arrival window tomorrow and on day 30', async () => {
    for (const date of ['2025-01-07', '2025-02-05']) {
      const res = await availability(date);
      expect(res.status).toBe(200);
      expect(AvailabilityResponseSchema.parse(await res.json()).availableSlots).toEqual(ARRIVAL_WINDOW_LABELS);
    }
  });

  it.each([
    ['today', '2025-01-06', 'starting tomorrow'],
    ['yesterday', '2025-01-05', 'starting tomorrow'],
    ['day 31', '2025-02-06', '30 days'],
    ['a Sunday', '2025-01-12', 'Sundays'],
  ])('refuses %s with 400 and a reason', async (_label, date, reason) => {
    const res = await availability(date);
    expect(res.status).toBe(400);
    const error = await readError(res);
    expect(error.code).toBe('date_not_bookable');
    expect(error.fields?.date).toContain(reason);
  });

  it.each([
    ['an impossible date', '?date=2025-02-30'],
    ['a word', '?date=tomorrow'],
    ['a timestamp', '?date=2025-01-07T00:00:00Z'],
    ['no date', ''],
    ['an empty date', '?date='],
  ])('answers 400 to %s', async (_label, query) => {
    const res = await h.app.request(`/api/appointments/availability${query}`);
    expect(res.status).toBe(400);
    expect((await readError(res)).fields?.date).toBeTruthy();
  });

  it('follows the company calendar, not UTC: at 23:30 New York "tomorrow" is still the next New York day', async () => {
    h.clock.set('2025-01-07T04:30:00Z'); // Mon 6 Jan 23:30 in New York, already Tue in UTC
    try {
      expect((await availability('2025-01-07')).status).toBe(200);
      expect((await availability('2025-01-06')).status).toBe(400);
    } finally {
      h.clock.set(NOW);
    }
  });
});

describe('POST /api/appointments', () => {
  const h = useHarness({ now: NOW, deps: noRateLimit });
  const slots = async (date: string) =>
    AvailabilityResponseSchema.parse(await (await h.app.request(`/api/appointments/availability?date=${date}`)).json())
      .availableSlots;

  it('books tomorrow as pending, on the picked New York calendar date, with no site coordinates', async () => {
    const res = await h.json('POST', '/api/appointments', bookingFor('2025-01-07', { leadSource: undefined }));
    expect(res.status).toBe(201);
    const created = AppointmentSchema.parse(await res.json());
    expect(created).toMatchObject({
      preferredDate: '2025-01-07',
      preferredTimeSlot: FIRST_WINDOW,
      status: 'pending',
      leadSource: 'direct',
      siteLatitude: null,
      siteLongitude: null,
    });
    const [row] = await h.db.sql`select preferred_date, version from appointments where id = ${created.id}`;
    expect(row?.preferred_date).toBe('2025-01-07');
    expect(row?.version).toBeGreaterThan(0);
  });

  it.each([
    ['New York midnight with its offset', '2025-01-08T00:00:00-05:00', 0],
    ['New York midnight in UTC', '2025-01-08T05:00:00.000Z', 1],
    ['late evening in New York (already the 9th in UTC)', '2025-01-09T04:59:00.000Z', 2],
  ])('reads %s as the New York calendar date', async (_label, preferredDate, window) => {
    const preferredTimeSlot = ARRIVAL_WINDOW_LABELS[window] as string;
    const res = await h.json('POST', '/api/appointments', {
      ...bookingFor('2025-01-08'),
      preferredDate,
      preferredTimeSlot,
    });
    expect(res.status).toBe(201);
    expect(AppointmentSchema.parse(await res.json()).preferredDate).toBe('2025-01-08');
  });

  it.each([
    ['today', isoOf('2025-01-06'), 'preferredDate'],
    ['day 31', isoOf('2025-02-06'), 'preferredDate'],
    ['a Sunday', isoOf('2025-01-12'), 'preferredDate'],
    ['a calendar date instead of a timestamp', '2025-01-07', 'preferredDate'],
  ])('refuses %s with a field error and stores nothing', async (_label, preferredDate, field) => {
    const before = await count();
    const res = await h.json('POST', '/api/appointments', { ...bookingFor('2025-01-07'), preferredDate });
    expect(res.status).toBe(400);
    expect((await readError(res)).fields?.[field]).toBeTruthy();
    expect(await count()).toBe(before);
  });

  it('refuses an arrival window that is not offered', async () => {
    const res = await h.json('POST', '/api/appointments', bookingFor('2025-01-07', { preferredTimeSlot: '6:00 AM' }));
    expect(res.status).toBe(400);
    expect((await readError(res)).fields?.preferredTimeSlot).toBe('Choose one of the offered arrival windows.');
  });

  it('takes a window until it is full, then hides it and refuses it with 409; a cancellation reopens it', async () => {
    const date = '2025-01-09';
    const book = () => h.json('POST', '/api/appointments', bookingFor(date, { preferredTimeSlot: SECOND_WINDOW }));
    expect((await book()).status).toBe(201);
    expect(await slots(date)).toContain(SECOND_WINDOW);
    const second = AppointmentSchema.parse(await (await book()).json());
    expect(await slots(date)).toEqual(ARRIVAL_WINDOW_LABELS.filter((l) => l !== SECOND_WINDOW));

    const refused = await book();
    expect(refused.status).toBe(409);
    expect(await readError(refused)).toMatchObject({
      code: 'slot_full',
      message: expect.stringMatching(/just booked/),
    });

    // As a staff cancellation does: every write to appointments goes through writeVersioned, whose
    // version bump is what tells the availability cache (decision 0024) that the date changed.
    await writeVersioned(
      h.db.sql,
      (tx, version) => tx`update appointments set status = 'cancelled', version = ${version} where id = ${second.id}`,
    );
    expect(await slots(date)).toContain(SECOND_WINDOW);
    expect((await book()).status).toBe(201);
  });

  it.each([
    ['an empty object', {}],
    ['a bad service type', { serviceType: 'Moving' }],
    ['a bad lead source', { leadSource: 'tv' }],
    ['a number as the time slot', { preferredTimeSlot: 8 }],
    ['a non-text honeypot', { website: 42 }],
    ['an over-long description', { description: 'x'.repeat(2001) }],
  ])('answers 400, never 500, to %s', async (_label, overrides) => {
    const before = await count();
    const body = _label === 'an empty object' ? {} : { ...bookingFor('2025-01-07'), ...overrides };
    const res = await h.json('POST', '/api/appointments', body);
    expect(res.status).toBe(400);
    expect((await readError(res)).code).toBe('validation_failed');
    expect(await count()).toBe(before);
  });

  async function count() {
    const [row] = await h.db.sql<{ n: number }[]>`select count(*)::int as n from appointments`;
    return row?.n ?? 0;
  }
});
