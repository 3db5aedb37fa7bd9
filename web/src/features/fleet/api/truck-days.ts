/** Which crew drives which truck on a day (the truck board), and the active team to choose from. */
import { EmployeeSchema, TruckDaySchema, type TruckDaySet } from '@haul/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../../lib/api-client.ts';

const truckDaysKey = (date: string) => ['office', 'truck-days', date] as const;

export const useTruckDays = (date: string) =>
  useQuery({
    queryKey: truckDaysKey(date),
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
    onSuccess: (_r, s) => client.invalidateQueries({ queryKey: truckDaysKey(s.date) }),
  });
}

export const useTeam = () =>
  useQuery({
    queryKey: ['office', 'team'],
    queryFn: () => apiJson(z.array(EmployeeSchema), 'GET', '/api/employees'),
  });
