/**
 * The dashboard's online view: react-query against the API, every response parsed with the
 * shared schemas. Status changes are in office-queries.ts and refetch this list too (spec §7).
 */
import { AppointmentSchema, ContactRequestSchema, type PhotoType, photoType } from '@haul/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../../lib/api-client.ts';

export const adminKeys = {
  appointments: ['admin', 'appointments'] as const,
  contactRequests: ['admin', 'contact-requests'] as const,
  photoCounts: ['admin', 'photo-counts'] as const,
};

const PhotoCountsSchema = z.array(
  z.object({ appointmentId: z.string(), photoType: photoType.schema, count: z.number().int() }),
);
export type PhotoCounts = Map<string, Partial<Record<PhotoType, number>>>;

/** Photos per job and type, for the appointment cards. */
export const usePhotoCounts = () =>
  useQuery({
    queryKey: adminKeys.photoCounts,
    queryFn: async (): Promise<PhotoCounts> => {
      const counts: PhotoCounts = new Map();
      for (const row of await apiJson(PhotoCountsSchema, 'GET', '/api/job-photos/counts')) {
        counts.set(row.appointmentId, { ...counts.get(row.appointmentId), [row.photoType]: row.count });
      }
      return counts;
    },
  });

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

/** Marks a contact request handled (who and when are recorded by the server). */
export function useMarkContactHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson(ContactRequestSchema, 'POST', `/api/contact-requests/${encodeURIComponent(id)}/handled`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.contactRequests }),
  });
}
