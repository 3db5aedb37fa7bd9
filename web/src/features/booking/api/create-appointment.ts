/** POST /api/appointments: books the visitor's window; afterwards that date's windows are re-read. */
import { type AppointmentCreate, AppointmentSchema } from '@haul/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

export const createAppointment = (input: AppointmentCreate) =>
  apiJson(AppointmentSchema, 'POST', '/api/appointments', input);

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    // Success or a full window: either way the availability we cached is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['appointments', 'availability'] }),
  });
}
