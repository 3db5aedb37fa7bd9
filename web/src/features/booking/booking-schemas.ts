/**
 * The wizard's zod schemas, built when first needed (a field checked, a date picked, a booking
 * sent) instead of with the island: building zod schemas was most of the island's own work at
 * load on /booking (decision 0280). Loaded only through `bookingSchemas()` (booking-form.ts).
 */
import {
  AppointmentCreateSchema,
  AppointmentSchema,
  AvailabilityResponseSchema,
  ClosedDatesResponseSchema,
  leadSource,
  serviceType,
} from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/** The details step, checked with the shared appointment rules; selects hold text ('' until chosen). */
export const BookingDetailsSchema = AppointmentCreateSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
  email: true,
  address: true,
  description: true,
  specialInstructions: true,
  website: true,
  smsConsent: true,
}).extend({
  serviceType: z.string().pipe(serviceType.schema),
  leadSource: z.string().pipe(leadSource.schema),
});

export const bookingDetailsResolver = zodResolver(BookingDetailsSchema);

export { AppointmentSchema, AvailabilityResponseSchema, ClosedDatesResponseSchema };
