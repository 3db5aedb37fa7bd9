/** GET /api/appointments/availability and /closed-dates, through the wizard's read cache (decision 0210). */
import type { AvailabilityResponse, CalendarDate } from '@haul/shared';
import { apiJson } from '../../../lib/api-client.ts';
import { createReadCache, useRead } from '../../../lib/read-cache.ts';
import { bookingSchemas } from '../booking-form.ts';

export const getAvailability = async (date: CalendarDate) =>
  apiJson(
    (await bookingSchemas()).AvailabilityResponseSchema,
    'GET',
    `/api/appointments/availability?date=${encodeURIComponent(date)}`,
  );

/** The arrival windows still open on each date asked for; out of date after any booking attempt. */
export const availabilityCache = createReadCache<AvailabilityResponse>((date) => getAvailability(date));

/** Runs once a date is picked, as the spec's call does. */
export function useAvailability(date: CalendarDate | null) {
  return useRead(availabilityCache, date);
}

const closedDatesCache = createReadCache(async (_key) =>
  apiJson((await bookingSchemas()).ClosedDatesResponseSchema, 'GET', '/api/appointments/closed-dates'),
);

/** GET /api/appointments/closed-dates: the days the office closed (holidays), never offered. */
export function useClosedDates() {
  return useRead(closedDatesCache, 'closed-dates');
}
