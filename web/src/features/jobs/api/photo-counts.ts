/** Photos per job and type, for the appointment cards. */
import { type PhotoType, photoType } from '@haul/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../../lib/api-client.ts';

const PhotoCountsSchema = z.array(
  z.object({ appointmentId: z.string(), photoType: photoType.schema, count: z.number().int() }),
);
export type PhotoCounts = Map<string, Partial<Record<PhotoType, number>>>;

export const usePhotoCounts = () =>
  useQuery({
    queryKey: ['office', 'photo-counts'],
    queryFn: async (): Promise<PhotoCounts> => {
      const counts: PhotoCounts = new Map();
      for (const row of await apiJson(PhotoCountsSchema, 'GET', '/api/job-photos/counts')) {
        counts.set(row.appointmentId, { ...counts.get(row.appointmentId), [row.photoType]: row.count });
      }
      return counts;
    },
  });
