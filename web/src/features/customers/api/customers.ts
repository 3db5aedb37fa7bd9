/** Customers behind appointments (decision 0142): the searched list, one customer, notes and merges. */
import { CustomerDetailSchema, CustomerNoteSchema, CustomerPageSchema } from '@haul/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { queryString, useRefreshOffice } from '../../../lib/office-api.ts';

const customerKeys = {
  list: (q: string, page: number) => ['office', 'customers', q, page] as const,
  one: (id: string) => ['office', 'customer', id] as const,
};
const path = (id: string) => `/api/office/customers/${encodeURIComponent(id)}`;

export const useCustomerSearch = (q: string, page: number) =>
  useQuery({
    queryKey: customerKeys.list(q, page),
    queryFn: () => apiJson(CustomerPageSchema, 'GET', `/api/office/customers${queryString({ q, page })}`),
    placeholderData: keepPreviousData,
  });

export const useCustomer = (id: string) =>
  useQuery({
    queryKey: customerKeys.one(id),
    queryFn: () => apiJson(CustomerDetailSchema, 'GET', path(id)),
  });

export function useAddCustomerNote() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      apiJson(CustomerNoteSchema, 'POST', `${path(id)}/notes`, { body }),
    onSuccess: refresh,
  });
}

export function useMergeCustomer() {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: ({ id, intoId }: { id: string; intoId: string }) =>
      apiJson(CustomerDetailSchema, 'POST', `${path(id)}/merge`, { intoId }),
    onSuccess: refresh,
  });
}
