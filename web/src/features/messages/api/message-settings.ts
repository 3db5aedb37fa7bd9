/** The office's message settings (reminder hour, review link, wording) and the wording preview. */
import {
  type MessageKind,
  MessagePreviewSchema,
  type MessageSettings,
  MessageSettingsSchema,
  type MessageWordingSchema,
} from '@haul/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '../../../lib/api-client.ts';

const settingsKey = ['office', 'messages', 'settings'] as const;

export const useMessageSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: () => apiJson(MessageSettingsSchema, 'GET', '/api/office/message-settings'),
  });

export function useSaveMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MessageSettings) =>
      apiJson(MessageSettingsSchema, 'PUT', '/api/office/message-settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

export function usePreviewMessage() {
  return useMutation({
    mutationFn: (input: { kind: MessageKind; wording: z.input<typeof MessageWordingSchema> }) =>
      apiJson(MessagePreviewSchema, 'POST', '/api/office/message-preview', input),
  });
}
