/** The money report for a month ('YYYY-MM'; this month when absent), and the accountant's CSV. */
import { MoneyReportSchema } from '@haul/shared';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/office-api.ts';

export const useMoneyReport = (month?: string) =>
  useQuery({
    queryKey: ['office', 'money', month ?? 'current'],
    queryFn: () => apiJson(MoneyReportSchema, 'GET', `/api/office/money${queryString({ month })}`),
  });

export const moneyCsvUrl = (from: string, to: string) => `/api/office/money.csv${queryString({ from, to })}`;
