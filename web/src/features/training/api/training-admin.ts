/**
 * The office's training screens work online against the API (react-query), every response parsed
 * with the shared schemas. A saved module reaches the phones with their next pull.
 */
import {
  CompletionReportSchema,
  type TrainingModuleInput,
  TrainingModuleSchema,
  TrainingModuleWithQuestionsSchema,
} from '@haul/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../../lib/api-client.ts';

export const trainingKeys = {
  modules: ['training', 'modules'] as const,
  module: (id: string) => ['training', 'module', id] as const,
  completion: ['training', 'completion'] as const,
};

export const useAllModules = () =>
  useQuery({
    queryKey: trainingKeys.modules,
    queryFn: () => apiJson(z.array(TrainingModuleSchema), 'GET', '/api/training/modules'),
  });

export const useModuleForEditing = (id: string | null) =>
  useQuery({
    queryKey: trainingKeys.module(id ?? 'new'),
    queryFn: () =>
      apiJson(TrainingModuleWithQuestionsSchema, 'GET', `/api/training/modules/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
  });

export const useCompletion = () =>
  useQuery({
    queryKey: trainingKeys.completion,
    queryFn: () => apiJson(CompletionReportSchema, 'GET', '/api/training/completion'),
  });

export function useSaveModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TrainingModuleInput }) =>
      id
        ? apiJson(TrainingModuleWithQuestionsSchema, 'PUT', `/api/training/modules/${encodeURIComponent(id)}`, input)
        : apiJson(TrainingModuleWithQuestionsSchema, 'POST', '/api/training/modules', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(trainingKeys.module(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: ['training'] });
    },
  });
}

export function useReorderModules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moduleIds: string[]) =>
      apiJson(z.array(TrainingModuleSchema), 'POST', '/api/training/module-order', { moduleIds }),
    onSuccess: (modules) => queryClient.setQueryData(trainingKeys.modules, modules),
  });
}
