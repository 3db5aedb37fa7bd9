/**
 * The office screens' online views: react-query against /api/office, every response parsed with
 * the shared schemas. Reviews and status changes refresh the lists they affect.
 */
import {
  AppointmentDetailSchema,
  AppointmentPageSchema,
  AppointmentSchema,
  type AppointmentSearchQuery,
  type AppointmentStatus,
  CalendarSettingsSchema,
  type ClosedDayInput,
  ClosedDaySavedSchema,
  CustomerDetailSchema,
  CustomerNoteSchema,
  CustomerPageSchema,
  type DateCrewsInput,
  HeldDismissalListSchema,
  type HeldItem,
  HeldListSchema,
  MoneyReportSchema,
  type OfficeBookingInput,
  type OfficeSiteInput,
  OfficeTimeEntrySchema,
  RefusedCardPaymentSchema,
  RejectionPageSchema,
  type RescheduleInput,
  ReviewQueueSchema,
  type TimeEntryCorrectionInput,
  TimesheetWeekSchema,
  type WeekdayCrewsInput,
} from '@haul/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-queries.ts';

export const officeKeys = {
  all: ['office'] as const,
  timesheet: (week: string | undefined) => ['office', 'timesheet', week ?? 'current'] as const,
  reviewQueue: ['office', 'review-queue'] as const,
  rejections: (page: number, show: string) => ['office', 'rejections', page, show] as const,
  held: ['office', 'held'] as const,
  heldDismissed: ['office', 'held', 'dismissed'] as const,
  appointments: (query: AppointmentSearchQuery) => ['office', 'appointments', query] as const,
  appointment: (id: string) => ['office', 'appointment', id] as const,
};

const queryString = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const useTimesheet = (week: string | undefined) =>
  useQuery({
    queryKey: officeKeys.timesheet(week),
    queryFn: () => apiJson(TimesheetWeekSchema, 'GET', `/api/office/timesheets${queryString({ week })}`),
    placeholderData: keepPreviousData,
  });

export const useReviewQueue = () =>
  useQuery({
    queryKey: officeKeys.reviewQueue,
    queryFn: () => apiJson(ReviewQueueSchema, 'GET', '/api/office/review-queue'),
  });

export const useRejections = (page: number, show: 'open' | 'all') =>
  useQuery({
    queryKey: officeKeys.rejections(page, show),
    queryFn: () => apiJson(RejectionPageSchema, 'GET', `/api/office/rejections${queryString({ page, show })}`),
    placeholderData: keepPreviousData,
  });

/** Changes and photos a proxy refused, kept on phones (decision 0265). */
export const useHeldOnPhones = () =>
  useQuery({
    queryKey: officeKeys.held,
    queryFn: () => apiJson(HeldListSchema, 'GET', '/api/office/held'),
  });

/** The office's log of dismissed held notices (decision 0270). */
export const useHeldDismissals = () =>
  useQuery({
    queryKey: officeKeys.heldDismissed,
    queryFn: () => apiJson(HeldDismissalListSchema, 'GET', '/api/office/held/dismissed'),
  });

export const useAppointmentSearch = (query: AppointmentSearchQuery) =>
  useQuery({
    queryKey: officeKeys.appointments(query),
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
    queryKey: officeKeys.appointment(id),
    queryFn: () => apiJson(AppointmentDetailSchema, 'GET', `/api/office/appointments/${encodeURIComponent(id)}`),
  });

/** Anything the office changes may show on every office list: refresh them all. */
function useRefreshOffice() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: officeKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminKeys.appointments }),
    ]);
}

export function useApproveEntry() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson(OfficeTimeEntrySchema, 'POST', `/api/office/time-entries/${encodeURIComponent(id)}/approve`, {}),
    onSuccess: refresh,
  });
}

export function useCorrectEntry() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TimeEntryCorrectionInput }) =>
      apiJson(OfficeTimeEntrySchema, 'POST', `/api/office/time-entries/${encodeURIComponent(id)}/correct`, input),
    onSuccess: refresh,
  });
}

export function useDismissRejection() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: ({ clientId, mutationId }: { clientId: string; mutationId: number }) =>
      apiRequest('POST', `/api/office/rejections/${encodeURIComponent(clientId)}/${mutationId}/dismiss`, {}),
    onSuccess: refresh,
  });
}

/**
 * The office takes a held notice off its list (decision 0270). The list is read again whatever the
 * answer: one already dismissed (409) or gone (404) leaves it too.
 */
export function useDismissHeld() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: ({ clientId, kind, id }: Pick<HeldItem, 'clientId' | 'kind' | 'id'>) =>
      apiRequest(
        'POST',
        `/api/office/held/${encodeURIComponent(clientId)}/${kind}/${encodeURIComponent(id)}/dismiss`,
        {},
      ),
    onSettled: refresh,
  });
}

export function useSetAppointmentStatus() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AppointmentStatus }) =>
      apiJson(AppointmentSchema, 'PATCH', `/api/appointments/${encodeURIComponent(id)}`, { status }),
    onSuccess: refresh,
  });
}

/** The payroll CSV's URL; the browser downloads it with the session cookie. */
export const payrollCsvUrl = (from: string, to: string) => `/api/office/payroll.csv${queryString({ from, to })}`;

/** The office's calendar (issue 26): closed days, crews per window by weekday and per date. */
export const calendarKey = ['office', 'calendar'] as const;

export const useCalendarSettings = () =>
  useQuery({ queryKey: calendarKey, queryFn: () => apiJson(CalendarSettingsSchema, 'GET', '/api/office/calendar') });

/** Every calendar change: refresh the settings and the wizard's closed dates and windows. */
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
        ? apiJson(ClosedDaySavedSchema, 'PUT', `/api/office/calendar/closed-days/${encodeURIComponent(id)}`, input)
        : apiJson(ClosedDaySavedSchema, 'POST', '/api/office/calendar/closed-days', input),
    onSuccess: refresh,
  });
}

export function useRemoveClosedDay() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/office/calendar/closed-days/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

export function useSetWeekdayCrews() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (input: WeekdayCrewsInput) => apiRequest('PUT', '/api/office/calendar/weekday-crews', input),
    onSuccess: refresh,
  });
}

export function useSetDateCrews() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (input: DateCrewsInput) => apiRequest('PUT', '/api/office/calendar/date-crews', input),
    onSuccess: refresh,
  });
}

export function useClearDateCrews() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (date: string) => apiRequest('DELETE', `/api/office/calendar/date-crews/${encodeURIComponent(date)}`),
    onSuccess: refresh,
  });
}

export function useReschedule() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RescheduleInput }) =>
      apiJson(AppointmentSchema, 'POST', `/api/office/appointments/${encodeURIComponent(id)}/reschedule`, input),
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

/** Customers behind appointments (decision 0142): online only, like every office screen. */
export const customerKeys = {
  list: (q: string, page: number) => ['office', 'customers', q, page] as const,
  one: (id: string) => ['office', 'customer', id] as const,
};

export const useCustomerSearch = (q: string, page: number) =>
  useQuery({
    queryKey: customerKeys.list(q, page),
    queryFn: () => apiJson(CustomerPageSchema, 'GET', `/api/office/customers${queryString({ q, page })}`),
    placeholderData: keepPreviousData,
  });

export const useCustomer = (id: string) =>
  useQuery({
    queryKey: customerKeys.one(id),
    queryFn: () => apiJson(CustomerDetailSchema, 'GET', `/api/office/customers/${encodeURIComponent(id)}`),
  });

export function useAddCustomerNote() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      apiJson(CustomerNoteSchema, 'POST', `/api/office/customers/${encodeURIComponent(id)}/notes`, { body }),
    onSuccess: refresh,
  });
}

export function useMergeCustomer() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: ({ id, intoId }: { id: string; intoId: string }) =>
      apiJson(CustomerDetailSchema, 'POST', `/api/office/customers/${encodeURIComponent(id)}/merge`, { intoId }),
    onSuccess: refresh,
  });
}

/** The office sets a job's site: pasted coordinates, the address (geocoder) or the first punch. */
export function useSetOfficeSite() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: OfficeSiteInput }) =>
      apiJson(AppointmentSchema, 'PUT', `/api/office/appointments/${encodeURIComponent(id)}/site`, input),
    onSuccess: refresh,
  });
}

/** Money for the office (issue 24 §7): the report for a month ('YYYY-MM'; this month when absent). */
export const useMoneyReport = (month?: string) =>
  useQuery({
    queryKey: ['office', 'money', month ?? 'current'],
    queryFn: () => apiJson(MoneyReportSchema, 'GET', `/api/office/money${queryString({ month })}`),
  });

/** Stripe payments no invoice could take (decision 0194): for the office to refund in Stripe. */
export const useRefusedCardPayments = () =>
  useQuery({
    queryKey: ['office', 'refused-card-payments'],
    queryFn: () =>
      apiJson(z.object({ payments: z.array(RefusedCardPaymentSchema) }), 'GET', '/api/payments/stripe/refused'),
  });

export const moneyCsvUrl = (from: string, to: string) => `/api/office/money.csv${queryString({ from, to })}`;
