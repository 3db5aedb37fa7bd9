/** The compliance log for a date range (decision 0231), on screen and as a CSV. */
import { ComplianceLogRowSchema } from '@haul/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/office-api.ts';

export const useComplianceLog = (from: string, to: string, enabled: boolean) =>
  useQuery({
    queryKey: ['office', 'compliance-log', from, to],
    enabled,
    queryFn: () =>
      apiJson(
        z.object({ rows: z.array(ComplianceLogRowSchema) }),
        'GET',
        `/api/office/compliance-log${queryString({ from, to })}`,
      ),
  });

export const complianceCsvUrl = (from: string, to: string) =>
  `/api/office/compliance-log.csv${queryString({ from, to })}`;
