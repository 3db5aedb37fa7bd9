/** Changes phones queued that the server refused, newest first, and dismissing one. */
import { RejectionPageSchema } from '@haul/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';
import { queryString, useRefreshOffice } from '../../../lib/office-api.ts';

export const useRejections = (page: number, show: 'open' | 'all') =>
  useQuery({
    queryKey: ['office', 'rejections', page, show],
    queryFn: () => apiJson(RejectionPageSchema, 'GET', `/api/office/rejections${queryString({ page, show })}`),
    placeholderData: keepPreviousData,
  });

export function useDismissRejection() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: ({ clientId, mutationId }: { clientId: string; mutationId: number }) =>
      apiRequest('POST', `/api/office/rejections/${encodeURIComponent(clientId)}/${mutationId}/dismiss`, {}),
    onSuccess: refresh,
  });
}
