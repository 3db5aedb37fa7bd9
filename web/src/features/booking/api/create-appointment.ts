/** POST /api/appointments: books the visitor's window; afterwards every date's windows are re-read. */
import type { Appointment, AppointmentCreate } from '@haul/shared';
import { useState } from 'react';
import { apiJson } from '../../../lib/api-client.ts';
import { bookingSchemas } from '../booking-form.ts';
import { availabilityCache } from './availability.ts';

export const createAppointment = async (input: AppointmentCreate) =>
  apiJson((await bookingSchemas()).AppointmentSchema, 'POST', '/api/appointments', input);

export function useCreateAppointment() {
  const [isPending, setPending] = useState(false);
  const mutate = (
    input: AppointmentCreate,
    { onSuccess, onError }: { onSuccess(appointment: Appointment): void; onError(error: unknown): void },
  ) => {
    setPending(true);
    createAppointment(input)
      // Success or a full window: either way the availability we hold is out of date.
      .finally(() => {
        availabilityCache.invalidate();
        setPending(false);
      })
      .then(onSuccess, onError);
  };
  return { isPending, mutate };
}
