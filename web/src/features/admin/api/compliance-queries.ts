/** The office's compliance reads and writes (issue 24 §4): disposal partners and the log. Online only. */
import { ComplianceLogRowSchema, type DisposalPartnerCreate, DisposalPartnerSchema } from '@haul/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';

const keys = {
  partners: ['office', 'disposal-partners'] as const,
  log: (from: string, to: string) => ['office', 'compliance-log', from, to] as const,
};
const range = (from: string, to: string) => `?${new URLSearchParams({ from, to })}`;

export const useDisposalPartners = () =>
  useQuery({
    queryKey: keys.partners,
    queryFn: () =>
      apiJson(z.object({ partners: z.array(DisposalPartnerSchema) }), 'GET', '/api/office/disposal-partners'),
  });

export function useAddDisposalPartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: DisposalPartnerCreate) =>
      apiJson(DisposalPartnerSchema, 'POST', '/api/office/disposal-partners', p),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.partners }),
  });
}

export function useRemoveDisposalPartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/office/disposal-partners/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.partners }),
  });
}

export const useComplianceLog = (from: string, to: string, enabled: boolean) =>
  useQuery({
    queryKey: keys.log(from, to),
    enabled,
    queryFn: () =>
      apiJson(
        z.object({ rows: z.array(ComplianceLogRowSchema) }),
        'GET',
        `/api/office/compliance-log${range(from, to)}`,
      ),
  });

export const complianceCsvUrl = (from: string, to: string) => `/api/office/compliance-log.csv${range(from, to)}`;
