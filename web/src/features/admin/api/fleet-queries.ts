/** The office's trucks, facilities and truck days (issue 27). Online only. */
import {
  EmployeeSchema,
  type FacilityCreate,
  FacilitySchema,
  JobLoadsSchema,
  LoadsReportSchema,
  type TruckCreate,
  TruckDaySchema,
  type TruckDaySet,
  TruckSchema,
} from '@haul/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';

const keys = {
  trucks: ['office', 'trucks'] as const,
  facilities: ['office', 'facilities'] as const,
  truckDays: (date: string) => ['office', 'truck-days', date] as const,
  team: ['office', 'team'] as const,
};

export const useTrucks = () =>
  useQuery({
    queryKey: keys.trucks,
    queryFn: () => apiJson(z.object({ trucks: z.array(TruckSchema) }), 'GET', '/api/office/trucks'),
  });

export function useAddTruck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (t: TruckCreate) => apiJson(TruckSchema, 'POST', '/api/office/trucks', t),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.trucks }),
  });
}

export function useRemoveTruck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/office/trucks/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['office'] }),
  });
}

export const useFacilities = () =>
  useQuery({
    queryKey: keys.facilities,
    queryFn: () => apiJson(z.object({ facilities: z.array(FacilitySchema) }), 'GET', '/api/office/facilities'),
  });

export function useAddFacility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (f: FacilityCreate) => apiJson(FacilitySchema, 'POST', '/api/office/facilities', f),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.facilities }),
  });
}

export function useRemoveFacility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/office/facilities/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.facilities }),
  });
}

/** The active team, for the truck-day board. */
export const useTeam = () =>
  useQuery({
    queryKey: keys.team,
    queryFn: () => apiJson(z.array(EmployeeSchema), 'GET', '/api/employees'),
  });

export const useTruckDays = (date: string) =>
  useQuery({
    queryKey: keys.truckDays(date),
    queryFn: () =>
      apiJson(
        z.object({ truckDays: z.array(TruckDaySchema) }),
        'GET',
        `/api/office/truck-days?${new URLSearchParams({ date })}`,
      ),
  });

export function useSetTruckDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (s: TruckDaySet) =>
      apiJson(z.object({ truckDay: TruckDaySchema.nullable() }), 'PUT', '/api/office/truck-days', s),
    onSuccess: (_r, s) => client.invalidateQueries({ queryKey: keys.truckDays(s.date) }),
  });
}

export const useLoadsReport = (month: string | undefined) =>
  useQuery({
    queryKey: ['office', 'loads', month ?? 'current'] as const,
    queryFn: () =>
      apiJson(LoadsReportSchema, 'GET', `/api/office/loads${month ? `?${new URLSearchParams({ month })}` : ''}`),
  });

export const loadsCsvUrl = (from: string, to: string) => `/api/office/loads.csv?${new URLSearchParams({ from, to })}`;

export const useJobLoads = (appointmentId: string) =>
  useQuery({
    queryKey: ['office', 'job-loads', appointmentId] as const,
    queryFn: () =>
      apiJson(JobLoadsSchema, 'GET', `/api/office/appointments/${encodeURIComponent(appointmentId)}/loads`),
  });
