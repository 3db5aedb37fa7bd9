/** Flagged and long-open time entries, and the office's two answers: approve, or correct with a reason. */
import { OfficeTimeEntrySchema, ReviewQueueSchema, type TimeEntryCorrectionInput } from '@haul/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { useRefreshOffice } from '../../../lib/office-api.ts';

const entryPath = (id: string) => `/api/office/time-entries/${encodeURIComponent(id)}`;

export const useReviewQueue = () =>
  useQuery({
    queryKey: ['office', 'review-queue'],
    queryFn: () => apiJson(ReviewQueueSchema, 'GET', '/api/office/review-queue'),
  });

export function useApproveEntry() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: (id: string) => apiJson(OfficeTimeEntrySchema, 'POST', `${entryPath(id)}/approve`, {}),
    onSuccess: refresh,
  });
}

export function useCorrectEntry() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TimeEntryCorrectionInput }) =>
      apiJson(OfficeTimeEntrySchema, 'POST', `${entryPath(id)}/correct`, input),
    onSuccess: refresh,
  });
}
