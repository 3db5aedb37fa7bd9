/** Changes and photos a proxy refused, kept on phones (decision 0265), and the office's dismissals (0270). */
import { HeldDismissalListSchema, type HeldItem, HeldListSchema } from '@haul/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';
import { useRefreshOffice } from '../../../lib/office-api.ts';

export const heldKeys = {
  held: ['office', 'held'] as const,
  dismissed: ['office', 'held', 'dismissed'] as const,
};

export const useHeldOnPhones = () =>
  useQuery({
    queryKey: heldKeys.held,
    queryFn: () => apiJson(HeldListSchema, 'GET', '/api/office/held'),
  });

export const useHeldDismissals = () =>
  useQuery({
    queryKey: heldKeys.dismissed,
    queryFn: () => apiJson(HeldDismissalListSchema, 'GET', '/api/office/held/dismissed'),
  });

/**
 * The office takes a held notice off its list. The list is read again whatever the answer: one
 * already dismissed (409) or gone (404) leaves it too.
 */
export function useDismissHeld() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: ({ clientId, kind, id }: Pick<HeldItem, 'clientId' | 'kind' | 'id'>) =>
      apiRequest(
        'POST',
        `/api/office/held/${encodeURIComponent(clientId)}/${kind}/${encodeURIComponent(id)}/dismiss`,
        {},
      ),
    onSettled: refresh,
  });
}
