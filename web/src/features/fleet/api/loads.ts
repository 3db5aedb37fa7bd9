/** Loads: the month's report and its CSV, and one job's share of them (decision 0200). */
import { JobLoadsSchema, LoadsReportSchema } from '@haul/shared';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/office-api.ts';

export const useLoadsReport = (month: string | undefined) =>
  useQuery({
    queryKey: ['office', 'loads', month ?? 'current'],
    queryFn: () => apiJson(LoadsReportSchema, 'GET', `/api/office/loads${queryString({ month })}`),
  });

export const loadsCsvUrl = (from: string, to: string) => `/api/office/loads.csv${queryString({ from, to })}`;

export const useJobLoads = (appointmentId: string) =>
  useQuery({
    queryKey: ['office', 'job-loads', appointmentId],
    queryFn: () =>
      apiJson(JobLoadsSchema, 'GET', `/api/office/appointments/${encodeURIComponent(appointmentId)}/loads`),
  });
