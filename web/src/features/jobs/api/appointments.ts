/**
 * The office's jobs: the searched list, one job, and what the office changes on a job (status,
 * date and window, site) or books by phone. Every write refreshes the office's lists.
 */
import {
  AppointmentDetailSchema,
  AppointmentPageSchema,
  AppointmentSchema,
  type AppointmentSearchQuery,
  type AppointmentStatus,
  type OfficeBookingInput,
  type OfficeSiteInput,
  type RescheduleInput,
} from '@haul/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { queryString, useRefreshOffice } from '../../../lib/office-api.ts';

const appointmentKeys = {
  search: (query: AppointmentSearchQuery) => ['office', 'appointments', query] as const,
  one: (id: string) => ['office', 'appointment', id] as const,
};
const path = (id: string) => `/api/office/appointments/${encodeURIComponent(id)}`;

export const useAppointmentSearch = (query: AppointmentSearchQuery) =>
  useQuery({
    queryKey: appointmentKeys.search(query),
    queryFn: () =>
      apiJson(
        AppointmentPageSchema,
        'GET',
        `/api/office/appointments${queryString({ q: query.q, status: query.status, from: query.from, to: query.to, page: query.page })}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useAppointmentDetail = (id: string) =>
  useQuery({
    queryKey: appointmentKeys.one(id),
    queryFn: () => apiJson(AppointmentDetailSchema, 'GET', path(id)),
  });

export function useSetAppointmentStatus() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AppointmentStatus }) =>
      apiJson(AppointmentSchema, 'PATCH', `/api/appointments/${encodeURIComponent(id)}`, { status }),
    onSuccess: refresh,
  });
}

export function useReschedule() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RescheduleInput }) =>
      apiJson(AppointmentSchema, 'POST', `${path(id)}/reschedule`, input),
    onSuccess: refresh,
  });
}

export function useOfficeBooking() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: (input: OfficeBookingInput) => apiJson(AppointmentSchema, 'POST', '/api/office/appointments', input),
    onSuccess: refresh,
  });
}

/** The office sets a job's site: pasted coordinates, the address (geocoder) or the first punch. */
export function useSetOfficeSite() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: OfficeSiteInput }) =>
      apiJson(AppointmentSchema, 'PUT', `${path(id)}/site`, input),
    onSuccess: refresh,
  });
}
