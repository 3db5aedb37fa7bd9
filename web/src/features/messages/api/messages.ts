/** Customer messages for the office (decision 0180): the list, all or one job's, and Resend. */
import { MessagePageSchema, type MessageStatus } from '@haul/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/office-api.ts';

const messagesKey = ['office', 'messages', 'list'] as const;

export const useMessages = (query: { appointmentId?: string; status?: MessageStatus; page: number }) =>
  useQuery({
    queryKey: [...messagesKey, query.appointmentId ?? 'all', query.status ?? 'any', query.page],
    queryFn: () =>
      apiJson(
        MessagePageSchema,
        'GET',
        `/api/office/messages${queryString({ page: query.page, appointmentId: query.appointmentId, status: query.status })}`,
      ),
    placeholderData: keepPreviousData,
    // Scheduled messages go out on their own; keep the list honest while it is open.
    refetchInterval: 10_000,
  });

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('POST', `/api/office/messages/${encodeURIComponent(id)}/resend`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
