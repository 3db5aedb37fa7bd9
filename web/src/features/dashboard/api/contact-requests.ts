/** The dashboard's contact requests, and marking one handled (who and when: the server records them). */
import { ContactRequestSchema } from '@haul/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../../lib/api-client.ts';

const contactRequestsKey = ['office', 'dashboard', 'contact-requests'] as const;

export const useContactRequests = () =>
  useQuery({
    queryKey: contactRequestsKey,
    queryFn: () => apiJson(z.array(ContactRequestSchema), 'GET', '/api/contact-requests'),
  });

export function useMarkContactHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson(ContactRequestSchema, 'POST', `/api/contact-requests/${encodeURIComponent(id)}/handled`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactRequestsKey }),
  });
}
