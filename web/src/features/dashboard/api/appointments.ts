/**
 * Every appointment, for the Overview's counters and lead sources (decision 0031). Under the
 * office's key, so a status change anywhere in the office refreshes it.
 */
import { AppointmentSchema } from '@haul/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../../lib/api-client.ts';

export const useAdminAppointments = () =>
  useQuery({
    queryKey: ['office', 'dashboard', 'appointments'],
    queryFn: () => apiJson(z.array(AppointmentSchema), 'GET', '/api/appointments'),
  });
