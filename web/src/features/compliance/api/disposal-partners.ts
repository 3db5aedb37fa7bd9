/** Where regulated items go (decision 0231): the office's disposal partners. */
import { type DisposalPartnerCreate, DisposalPartnerSchema } from '@haul/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';

const partnersKey = ['office', 'disposal-partners'] as const;

export const useDisposalPartners = () =>
  useQuery({
    queryKey: partnersKey,
    queryFn: () =>
      apiJson(z.object({ partners: z.array(DisposalPartnerSchema) }), 'GET', '/api/office/disposal-partners'),
  });

export function useAddDisposalPartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: DisposalPartnerCreate) =>
      apiJson(DisposalPartnerSchema, 'POST', '/api/office/disposal-partners', p),
    onSuccess: () => client.invalidateQueries({ queryKey: partnersKey }),
  });
}

export function useRemoveDisposalPartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/office/disposal-partners/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: partnersKey }),
  });
}
