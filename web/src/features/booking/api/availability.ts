/** GET /api/appointments/availability: the arrival windows still open on a date. */
import { AvailabilityResponseSchema, type CalendarDate, ClosedDatesResponseSchema } from '@haul/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

export const availabilityKey = (date: CalendarDate) => ['appointments', 'availability', date] as const;

export const getAvailability = (date: CalendarDate) =>
  apiJson(AvailabilityResponseSchema, 'GET', `/api/appointments/availability?date=${encodeURIComponent(date)}`);

export const availabilityQueryOptions = (date: CalendarDate) =>
  queryOptions({ queryKey: availabilityKey(date), queryFn: () => getAvailability(date) });

/** Runs once a date is picked (spec §7). */
export function useAvailability(date: CalendarDate | null) {
  return useQuery({ ...availabilityQueryOptions(date ?? ''), enabled: date !== null });
}

/** GET /api/appointments/closed-dates: the days the office closed (holidays), never offered. */
export function useClosedDates() {
  return useQuery({
    queryKey: ['appointments', 'closed-dates'] as const,
    queryFn: () => apiJson(ClosedDatesResponseSchema, 'GET', '/api/appointments/closed-dates'),
  });
}
