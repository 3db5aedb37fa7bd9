/** The company's trucks (decision 0200). Removing one may change truck days and loads: refresh the office. */
import { type TruckCreate, TruckSchema } from '@haul/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';
import { useRefreshOffice } from '../../../lib/office-api.ts';

const trucksKey = ['office', 'trucks'] as const;

export const useTrucks = () =>
  useQuery({
    queryKey: trucksKey,
    queryFn: () => apiJson(z.object({ trucks: z.array(TruckSchema) }), 'GET', '/api/office/trucks'),
  });

export function useAddTruck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (t: TruckCreate) => apiJson(TruckSchema, 'POST', '/api/office/trucks', t),
    onSuccess: () => client.invalidateQueries({ queryKey: trucksKey }),
  });
}

export function useRemoveTruck() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/office/trucks/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}
