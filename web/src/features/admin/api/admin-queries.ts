/**
 * The dashboard's online view: react-query against the API, every response parsed with the
 * shared schemas. Status changes are in office-queries.ts and refetch this list too (spec §7).
 */
import { AppointmentSchema, ContactRequestSchema } from '@haul/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../../lib/api-client.ts';

export const adminKeys = {
  appointments: ['admin', 'appointments'] as const,
  contactRequests: ['admin', 'contact-requests'] as const,
};

export const useAdminAppointments = () =>
  useQuery({
    queryKey: adminKeys.appointments,
    queryFn: () => apiJson(z.array(AppointmentSchema), 'GET', '/api/appointments'),
  });

export const useContactRequests = () =>
  useQuery({
    queryKey: adminKeys.contactRequests,
    queryFn: () => apiJson(z.array(ContactRequestSchema), 'GET', '/api/contact-requests'),
  });
