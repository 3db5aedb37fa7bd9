/**
 * Customer messages for the office (issue 25): the list (all or one job's), resend, the settings
 * and the wording preview, every response parsed with the shared schemas.
 */
import {
  type MessageKind,
  MessagePageSchema,
  MessagePreviewSchema,
  type MessageSettings,
  MessageSettingsSchema,
  type MessageStatus,
  type MessageWordingSchema,
} from '@haul/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';

export const messageKeys = {
  all: ['office', 'messages'] as const,
  list: (appointmentId: string | undefined, status: string | undefined, page: number) =>
    ['office', 'messages', 'list', appointmentId ?? 'all', status ?? 'any', page] as const,
  settings: ['office', 'messages', 'settings'] as const,
};

export const useMessages = (query: { appointmentId?: string; status?: MessageStatus; page: number }) =>
  useQuery({
    queryKey: messageKeys.list(query.appointmentId, query.status, query.page),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(query.page) });
      if (query.appointmentId) params.set('appointmentId', query.appointmentId);
      if (query.status) params.set('status', query.status);
      return apiJson(MessagePageSchema, 'GET', `/api/office/messages?${params}`);
    },
    placeholderData: keepPreviousData,
    // Scheduled messages go out on their own; keep the list honest while it is open.
    refetchInterval: 10_000,
  });

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('POST', `/api/office/messages/${encodeURIComponent(id)}/resend`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export const useMessageSettings = () =>
  useQuery({
    queryKey: messageKeys.settings,
    queryFn: () => apiJson(MessageSettingsSchema, 'GET', '/api/office/message-settings'),
  });

export function useSaveMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MessageSettings) =>
      apiJson(MessageSettingsSchema, 'PUT', '/api/office/message-settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(messageKeys.settings, saved),
  });
}

export function usePreviewMessage() {
  return useMutation({
    mutationFn: (input: { kind: MessageKind; wording: z.input<typeof MessageWordingSchema> }) =>
      apiJson(MessagePreviewSchema, 'POST', '/api/office/message-preview', input),
  });
}
