/**
 * Capacity under contention: on PostgreSQL (DATABASE_URL) the 30 requests really overlap on a
 * pool of connections; on PGlite they queue on its single connection. Either way, exactly
 * `crewsPerWindow` bookings may win.
 */
import { ARRIVAL_WINDOW_LABELS, AvailabilityResponseSchema } from '@haul/shared';
import { describe, expect, it } from 'vitest';
import { bookingFor } from './booking-helpers.ts';
import { readError, useHarness } from './harness.ts';

const WINDOW = ARRIVAL_WINDOW_LABELS[2] as string;

describe('30 simultaneous bookings for one window of capacity 2', () => {
  const h = useHarness({
    now: '2025-01-06T15:00:00Z',
    deps: { crewsPerWindow: 2, publicFormRateLimit: { limit: 100_000, windowMs: 60_000 } },
  });

  it('accepts exactly two and answers the other 28 with 409 slot_full', async () => {
    const date = '2025-01-10';
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        h.json('POST', '/api/appointments', bookingFor(date, { preferredTimeSlot: WINDOW })),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(28);
    for (const res of responses.filter((r) => r.status === 409)) {
      expect((await readError(res)).code).toBe('slot_full');
    }

    const [row] = await h.db.sql<{ n: number }[]>`
      select count(*)::int as n from appointments where preferred_date = ${date} and preferred_time_slot = ${WINDOW}`;
    expect(row?.n).toBe(2);
    const availability = AvailabilityResponseSchema.parse(
      await (await h.app.request(`/api/appointments/availability?date=${date}`)).json(),
    );
    expect(availability.availableSlots).not.toContain(WINDOW);
  });

  it('keeps windows independent: simultaneous bookings across five windows each fill to capacity', async () => {
    const date = '2025-01-11';
    const responses = await Promise.all(
      ARRIVAL_WINDOW_LABELS.flatMap((preferredTimeSlot) =>
        Array.from({ length: 4 }, () => h.json('POST', '/api/appointments', bookingFor(date, { preferredTimeSlot }))),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(ARRIVAL_WINDOW_LABELS.length * 2);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(ARRIVAL_WINDOW_LABELS.length * 2);
  });
});
