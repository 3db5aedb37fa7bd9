/**
 * The office's calendar (decision 0140): closed days, crews per window by weekday and per date.
 * Every change refreshes the settings and the booking wizard's closed dates and windows.
 */
import {
  CalendarSettingsSchema,
  type ClosedDayInput,
  ClosedDaySavedSchema,
  type DateCrewsInput,
  type WeekdayCrewsInput,
} from '@haul/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';

const calendarKey = ['office', 'calendar'] as const;
const CALENDAR = '/api/office/calendar';

export const useCalendarSettings = () =>
  useQuery({ queryKey: calendarKey, queryFn: () => apiJson(CalendarSettingsSchema, 'GET', CALENDAR) });

function useRefreshCalendar() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: calendarKey }),
      queryClient.invalidateQueries({ queryKey: ['appointments'] }),
    ]);
}

export function useSaveClosedDay() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ClosedDayInput }) =>
      id
        ? apiJson(ClosedDaySavedSchema, 'PUT', `${CALENDAR}/closed-days/${encodeURIComponent(id)}`, input)
        : apiJson(ClosedDaySavedSchema, 'POST', `${CALENDAR}/closed-days`, input),
    onSuccess: refresh,
  });
}

export function useRemoveClosedDay() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${CALENDAR}/closed-days/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

export function useSetWeekdayCrews() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (input: WeekdayCrewsInput) => apiRequest('PUT', `${CALENDAR}/weekday-crews`, input),
    onSuccess: refresh,
  });
}

export function useSetDateCrews() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (input: DateCrewsInput) => apiRequest('PUT', `${CALENDAR}/date-crews`, input),
    onSuccess: refresh,
  });
}

export function useClearDateCrews() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (date: string) => apiRequest('DELETE', `${CALENDAR}/date-crews/${encodeURIComponent(date)}`),
    onSuccess: refresh,
  });
}
