/** Where loads go: landfills, transfer stations, recyclers, donation centres (decision 0200). */
import { type FacilityCreate, FacilitySchema } from '@haul/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';

const facilitiesKey = ['office', 'facilities'] as const;

export const useFacilities = () =>
  useQuery({
    queryKey: facilitiesKey,
    queryFn: () => apiJson(z.object({ facilities: z.array(FacilitySchema) }), 'GET', '/api/office/facilities'),
  });

export function useAddFacility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (f: FacilityCreate) => apiJson(FacilitySchema, 'POST', '/api/office/facilities', f),
    onSuccess: () => client.invalidateQueries({ queryKey: facilitiesKey }),
  });
}

export function useRemoveFacility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/office/facilities/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: facilitiesKey }),
  });
}
